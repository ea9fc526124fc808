import { Alert, Button, Checkbox, Container, Divider, FormControlLabel, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { CreatedAppointmentDto, PaymentRequiredDto } from '@barbershop/core/api';
import { formatPence } from '@barbershop/core/money';
import { policyTextFor } from '@barbershop/core/payments';
import { displayDate, instantToZoned } from '@barbershop/core/time';
import { waitlistEndpoints } from '@barbershop/core/api';
import type { WaitlistOfferPublicDto } from '@barbershop/core/waitlist';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { call } from '../../../lib/api/call';
import { useShopPage } from '../../../shared/shop/useShopData';
import { NotFoundScreen } from '../../../shared/ui/NotFoundScreen';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SummaryRow } from '../../../shared/ui/SummaryRow';
import { usePageMeta } from '../../../shared/ui/usePageMeta';
import { isPaymentRequired, type PaidAtBooking } from '../booking/paymentHold';
import { policyAsked } from '../booking/policyAsked';
import { LeaveDialog } from './LeaveDialog';
import { claimOffer, isNotFound, isPaymentPending, refusal, useWaitlistOffer, waitlistKeys } from './waitlistApi';

// The payment step (Stripe's packages) loads only when the shop asks for money at booking.
const HeldPayment = lazy(() => import('../booking/HeldPayment'));

export const CLAIMED_TEXT = "You've already booked this time. Check your confirmation email.";
const GONE_TEXT = 'This time is no longer held for you. It may still be free: choose a time on the shop page.';
export const LEFT_TEXT = "You've left the waitlist. We won't offer you any more times.";
export const PAYMENT_LEFT_TEXT =
  "The payment wasn't completed, so this time is no longer held for you and nothing is booked. You're still on the waitlist: we'll email you if another time comes up.";

/** "14:15": the hold's end on the shop's clock. */
export const heldUntil = (offer: { expiresAt: string }, timezone: string) =>
  instantToZoned(new Date(offer.expiresAt), timezone).time;

function OfferNotFound() {
  return (
    <NotFoundScreen title="Offer not found" text="This offer link is not valid. Please open the whole link in the email again." />
  );
}

