import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Button, IconButton, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { weekOf } from '@barbershop/core/calendar';
import { addDays, dayjs, todayIn } from '@barbershop/core/time';
import { useState } from 'react';
import { DayPicker } from '../shared/DayPicker';
import { LiveDataBoundary } from '../../../shared/ui/LiveDataBoundary';
import { BlockTimeDialog } from '../calendar/BlockTimeDialog';
import { MyDays, TheirDays, type DaysProps } from './MyDays';
import { useBarbers, useShopDoc } from '../../../lib/firestore/liveData';

type View = 'day' | 'week';

/**
 * "My day": a barber's own bookings and time off, live, for a day or its week (Sunday first, as
 * the barber calendar), phone first. No prices or revenue: a barber's view carries no money.
 */
export function MyDayTab({ shop, barberId }: { shop: Pick<BarbershopDto, 'id' | 'timezone'>; barberId: string }) {
  const today = todayIn(shop.timezone);
  const [date, setDate] = useState(today);
  const [view, setView] = useState<View>('day');
  const [adding, setAdding] = useState(false);
  const days = view === 'day' ? [date] : weekOf(date);
  const step = view === 'day' ? 1 : 7;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <IconButton aria-label={view === 'day' ? 'Previous day' : 'Previous week'} onClick={() => setDate(addDays(date, -step))}>
          <ChevronLeft />
        </IconButton>
        <DayPicker label="Date" value={date} onChange={setDate} />
        <IconButton aria-label={view === 'day' ? 'Next day' : 'Next week'} onClick={() => setDate(addDays(date, step))}>
          <ChevronRight />
        </IconButton>
        {date !== today && (
          <Button size="small" onClick={() => setDate(today)}>
            Today
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, v: View | null) => v && setView(v)}
          aria-label="Show"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" color="secondary" onClick={() => setAdding(true)}>
          Add break or time off
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {view === 'day'
          ? dayjs.utc(date).format('dddd D MMMM YYYY')
          : `${dayjs.utc(days[0]).format('D MMM')} – ${dayjs.utc(days.at(-1)).format('D MMM YYYY')}`}
      </Typography>
      <LiveDataBoundary resetKey={`${days[0]}:${days.at(-1)}`}>
        <WhoseDays shopId={shop.id} barberId={barberId} days={days} timeZone={shop.timezone} />
      </LiveDataBoundary>
      {adding && (
        <BlockTimeDialog
          shopId={shop.id}
          barberId={barberId}
          zone={shop.timezone}
          today={today}
          date={date < today ? today : date}
          onClose={() => setAdding(false)}
          ownTime
        />
      )}
    </Stack>
  );
}

/**
 * The barber's own days; when the owner lets barbers see every barber's bookings, a choice of
 * whose (another barber's read only).
 */
function WhoseDays({ shopId, barberId, days, timeZone }: DaysProps) {
  const seesAll = useShopDoc(shopId)?.barbersSeeAllBookings === true;
  const others = (useBarbers(shopId) ?? []).filter((b) => b.id !== barberId && b.isActive !== false);
  const [whose, setWhose] = useState(barberId);
  const viewed = seesAll && others.some((b) => b.id === whose) ? whose : barberId;
  return (
    <Stack spacing={2}>
      {seesAll && others.length > 0 && (
        <TextField
          select
          size="small"
          label="Whose bookings"
          value={viewed}
          onChange={(e) => setWhose(e.target.value)}
          sx={{ maxWidth: 280 }}
        >
          <MenuItem value={barberId}>Mine</MenuItem>
          {others.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {viewed === barberId ? (
        <MyDays shopId={shopId} barberId={barberId} days={days} timeZone={timeZone} />
      ) : (
        <TheirDays shopId={shopId} barberId={viewed} days={days} timeZone={timeZone} />
      )}
    </Stack>
  );
}
