import { Alert, Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import type { SlotDto } from '@barbershop/core/api';
import { useId, useState } from 'react';
import { groupByDayPart } from './dayParts';

/** A phone's touch target (WCAG 2.5.5, Apple and Material guidance): every time is at least this tall. */
export const TOUCH_TARGET_PX = 44;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** What the list waits for before it can show times: a service, then a date. */
export type SlotListWaiting = 'service' | 'date' | null;

export const WAITING_TEXT: Record<Exclude<SlotListWaiting, null>, string> = {
  service: 'Please select a service first to see available times',
  date: 'Please select a date to see available times',
};

const takenToggleText = (count: number) => `Show ${count} taken ${count === 1 ? 'time' : 'times'}`;

/**
 * The day's times grouped Morning / Afternoon / Evening. Free times only, as Booksy and Fresha
 * list them; the taken ones fold behind "Show N taken times", then read 'time - Not Available'
 * with the reason as tooltip.
 */
export function SlotList({
  waitingFor,
  slots,
  value,
  onChange,
  error = null,
  label = (time) => time,
}: {
  waitingFor: SlotListWaiting;
  slots: SlotDto[] | undefined;
  value: string | null;
  onChange: (time: string) => void;
  /** why the times could not be loaded (the server's message), shown instead of them */
  error?: string | null;
  /** how a time reads ('01:30 GMT' in the hour repeated when the clocks go back); absent: as is */
  label?: (time: string) => string;
}) {
  const [showTaken, setShowTaken] = useState(false);
  const id = useId();
  if (!waitingFor && error)
    return (
      <Alert severity="warning" sx={{ alignSelf: 'start' }}>
        {error}
      </Alert>
    );
  if (waitingFor) return <Typography color="text.secondary">{WAITING_TEXT[waitingFor]}</Typography>;
  if (!slots || slots.length === 0) return <Typography color="text.secondary">Loading time slots...</Typography>;
  const taken = slots.filter((s) => !s.available).length;
  const listed = showTaken ? slots : slots.filter((s) => s.available);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {taken === slots.length && <Typography color="text.secondary">No free times on this day.</Typography>}
      <Box role="group" aria-label="Available times" sx={{ display: 'grid', gap: 2 }}>
        {groupByDayPart(listed).map((part) => (
          <Box key={part.name} role="group" aria-labelledby={`${id}-${part.name}`}>
            <Typography id={`${id}-${part.name}`} variant="subtitle2" component="h4" color="text.secondary" sx={{ mb: 1 }}>
              {part.name}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 1 }}>
              {part.slots.map((slot) =>
                slot.available ? (
                  <Button
                    key={slot.time}
                    variant={slot.time === value ? 'contained' : 'outlined'}
                    color="secondary"
                    aria-pressed={slot.time === value}
                    onClick={() => onChange(slot.time)}
                    sx={{ minHeight: TOUCH_TARGET_PX }}
                  >
                    {label(slot.time)}
                  </Button>
                ) : (
                  <Tooltip key={slot.time} title={slot.reason ?? 'Not Available'} enterDelay={700} enterNextDelay={300}>
                    <span>
                      <Button
                        variant="outlined"
                        disabled
                        fullWidth
                        sx={{ minHeight: TOUCH_TARGET_PX, textDecoration: 'line-through' }}
                      >
                        {label(slot.time)} {/* read out in full; a struck-through time is enough to see */}
                        <Box component="span" sx={visuallyHidden}>
                          - Not Available
                        </Box>
                      </Button>
                    </span>
                  </Tooltip>
                ),
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {taken > 0 && (
        <Button
          variant="text"
          aria-expanded={showTaken}
          onClick={() => setShowTaken((shown) => !shown)}
          sx={{ alignSelf: 'start', minHeight: TOUCH_TARGET_PX }}
        >
          {showTaken ? 'Hide taken times' : takenToggleText(taken)}
        </Button>
      )}
    </Stack>
  );
}
