import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { DAY_NAMES, dayjs } from '@barbershop/core';
import { useState } from 'react';

const WEEKDAYS = DAY_NAMES.map((day) => day.slice(0, 3));

/**
 * Month grid, weeks from Sunday, past days disabled and today allowed (spec section 2); with
 * `lastDate` (the shop's booking horizon) later days are disabled too.
 */
export function MonthGrid({
  today,
  lastDate,
  value,
  onChange,
}: {
  today: string;
  lastDate?: string;
  value: string | null;
  onChange: (date: string) => void;
}) {
  const [month, setMonth] = useState(() => dayjs.utc(value ?? today).startOf('month'));
  const firstMonth = dayjs.utc(today).startOf('month');
  const lastMonth = lastDate ? dayjs.utc(lastDate).startOf('month') : null;
  const cells: (string | null)[] = Array.from({ length: month.day() }, () => null);
  for (let d = 1; d <= month.daysInMonth(); d += 1) cells.push(month.date(d).format('YYYY-MM-DD'));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label="Previous month"
          onClick={() => setMonth(month.subtract(1, 'month'))}
          disabled={!month.isAfter(firstMonth)}
        >
          <ChevronLeft />
        </IconButton>
        <Typography fontWeight={600} aria-live="polite">
          {month.format('MMMM YYYY')}
        </Typography>
        <IconButton
          aria-label="Next month"
          onClick={() => setMonth(month.add(1, 'month'))}
          disabled={lastMonth !== null && !month.isBefore(lastMonth)}
        >
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        role="group"
        aria-label={`Dates in ${month.format('MMMM YYYY')}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}
      >
        {WEEKDAYS.map((d) => (
          <Typography key={d} aria-hidden variant="caption" align="center" color="text.secondary">
            {d}
          </Typography>
        ))}
        {cells.map((date, i) =>
          date ? (
            <Button
              key={date}
              size="small"
              disabled={date < today || (lastDate !== undefined && date > lastDate)}
              variant={date === value ? 'contained' : 'text'}
              color={date === value ? 'secondary' : 'inherit'}
              aria-label={dayjs.utc(date).format('dddd D MMMM YYYY')}
              aria-pressed={date === value}
              onClick={() => onChange(date)}
              sx={{ minWidth: 0, px: 0, fontWeight: date === today ? 700 : 400 }}
            >
              {Number(date.slice(8))}
            </Button>
          ) : (
            <Box key={`blank-${i}`} />
          ),
        )}
      </Box>
    </Box>
  );
}
