import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { SectionCard } from '../ui/SectionCard';
import { useToast } from '../ui/toast';
import { ApiError } from '../../lib/api/client';
import type { PaymentAccountDto } from '@barbershop/core/payments';
import { useConnectStripe } from './paymentsApi';

/** Where the browser goes: Stripe's onboarding (a test stubs it). */
export const navigateTo = {
  url: (url: string) => window.location.assign(url),
};

function StateRow({ label, done }: { label: string; done: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} component="li">
      <Typography>{label}</Typography>
      <Chip size="small" variant="outlined" color={done ? 'success' : 'default'} label={done ? 'Yes' : 'Not yet'} />
    </Stack>
  );
}

/**
 * Settings → Payments, the shop's Stripe account: connect it (Stripe's onboarding), then its
 * state as Stripe last reported it (`account.updated`), with "Continue setup" while Stripe
 * still needs something.
 */
export function PaymentAccountCard({ account }: { account: PaymentAccountDto }) {
  const toast = useToast();
  const connect = useConnectStripe();
  const start = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => navigateTo.url(url),
      onError: (err) =>
        toast({
          title: 'Could not open Stripe',
          description: (err instanceof ApiError && err.serverMessage) || 'Please try again.',
          variant: 'destructive',
        }),
    });

  if (!account.platformEnabled) {
    return (
      <SectionCard title="Stripe account" variant="outlined">
        <Alert severity="info">
          Payments are off: this installation has no Stripe keys. Customers book without paying, and no deposits or fees are
          taken.
        </Alert>
      </SectionCard>
    );
  }
  if (!account.connected) {
    return (
      <SectionCard title="Stripe account" variant="outlined">
        <Typography>
          Take deposits, keep a card on file and charge no-show fees. The money goes to your own Stripe account; Stripe&apos;s
          fees and any disputes are yours.
        </Typography>
        <Stack direction="row">
          <Button variant="contained" onClick={start} disabled={connect.isPending}>
            Connect with Stripe
          </Button>
        </Stack>
      </SectionCard>
    );
  }
  const due = account.requirementsDue.length;
  // Stripe's list can be empty before the owner has finished the first form
  const unfinished = due > 0 || !account.detailsSubmitted;
  return (
    <SectionCard title="Stripe account" variant="outlined">
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Stripe account state">
        <StateRow label="Details submitted" done={account.detailsSubmitted} />
        <StateRow label="Charges enabled" done={account.chargesEnabled} />
        <StateRow label="Payouts enabled" done={account.payoutsEnabled} />
      </Stack>
      {unfinished ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={start} disabled={connect.isPending}>
              Continue setup
            </Button>
          }
        >
          {due > 0
            ? `Stripe needs ${due === 1 ? 'one more detail' : `${due} more details`} from you.`
            : 'Finish your details with Stripe to take payments.'}
        </Alert>
      ) : (
        account.chargesEnabled && <Alert severity="success">Your Stripe account can take payments.</Alert>
      )}
    </SectionCard>
  );
}
