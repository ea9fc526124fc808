import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { CreateSubscriptionDto } from '@barbershop/core/api';
import { BASE_PRICE_PENCE, TRIAL_DAYS } from '@barbershop/core/billing';
import { formatPence } from '@barbershop/core/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToast } from '../ui/toast';
import { api, ApiError } from '../../lib/api/client';
import { useBillingConfig } from './billingApi';
import { CardForm } from './CardForm';
import { billingKeys } from './queryKeys';

/** What the card step adds to the registration data of POST /api/register. */
export interface PaymentStepResult {
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  /** the subscription's trialEnd, Unix seconds */
  trialEndsAt: number;
}

export interface PaymentStepProps {
  email: string;
  businessName: string;
  /** the chosen username, checked with the email before a card is asked for */
  username?: string;
  onComplete: (result: PaymentStepResult) => void;
  onBack: () => void;
}

/**
 * Registration step 2, Complete Your Setup / Payment Setup: creates the trial subscription,
 * saves the card through its SetupIntent with Stripe Elements, then hands the ids to register.
 */
export function PaymentStep({ email, businessName, username, onComplete, onBack }: PaymentStepProps) {
  const toast = useToast();
  // The parent passes a new onBack each render; the failure effect must run once per failure.
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  const config = useBillingConfig();
  const publishableKey = config.data?.publishableKey ?? null;
  const subscription = useQuery({
    queryKey: [...billingKeys.trialSubscription(email, businessName), username],
    queryFn: () =>
      api.post<CreateSubscriptionDto>('/api/create-subscription', {
        email: email.trim(),
        businessName: businessName.trim(),
        ...(username ? { username } : {}),
      }),
    enabled: Boolean(publishableKey),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (subscription.error) {
      const message = subscription.error instanceof ApiError ? subscription.error.serverMessage : '';
      toast({ title: 'Setup failed', description: message || 'Unable to set up subscription', variant: 'destructive' });
      back.current();
    } else if (subscription.data && !subscription.data.clientSecret) {
      toast({ title: 'Setup issue', description: 'Payment setup incomplete. Please try again', variant: 'destructive' });
      back.current();
    }
  }, [subscription.error, subscription.data, toast]);

  const created = subscription.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Complete Your Setup
      </Typography>
      <Typography variant="h6" component="h3">
        Payment Setup
      </Typography>
      <Typography color="text.secondary">
        Add a card to start your {TRIAL_DAYS}-day free trial. Nothing is charged during the trial; then{' '}
        {formatPence(BASE_PRICE_PENCE)}/month, cancel anytime.
      </Typography>
      {config.data && !publishableKey && <Alert severity="info">Card payments are not configured on this site.</Alert>}
      {publishableKey && !created && <CircularProgress aria-label="Preparing payment setup" />}
      {publishableKey && created?.clientSecret && (
        <CardForm
          publishableKey={publishableKey}
          clientSecret={created.clientSecret}
          kind="setup"
          returnPath="/"
          submitLabel="Save Card and Start Trial"
          onDone={(outcome) => {
            if (outcome.ok)
              onComplete({
                stripeCustomerId: created.customerId,
                stripeSubscriptionId: created.subscriptionId,
                trialEndsAt: created.trialEnd,
              });
            else
              toast({
                title: 'Payment setup failed',
                description: outcome.providerMessage || 'Please try again.',
                variant: 'destructive',
              });
          }}
        />
      )}
      <Button onClick={onBack}>Back</Button>
    </Stack>
  );
}
