import { Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { clockTime, visitHasStarted } from '@barbershop/core/calendar';
import { APPOINTMENT_STATUS_LABELS } from '@barbershop/core/customers';
import type { Appointment } from '@barbershop/core/model';
import { useDisplayPhone } from '../../../shared/phone/useDisplayPhone';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useToast } from '../../../shared/ui/toast';
import { useUpdateAppointment } from '../mutations';

/** What a barber's booking shows: no price (a barber's day carries no money). */
export type MyBooking = Pick<
  Appointment,
  'id' | 'start' | 'end' | 'time' | 'status' | 'serviceName' | 'customerName' | 'customerPhone' | 'notes' | 'arrivedAt' | 'walkIn'
>;

const STATUS_COLORS = { scheduled: 'default', completed: 'success', no_show: 'warning', cancelled: 'default' } as const;

/**
 * One of the barber's own bookings: time, services, the customer with a phone link, notes and
 * its state. Arrived, Completed and No-show say what happened at the visit, so they wait for its
 * start (the API refuses them before, core's visitMarkRefusal).
 */
export function BookingCard({
  booking,
  timeZone,
  now,
  canMark = true,
}: {
  booking: MyBooking;
  timeZone: string;
  now: number;
  /** false: another barber's booking, shown when the owner lets barbers see every barber's (read only) */
  canMark?: boolean;
}) {
  const toast = useToast();
  const update = useUpdateAppointment();
  const phone = useDisplayPhone(booking.customerPhone);
  const started = visitHasStarted(booking, now);
  const open = booking.status === 'scheduled';
  const arrived = Boolean(booking.arrivedAt);

  const mark = (body: { arrived: true } | { status: 'completed' | 'no_show' }, done: string) =>
    update.mutate(
      { id: booking.id, ...body },
      {
        onSuccess: () => toast({ title: done }),
        onError: (err) => toast({ title: 'Update failed', description: changeFailedReason(err), variant: 'destructive' }),
      },
    );

  return (
    <Card variant="outlined" data-testid="my-booking" sx={{ opacity: booking.status === 'cancelled' ? 0.6 : 1 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
          <Typography variant="h6" component="h3">
            {booking.time}–{clockTime(booking.end, timeZone)}
          </Typography>
          <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap justifyContent="flex-end">
            {booking.walkIn && <Chip size="small" label="Walk-in" />}
            {arrived && open && <Chip size="small" color="info" label="Arrived" />}
            <Chip size="small" color={STATUS_COLORS[booking.status]} label={APPOINTMENT_STATUS_LABELS[booking.status]} />
          </Stack>
        </Stack>
        <Typography fontWeight={600}>{booking.customerName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {booking.serviceName}
        </Typography>
        {booking.customerPhone && (
          <Link href={`tel:${booking.customerPhone}`} variant="body2" sx={{ display: 'inline-block', py: 0.5 }}>
            {phone}
          </Link>
        )}
        {booking.notes && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
            {booking.notes}
          </Typography>
        )}
        {open && canMark && (
          <>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
              <Button
                size="small"
                variant="outlined"
                disabled={!started || arrived || update.isPending}
                onClick={() => mark({ arrived: true }, 'Marked as arrived')}
              >
                Arrived
              </Button>
              <Button
                size="small"
                variant="contained"
                disabled={!started || update.isPending}
                onClick={() => mark({ status: 'completed' }, 'Marked as completed')}
              >
                Completed
              </Button>
              <Button
                size="small"
                color="warning"
                variant="outlined"
                disabled={!started || update.isPending}
                onClick={() => mark({ status: 'no_show' }, 'Marked as no-show')}
              >
                No-show
              </Button>
            </Stack>
            {!started && (
              <Typography variant="caption" color="text.secondary">
                These can be marked from the start time.
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
