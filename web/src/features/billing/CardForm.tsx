import { Alert, Button, Stack, Typography } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { stripeFor } from './stripeLoader';

export type CardOutcome = { ok: true } | { ok: false; providerMessage: string | null };

interface CardFormProps {
  publishableKey: string;
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
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
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
        await onDone({ ok: false, providerMessage: result.error.message ?? null });
      } else {
        await onDone({ ok: true });
      }
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
