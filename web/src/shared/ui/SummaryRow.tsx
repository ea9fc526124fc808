import { Stack, Typography } from '@mui/material';

/** One label and value line of a booking summary (the booking flow and the confirmation page). */
export function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography fontWeight={600} textAlign="right">
        {value}
      </Typography>
    </Stack>
  );
}
