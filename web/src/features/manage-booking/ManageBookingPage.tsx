import Phone from '@mui/icons-material/Phone';
import { Alert, Box, Button, Container, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import { formatPence } from '@barbershop/core/money';
import { phoneHref } from '@barbershop/core/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/client';
import { RecoveryButtons } from '../../shared/ui/RecoveryButtons';
import { ServiceRows } from '../../shared/ui/ServiceRows';
import { NotFoundScreen } from '../../shared/ui/NotFoundScreen';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useDisplayPhone } from '../../shared/phone/useDisplayPhone';
import { useToast } from '../../shared/ui/toast';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import { bookingViewOf, CANCELLED_TEXT, CLOSED_TEXT, CUT_OFF_MESSAGE, PASSED_TEXT } from './bookingView';
import { CancelDialog } from './CancelDialog';
import { cancelWithPayment, manageBookingKeys, useManagedBooking } from './manageApi';
import type { ManageBookingDto } from '@barbershop/core/api';
import { formatBookingDate, RescheduleSection } from './RescheduleSection';
import { ReviewSection } from './ReviewSection';
import { useLiveAppointment } from './useLiveAppointment';

function BookingNotFound() {
  return (
    <NotFoundScreen
      title="Booking not found"
      text="The link may be wrong or incomplete. Please check that you opened the whole link you were given."
    />
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" fontWeight={600} textAlign="right" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function CallNow({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <Button variant="outlined" href={phoneHref(phone)} startIcon={<Phone />}>
      Call Now
    </Button>
  );
}

function Details({ booking, cancelled }: { booking: ManageBookingDto; cancelled: boolean }) {
  const { appointment: a, shop } = booking;
  const phone = useDisplayPhone(shop.phone);
  return (
    <SectionCard title={cancelled ? 'Cancelled Appointment' : 'Your Appointment'} variant="outlined" spacing={1}>
      <Row label="Barbershop">
        <Link component={RouterLink} to={`/${shop.slug}`}>
          {shop.name}
        </Link>
      </Row>
      <ServiceRows services={a.services} />
      <Row label="Barber">{a.barberName}</Row>
      <Row label="Date">{formatBookingDate(a.date)}</Row>
      <Row label="Time">{a.time}</Row>
      <Row label="Duration">{`${a.durationMin} minutes`}</Row>
      <Divider />
      <Row label="Total">{formatPence(a.pricePence)}</Row>
      {booking.payment && <PaymentRows payment={booking.payment} />}
      {shop.address && <Row label="Address">{shop.address}</Row>}
      {shop.phone && <Row label="Phone">{phone}</Row>}
      {shop.email && (
        <Row label="Email">
          <Link href={`mailto:${shop.email}`}>{shop.email}</Link>
        </Row>
      )}
    </SectionCard>
  );
}

/** The deposit paid (and what came back of it), or the card saved at booking. */
function PaymentRows({ payment }: { payment: NonNullable<ManageBookingDto['payment']> }) {
  return (
    <>
      {payment.kind === 'card' ? (
        <Row label="Card saved">Nothing charged at booking</Row>
      ) : (
        <Row label={payment.kind === 'deposit' ? 'Deposit paid' : 'Paid'}>{formatPence(payment.paidPence)}</Row>
      )}
      {payment.refundedPence > 0 && <Row label="Refunded">{formatPence(payment.refundedPence)}</Row>}
    </>
  );
}

