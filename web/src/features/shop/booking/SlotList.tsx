import { Alert, Box, Button, Tooltip, Typography } from '@mui/material';
import type { SlotDto } from '@barbershop/core';

/** The day's times; unavailable ones disabled as 'time - Not Available' with the reason as tooltip. */
export function SlotList({
  ready,
  slots,
  value,
  onChange,
  error = null,
  label = (time) => time,
}: {
  /** service and date chosen */
  ready: boolean;
  slots: SlotDto[] | undefined;
  value: string | null;
  onChange: (time: string) => void;
  /** why the times could not be loaded (the server's message), shown instead of them */
  error?: string | null;
  /** how a time reads ('01:30 GMT' in the hour repeated when the clocks go back); absent: as is */
  label?: (time: string) => string;
}) {
  if (ready && error)
    return (
      <Alert severity="warning" sx={{ alignSelf: 'start' }}>
        {error}
      </Alert>
    );
  if (!ready) return <Typography color="text.secondary">Please select a service first to see available times</Typography>;
  if (!slots || slots.length === 0) return <Typography color="text.secondary">Loading time slots...</Typography>;
  return (
    <Box
      role="group"
      aria-label="Available times"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}
    >
      {slots.map((slot) =>
        slot.available ? (
          <Button
            key={slot.time}
            variant={slot.time === value ? 'contained' : 'outlined'}
            color="secondary"
            aria-pressed={slot.time === value}
            onClick={() => onChange(slot.time)}
          >
            {label(slot.time)}
          </Button>
        ) : (
          <Tooltip key={slot.time} title={slot.reason ?? 'Not Available'} enterDelay={700} enterNextDelay={300}>
            <span>
              <Button variant="outlined" disabled fullWidth>
                {label(slot.time)} - Not Available
              </Button>
            </span>
          </Tooltip>
        ),
      )}
    </Box>
  );
}
