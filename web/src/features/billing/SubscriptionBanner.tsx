import { Alert, AlertTitle, Button } from '@mui/material';
import type { SubscriptionStatusDto } from '@barbershop/core';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api } from '../../lib/api/client';

/** The dashboard's subscription banner (spec section 2): orange near the trial end, red without access. */
export function SubscriptionBanner() {
  const status = useQuery({ queryKey: ['user', 'subscription'], queryFn: () => api.get<SubscriptionStatusDto>('/api/user/subscription'), retry: false });
  if (!status.data) return null;
  const access = status.data;
  if (!access.banner) return null;
  if (access.banner === 'none') return null;
  if (access.banner === 'ending-soon') {
    const days = access.daysRemaining ?? 0;
    return (
      <Alert severity="warning" sx={{ mb: 2 }} action={<Button component={RouterLink} to="/subscribe" color="inherit">Subscribe Now</Button>}>
        <AlertTitle>Your free trial ends soon</AlertTitle>
        {days} day{days === 1 ? '' : 's'} left in your free trial.
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }} action={<Button component={RouterLink} to="/subscribe" color="inherit" variant="outlined">Subscribe Now - £40/month</Button>}>
      <AlertTitle>{access.banner === 'trial-expired' ? 'Trial Expired' : 'Subscription Required'}</AlertTitle>
      Subscribe to keep managing your barbershop.
    </Alert>
  );
}
