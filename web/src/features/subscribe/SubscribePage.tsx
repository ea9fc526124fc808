import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { ownerEndpoints } from '@barbershop/core/api';
import { BASE_PRICE_PENCE, monthlyPricePence } from '@barbershop/core/billing';
import { formatPence } from '@barbershop/core/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import { useBillingConfig, useCompleteSubscription, useSeatInfo } from '../../shared/billing/billingApi';
import { billingKeys } from '../../shared/billing/queryKeys';
import { CardForm, type CardOutcome } from '../../shared/billing/CardForm';

export const REDIRECT_AFTER_SUCCESS_MS = 2000;

/** /subscribe: creates the subscription's payment on load, then the card form. */
export default function SubscribePage() {
  const config = useBillingConfig();
  if (config.isPending) return <LoadingScreen />;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Card>
        <CardContent>
          {config.data?.enabled && config.data.publishableKey ? (
            <Checkout publishableKey={config.data.publishableKey} />
          ) : (
            <Failure
              title="Billing is not configured"
              message="Card payments are not set up on this site, so a subscription cannot be started here. Please contact the site's operator."
            />
          )}
        </CardContent>
      </Card>
    </Container>
  );
}

function Checkout({ publishableKey }: { publishableKey: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const complete = useCompleteSubscription();
  const seats = useSeatInfo();
  const [active, setActive] = useState(false);
  const payment = useQuery({
    queryKey: billingKeys.subscribePayment,
    queryFn: () => call(ownerEndpoints.startSubscriptionPayment, {}),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);

  async function onDone(outcome: CardOutcome, paymentIntentId: string) {
    try {
      if (!outcome.ok && outcome.thrown) {
        toast({ title: 'Payment Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
        return;
      }
      if (!outcome.ok) {
        toast({ title: 'Payment Failed', description: outcome.providerMessage ?? undefined, variant: 'destructive' });
        return;
      }
      try {
        await complete.mutateAsync(paymentIntentId);
      } catch (err) {
        toast({
          title: 'Subscription Setup Failed',
          description: (err instanceof ApiError && err.serverMessage) || 'Failed to activate subscription',
          variant: 'destructive',
        });
        navigate('/dashboard');
        return;
      }
      toast({ title: 'Subscription Active!', description: 'Thank you: your subscription is now active.' });
      setActive(true);
    } catch {
      toast({ title: 'Payment Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  }

  if (active) {
    return (
      <Stack spacing={2} alignItems="center" textAlign="center">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1">
          Subscription Active!
        </Typography>
        <Typography color="text.secondary">Taking you to your dashboard...</Typography>
      </Stack>
    );
  }
  if (payment.error) {
    const message = payment.error instanceof ApiError ? payment.error.serverMessage : '';
    return (
      <Failure title="Subscription Setup Failed" message={message || 'Failed to initialize subscription. Please try again.'} />
    );
  }
  if (!payment.data) return <CircularProgress aria-label="Preparing your subscription" />;

  const total = seats.data?.seatsTotal ?? 4;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Subscribe
      </Typography>
      {total > 4 && (
        <Typography color="text.secondary">
          Your {total} seats: {formatPence(monthlyPricePence(total))}/month (£40/month base plan plus extra seats).
        </Typography>
      )}
      <CardForm
        publishableKey={publishableKey}
        clientSecret={payment.data.clientSecret}
        kind="payment"
        returnPath="/dashboard"
        title={`Subscribe for ${formatPence(BASE_PRICE_PENCE).replace('.00', '')}/month`}
        submitLabel="Subscribe Now"
        onDone={(outcome) => onDone(outcome, payment.data.paymentIntentId)}
      />
    </Stack>
  );
}

function Failure({ title, message }: { title: string; message: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity={title === 'Billing is not configured' ? 'info' : 'error'}>{message}</Alert>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Return to Dashboard
      </Button>
    </Stack>
  );
}