function Offer({ offer, token }: { offer: WaitlistOfferPublicDto; token: string }) {
  usePageMeta(`A time held for you at ${offer.shopName} | BarberBook`, null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shopPage = useShopPage(offer.shopSlug);
  const policy = shopPage.data ? policyAsked(shopPage.data.shop) : null;
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [held, setHeld] = useState<PaymentRequiredDto | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [left, setLeft] = useState(false);
  // the payment step was left (Back, declined, lost, run out): its hold is released and the offer ends
  const [paymentLeft, setPaymentLeft] = useState(false);
  // the hold's end, on this page's clock (the server checks it again when the time is claimed)
  const [expired, setExpired] = useState(() => Date.parse(offer.expiresAt) <= Date.now());
  useEffect(() => {
    const ms = Date.parse(offer.expiresAt) - Date.now();
    if (ms <= 0) return;
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [offer.expiresAt]);
  const live = offer.state === 'offered' && !expired && !paymentLeft;

  function booked(created: { id: string; manageToken?: string }, paid?: PaidAtBooking) {
    const state = { ...(created.manageToken ? { manageToken: created.manageToken } : {}), ...(paid ? { payment: paid } : {}) };
    navigate(`/booking-confirmation?appointmentId=${encodeURIComponent(created.id)}`, {
      state: Object.keys(state).length ? state : undefined,
    });
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: waitlistKeys.offer(offer.offerId, token) });

  async function book() {
    if (policy && !accepted) {
      setProblem('Please accept the booking policy');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await claimOffer(offer.offerId, {
        token,
        ...(policy ? { policyAccepted: true, policyVersion: policy.version } : {}),
      });
      if (isPaymentRequired(answer)) setHeld(answer);
      else booked(answer);
    } catch (err) {
      setProblem(refusal(err));
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  async function leave() {
    setBusy(true);
    try {
      await call(waitlistEndpoints.leaveByOffer, { offerId: offer.offerId }, { token });
      setLeft(true);
    } catch (err) {
      setProblem(refusal(err));
    } finally {
      setBusy(false);
      setLeaving(false);
    }
  }

  const shopLink = (
    <Link component={RouterLink} to={`/${offer.shopSlug}`}>
      {offer.shopName}
    </Link>
  );
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" fontWeight={700} gutterBottom>
        {live && !left ? 'A time is held for you' : 'Your waitlist offer'}
      </Typography>
      <Stack spacing={3}>
        {left && <Alert severity="info">{LEFT_TEXT}</Alert>}
        {!left && paymentLeft && <Alert severity="warning">{PAYMENT_LEFT_TEXT}</Alert>}
        {!left && !paymentLeft && offer.state === 'claimed' && <Alert severity="success">{CLAIMED_TEXT}</Alert>}
        {!left && !paymentLeft && !live && offer.state !== 'claimed' && <Alert severity="warning">{GONE_TEXT}</Alert>}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <SectionCard title="The time" variant="outlined" spacing={1}>
          <SummaryRow label="Barbershop" value={offer.shopName} />
          <SummaryRow label="Service" value={offer.serviceName} />
          <SummaryRow label="Barber" value={offer.barberName} />
          <SummaryRow label="Date" value={displayDate(offer.date)} />
          <SummaryRow label="Time" value={offer.time} />
          <SummaryRow label="Duration" value={`${offer.durationMin} minutes`} />
          <Divider />
          <SummaryRow label="Total" value={formatPence(offer.pricePence)} />
        </SectionCard>
        {live && !left && !held && (
          <Stack spacing={2}>
            <Typography fontWeight={600}>Held for you until {heldUntil(offer, offer.timezone)}</Typography>
            {policy && (
              <Stack spacing={1}>
                <Typography variant="subtitle2" component="h2">
                  Booking policy
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  {policyTextFor(policy, offer.serviceIds, offer.pricePence)}
                </Typography>
                <FormControlLabel
                  control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
                  label="I accept the booking policy *"
                />
              </Stack>
            )}
            <Button variant="contained" color="secondary" size="large" disabled={busy} onClick={() => void book()}>
              {busy ? 'Booking...' : 'Book this time'}
            </Button>
          </Stack>
        )}
        {held && (
          <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
            <HeldPayment
              hold={held}
              resumed={false}
              shopName={offer.shopName}
              timezone={offer.timezone}
              heldChoice={offer.offerId}
              choice={offer.offerId}
              onBooked={(created: CreatedAppointmentDto, paid: PaidAtBooking) => booked(created, paid)}
              onLeave={() => {
                // the step released the hold (or it ran out): the server put the offer to expired
                setHeld(null);
                setPaymentLeft(true);
                void refresh();
              }}
              onTimeTaken={() => void refresh()}
            />
          </Suspense>
        )}
        {(!live || left) && <Typography>Choose another time at {shopLink}.</Typography>}
        {!left && !paymentLeft && offer.state !== 'claimed' && !held && (
          <Button variant="outlined" color="error" onClick={() => setLeaving(true)} sx={{ alignSelf: 'start' }}>
            Leave the waitlist
          </Button>
        )}
      </Stack>
      <LeaveDialog open={leaving} busy={busy} onStay={() => setLeaving(false)} onLeave={() => void leave()} />
    </Container>
  );
}

/** /offer/{offerId}?token=…: the offer email's page. "Book this time" runs the booking (and its payment step). */
export default function OfferPage() {
  const { offerId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const offer = useWaitlistOffer(offerId, token);
  if (!token || isNotFound(offer.error)) return <OfferNotFound />;
  if (offer.isPending)
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} aria-busy="true">
        <Skeleton width="60%" height={48} />
        <Skeleton variant="rounded" height={260} sx={{ mt: 2 }} />
      </Container>
    );
  if (isPaymentPending(offer.error))
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          Your payment step is open
        </Typography>
        <Alert severity="info" sx={{ mt: 2 }}>
          {refusal(offer.error)}
        </Alert>
      </Container>
    );
  if (offer.isError)
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          Your offer could not be loaded
        </Typography>
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal(offer.error)}
        </Alert>
        <Button sx={{ mt: 2 }} onClick={() => void offer.refetch()} disabled={offer.isFetching}>
          Try again
        </Button>
      </Container>
    );
  return <Offer offer={offer.data} token={token} />;
}
