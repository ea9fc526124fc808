import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSubscriptionStatus } from './billingApi';

/**
 * The dashboard's subscription banner: orange when the trial ends within 2
 * days (days rounded up), red Trial Expired or Subscription Required without access.
 */
export function SubscriptionBanner() {
  const status = useSubscriptionStatus();
  const banner = status.data?.banner ?? 'none';
  if (banner === 'none') return null;
  if (banner === 'ending-soon') {
    const days = status.data?.daysRemaining ?? 0;
    return (
      <Alert
        severity="warning"
        variant="filled"
        sx={{ mb: 2, bgcolor: 'warning.main' }}
        action={
          <Button component={RouterLink} to="/subscribe" color="inherit" variant="outlined">
            Subscribe Now
          </Button>
        }
      >
        <AlertTitle>Your free trial ends soon</AlertTitle>
        {days} day{days === 1 ? '' : 's'} left in your free trial. Subscribe to keep your bookings running.
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      variant="filled"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to="/subscribe" color="inherit" variant="outlined">
          Subscribe Now - £40/month
        </Button>
      }
    >
      <AlertTitle>{banner === 'trial-expired' ? 'Trial Expired' : 'Subscription Required'}</AlertTitle>
      {banner === 'trial-expired' ? 'Your free trial has ended.' : 'Your subscription is not active.'} Subscribe to keep managing
      your barbershop and taking online bookings.
    </Alert>
  );
}
