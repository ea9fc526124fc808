import { Alert, Button, Stack, Typography } from '@mui/material';
import type { CreatedAppointmentDto, PaymentRequiredDto } from '@barbershop/core/api';
import { formatPence } from '@barbershop/core/money';
import { dayjs } from '@barbershop/core/time';
import { useEffect, useRef, useState } from 'react';
import { CardForm } from '../../../shared/billing/CardForm';
import { ApiError } from '../../../lib/api/client';
import { completeHold, releaseHold } from './holdRequests';
import type { PaidAtBooking } from './paymentHold';
import { StepSection } from './StepSection';

const PAYMENT_FAILED = 'The payment could not be made. Please check your connection and try again.';
export const NOT_THROUGH_YET = 'Your payment has not gone through yet. Please try again.';

/** What the step asks for, in the customer's words (never why: that is the owner's to read). */
export function paymentAsk(hold: PaymentRequiredDto, shopName: string) {
  const amount = formatPence(hold.amountPence);
  const kind = hold.decision.kind;
  if (hold.kind === 'setup' || kind === 'card')
    return {
      title: 'Save a card',
      text: `${shopName} asks for a card to hold this booking. Nothing is charged now; the card is charged only as the booking policy says.`,
      submit: 'Save Card and Book',
    };
  if (kind === 'prepay')
    return {
      title: `Pay ${amount} now`,
      text: `${shopName} takes payment for this visit when you book.`,
      submit: `Pay ${amount}`,
    };
  return {
    title: `Deposit ${amount}`,
    text: `${shopName} asks for a deposit of ${amount} to book this time.`,
    submit: `Pay ${amount} Deposit`,
  };
}

/** What the confirmation page is told. */
export function paidAtBooking(hold: PaymentRequiredDto): PaidAtBooking {
  const kind = hold.kind === 'setup' ? 'card' : hold.decision.kind === 'prepay' ? 'prepay' : 'deposit';
  return { kind, amountPence: kind === 'card' ? 0 : hold.amountPence };
}

function useSecondsLeft(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export interface BookingPaymentStepProps {
  hold: PaymentRequiredDto;
  shopName: string;
  timezone: string;
  /** the step came back after a reload (or a bank's redirect): the payment may already have gone through */
  resumed: boolean;
  onBooked: (booked: CreatedAppointmentDto, paid: PaidAtBooking) => void;
  /** someone else has the time now (409): nothing was charged, or it was refunded at once */
  onLost: () => void;
  /** the card was refused: the server released the hold with its failed intent, so the time is free again */
  onDeclined: (reason: string | null) => void;
  /** the hold ran out before the payment */
  onExpired: () => void;
  /** Back: the hold was released */
  onBack: () => void;
}

/** Step 5: the deposit, prepayment or card on the shop's own Stripe account, while the time is held. */
export default function BookingPaymentStep({
  hold,
  shopName,
  timezone,
  resumed,
  onBooked,
  onLost,
  onDeclined,
  onExpired,
  onBack,
}: BookingPaymentStepProps) {
  const ask = paymentAsk(hold, shopName);
  const secondsLeft = useSecondsLeft(hold.expiresAt);
  const [message, setMessage] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const finished = useRef(false);

  async function complete(quietIfNotThrough: boolean) {
    try {
      const booked = await completeHold(hold);
      finished.current = true;
      onBooked(booked, paidAtBooking(hold));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        finished.current = true;
        onLost();
      } else if (!(quietIfNotThrough && err instanceof ApiError && err.status === 402)) {
        setMessage(err instanceof ApiError && err.status !== 402 ? err.serverMessage || NOT_THROUGH_YET : NOT_THROUGH_YET);
      }
    }
  }

  // After a reload the intent may have succeeded already: ask the server once before asking again.
  const resumedOnce = useRef(false);
  useEffect(() => {
    if (!resumed || resumedOnce.current) return;
    resumedOnce.current = true;
    void complete(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per resumed hold
  }, [resumed]);

  useEffect(() => {
    if (secondsLeft === 0 && !finished.current) {
      finished.current = true;
      onExpired();
    }
  }, [secondsLeft, onExpired]);

  async function declined(reason: string | null) {
    finished.current = true;
    // the intent-failed webhook releases it too; this makes sure before the time is offered again
    await releaseHold(hold).catch(() => undefined);
    onDeclined(reason);
  }

  async function back() {
    setLeaving(true);
    finished.current = true;
    // the time is freed at once; if this fails, the hold still runs out by itself
    await releaseHold(hold).catch(() => undefined);
    onBack();
  }

  const until = dayjs(hold.expiresAt).tz(timezone).format('HH:mm');
  return (
    <StepSection n={5} title="Payment" done={false}>
      <Stack spacing={2}>
        <Typography variant="h6" component="p" fontWeight={700}>
          {ask.title}
        </Typography>
        <Typography color="text.secondary">{ask.text}</Typography>
        <Alert severity="info" role="timer" aria-live="off">
          We are holding this time for you until {until} ({clock(secondsLeft)} left).
        </Alert>
        <CardForm
          publishableKey={hold.publishableKey}
          stripeAccount={hold.stripeAccountId}
          clientSecret={hold.clientSecret}
          kind={hold.kind}
          returnPath={`${window.location.pathname}${window.location.search}`}
          submitLabel={ask.submit}
          onDone={async (outcome) => {
            setMessage(null);
            if (outcome.ok) await complete(false);
            else if (outcome.thrown) setMessage(PAYMENT_FAILED);
            // A refused payment fails its intent and the server then frees the time: no other card
            // can pay that intent, so the customer chooses a time again. A refused card on a
            // SetupIntent leaves it open: Stripe's message shows in the form and another card can be tried.
            else if (outcome.declined && hold.kind === 'payment') await declined(outcome.providerMessage);
          }}
        />
        {message && <Alert severity="warning">{message}</Alert>}
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {hold.policyText}
        </Typography>
        <Button onClick={() => void back()} disabled={leaving}>
          Back
        </Button>
      </Stack>
    </StepSection>
  );
}
