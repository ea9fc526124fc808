import { Box, Chip, Stack, Typography } from '@mui/material';
import { APPOINTMENT_STATUS_LABELS } from '@barbershop/core/customers';
import type { Appointment, AppointmentStatus } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import { displayDateShort } from '@barbershop/core/time';

// Cancelled and no-show visits stand out: they earned nothing.
const STATUS_CHIP: Record<AppointmentStatus, 'default' | 'success' | 'error'> = {
  scheduled: 'default',
  completed: 'success',
  no_show: 'error',
  cancelled: 'error',
};

/** A customer's bookings, newest first, one card each: readable on a phone, no columns to cut off. */
export function VisitHistory({ visits }: { visits: readonly Appointment[] }) {
  if (visits.length === 0) return <Typography color="text.secondary">No visits yet</Typography>;
  return (
    <Stack component="ul" aria-label="Visit history" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {visits.map((v) => (
        <Box
          component="li"
          key={v.id}
          aria-label={`${displayDateShort(v.date)} ${v.time}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1} flexWrap="wrap">
            <Typography fontWeight={600}>
              {displayDateShort(v.date)} · {v.time}
            </Typography>
            <Chip size="small" variant="outlined" color={STATUS_CHIP[v.status]} label={APPOINTMENT_STATUS_LABELS[v.status]} />
          </Stack>
          <Typography>{v.serviceName}</Typography>
          <Stack direction="row" justifyContent="space-between" spacing={1}>
            <Typography color="text.secondary">with {v.barberName}</Typography>
            <Typography sx={{ textDecoration: v.status === 'cancelled' || v.status === 'no_show' ? 'line-through' : undefined }}>
              {formatPence(v.pricePence)}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