function ManageBooking({ booking, token }: { booking: ManageBookingDto; token: string }) {
  const { appointment: a, shop } = booking;
  const live = useLiveAppointment(shop.id, a.id, booking.firebaseToken);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelledHere, setCancelledHere] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  // what the cancel did with the money, as the server said it
  const [moneyOutcome, setMoneyOutcome] = useState<string | null>(null);
  usePageMeta(`Your booking at ${shop.name} | BarberBook`, null);

  // The live view drives the page; when it moved away from the server's answer (the owner
  // moved or completed the booking, or it was cancelled), ask the server again.
  const stale =
    live && (live.status !== a.status || live.date !== a.date || live.time !== a.time || live.barberId !== a.barberId);
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: manageBookingKeys.manage(a.id, token) });
  }, [stale, queryClient, a.id, token]);

  // a cancel made here shows at once: the live view (a function keeps it in step) follows a moment later
  const status = cancelledHere ? 'cancelled' : (live?.status ?? a.status);
  const view = bookingViewOf(status, a, booking.canManage);

  async function cancel() {
    setCancelling(true);
    let lib: typeof import('../../lib/firestore/bookingManage') | null = null;
    try {
      if (booking.payment) {
        // the money is settled by the server, which says what it did (refunded, kept, charged)
        const answer = await cancelWithPayment(a.id, token);
        const message = answer.paymentOutcome?.message ?? null;
        setMoneyOutcome(message);
        setCancelledHere(true);
        queryClient.setQueryData(manageBookingKeys.manage(a.id, token), answer);
        toast({ title: 'Appointment Cancelled', description: message ? `${CANCELLED_TEXT} ${message}` : CANCELLED_TEXT });
        return;
      }
      lib = await import('../../lib/firestore/bookingManage');
      await lib.cancelManagedAppointment({ shopId: shop.id, appointmentId: a.id, firebaseToken: booking.firebaseToken });
      setCancelledHere(true);
      toast({ title: 'Appointment Cancelled', description: CANCELLED_TEXT });
    } catch (err) {
      const description =
        // the server refuses a cancel past the cut-off with 422 (409 if it changed meanwhile)
        lib?.isPermissionDenied(err) || (err instanceof ApiError && (err.status === 422 || err.status === 409))
          ? CUT_OFF_MESSAGE
          : 'There was an error cancelling your appointment. Please try again.';
      toast({ title: 'Cancellation Failed', description, variant: 'destructive' });
    } finally {
      setConfirming(false);
      setCancelling(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" fontWeight={700} gutterBottom>
        {`Hi ${a.customerFirstName}`}
      </Typography>
      <Stack spacing={3}>
        {/* first, so that a cancelled booking never reads as an active one */}
        {view === 'cancelled' && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={`/${shop.slug}`} variant="contained" color="secondary" size="small">
                Book Again
              </Button>
            }
            sx={{ alignItems: 'center' }}
          >
            {CANCELLED_TEXT}
          </Alert>
        )}
        {view === 'cancelled' && moneyOutcome && <Alert severity="info">{moneyOutcome}</Alert>}
        <Details booking={booking} cancelled={view === 'cancelled'} />
        {view === 'passed' && <Alert severity="info">{PASSED_TEXT}</Alert>}
        {view === 'closed' && <Alert severity="warning">{CLOSED_TEXT}</Alert>}
        {view === 'manage' && !rescheduling && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" color="secondary" onClick={() => setRescheduling(true)}>
              Reschedule
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Cancel Appointment
            </Button>
          </Stack>
        )}
        {view === 'manage' && !rescheduling && booking.payment?.cancelAdvice && (
          <Typography variant="body2" color="text.secondary">
            {booking.payment.cancelAdvice}
          </Typography>
        )}
        {view === 'manage' && rescheduling && (
          <RescheduleSection booking={booking} token={token} onDone={() => setRescheduling(false)} />
        )}
        <ReviewSection booking={booking} token={token} />
        <Box>
          <CallNow phone={shop.phone} />
        </Box>
      </Stack>
      <CancelDialog
        open={confirming && view === 'manage'}
        busy={cancelling}
        onKeep={() => setConfirming(false)}
        onCancel={() => void cancel()}
        advice={booking.payment?.cancelAdvice}
      />
    </Container>
  );
}

/** /booking/{appointmentId}?t={token}: the customer's private page for one booking, no sign-in. */
export default function ManageBookingPage() {
  const { appointmentId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const booking = useManagedBooking(appointmentId, token);

  if (!token) return <BookingNotFound />;
  if (booking.isPending) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} aria-busy="true">
        <Skeleton width="50%" height={48} />
        <Skeleton variant="rounded" height={280} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={40} sx={{ mt: 3 }} />
      </Container>
    );
  }
  if (booking.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          Your booking could not be loaded
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Please try again in a moment.
        </Typography>
        <RecoveryButtons onRetry={() => void booking.refetch()} retryDisabled={booking.isFetching} reloadLabel="Reload Page" />
      </Container>
    );
  }
  if (!booking.data) return <BookingNotFound />;
  return <ManageBooking booking={booking.data} token={token} />;
}
