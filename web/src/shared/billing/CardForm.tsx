import { Alert, Button, Stack, Typography } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { stripeFor } from './stripeLoader';

/**
 * `thrown`: Stripe.js itself failed (network, script), as opposed to Stripe refusing the card.
 * `declined`: Stripe refused the payment (the intent failed), as opposed to the form not being filled in.
 */
export type CardOutcome = { ok: true } | { ok: false; providerMessage: string | null; thrown?: boolean; declined?: boolean };

export const STRIPE_LOAD_FAILED =
  'The secure card form could not be loaded. Please check your internet connection and try again.';

interface CardFormProps {
  publishableKey: string;
  /** a shop's connected account: the intent was made there (a direct charge), so Stripe.js must ask there */
  stripeAccount?: string;
  clientSecret: string;
  /** a SetupIntent saves a card; a PaymentIntent pays an invoice */
  kind: 'setup' | 'payment';
  /** where Stripe returns after a redirect (only when the card needs one, e.g. some 3-D Secure) */
  returnPath: string;
  title?: string;
  submitLabel: string;
  onDone: (outcome: CardOutcome) => void | Promise<void>;
}

/** Stripe Elements card form confirming a SetupIntent or PaymentIntent, redirecting only if required. */
export function CardForm(props: CardFormProps) {
  const [attempt, setAttempt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const { publishableKey, stripeAccount } = props;
  const stripe = useMemo(
    () => stripeFor(publishableKey, stripeAccount),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt loads Stripe.js again
    [publishableKey, stripeAccount, attempt],
  );
  // Elements awaits the promise without a catch: a failed load would surface in the page as an
  // unhandled rejection. It gets null instead; the failure is shown below.
  const forElements = useMemo(() => stripe.catch(() => null), [stripe]);
  useEffect(() => {
    let current = true;
    stripe.catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [stripe]);

  if (loadFailed) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{STRIPE_LOAD_FAILED}</Alert>
        <Button
          variant="outlined"
          onClick={() => {
            setLoadFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try Again
        </Button>
      </Stack>
    );
  }
  return (
    <Elements key={attempt} stripe={forElements} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <ConfirmForm {...props} />
    </Elements>
  );
}

function ConfirmForm({ kind, returnPath, title, submitLabel, onDone }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    try {
      const confirmParams = { return_url: `${window.location.origin}${returnPath}` };
      const result =
        kind === 'setup'
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      if (result.error) {
        setMessage(result.error.message ?? null);
        await onDone({
          ok: false,
          providerMessage: result.error.message ?? null,
          declined: result.error.type !== 'validation_error',
        });
      } else {
        await onDone({ ok: true });
      }
    } catch {
      await onDone({ ok: false, providerMessage: null, thrown: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      {title && (
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      )}
      <PaymentElement />
      {message && <Alert severity="error">{message}</Alert>}
      <Button type="submit" variant="contained" disabled={!stripe || !elements || busy}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </Stack>
  );
}
