import { Alert, Box, Button, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { SubscriptionStatusDto } from '@barbershop/core/api';
import {
  canCancelSubscription,
  EXTRA_SEAT_PENCE,
  monthlyPricePence,
  seatUsage,
  subscriptionStatusLabel,
} from '@barbershop/core/billing';
import { formatPence } from '@barbershop/core/money';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../ui/SectionCard';
import { useToast } from '../ui/toast';
import { ApiError } from '../../lib/api/client';
import { formatBillingDate, useBillingConfig, useCancelSubscription, useSeatInfo, useSubscriptionStatus } from './billingApi';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { SeatManagerDialog } from './SeatManagerDialog';
import { SmsUsageCard } from '../sms/SmsUsageCard';

const CHIP_COLOR = { info: 'info', success: 'success', warning: 'warning', error: 'error', default: 'default' } as const;

/** Settings, Subscription tab: Seat Management, Subscription Status, Payment Options, and the shop's text messages this month. */
export function SubscriptionTab({ shopId }: { shopId?: string }) {
  const toast = useToast();
  const status = useSubscriptionStatus();
  const seats = useSeatInfo();
  const config = useBillingConfig();
  const [seatsOpen, setSeatsOpen] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const cancelSubscription = useCancelSubscription();
  const cancelling = cancelSubscription.isPending;
  const closeCard = useCallback(() => setCardOpen(false), []);

  useEffect(() => {
    if (seats.error)
      toast({
        title: 'Failed to load seat information',
        description: seats.error instanceof ApiError ? seats.error.serverMessage : undefined,
        variant: 'destructive',
      });
  }, [seats.error, toast]);

  const billingEnabled = Boolean(config.data?.enabled);
  const used = seats.data?.seatsUsed ?? 0;
  const total = seats.data?.seatsTotal ?? 4;

  function cancel() {
    if (
      !window.confirm(
        'Are you sure you want to cancel your subscription? You can keep using the service until the end of the current billing period.',
      )
    )
      return;
    cancelSubscription.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Subscription cancelled',
          description: 'You can continue to use the service until the billing period ends.',
        }),
      onError: (err) =>
        toast({
          title: 'Cancellation failed',
          description: (err instanceof ApiError && err.serverMessage) || 'Unable to cancel subscription',
          variant: 'destructive',
        }),
    });
  }

  return (
    <Stack spacing={3}>
      <SectionCard title="Seat Management" variant="outlined" spacing={1.5}>
        <Typography>
          {used} of {total} seats used
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Seats count bookable barbers. Managers and front desk accounts don&apos;t use a seat.
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (used / total) * 100)}
          color={seatUsage(used, total) === 'over' ? 'error' : 'primary'}
          aria-label="Seats used"
        />
        <Typography color="text.secondary">
          Your plan: {formatPence(monthlyPricePence(total))}/month for {total} seats (4 included, {formatPence(EXTRA_SEAT_PENCE)}
          /month per extra seat).
        </Typography>
        <Box>
          <Button variant="contained" onClick={() => setSeatsOpen(true)} disabled={!seats.data}>
            Manage Seats
          </Button>
        </Box>
      </SectionCard>

      <SectionCard title="Subscription Status" variant="outlined" spacing={1.5}>
        {status.error && <Alert severity="error">Could not load your subscription.</Alert>}
        {status.isPending && <Skeleton variant="rounded" height={48} />}
        {status.data && <StatusBlock status={status.data} />}
        {status.data?.isTrialing && (
          <Typography variant="body2" color="text.secondary">
            During your free trial you can add seats at {formatPence(EXTRA_SEAT_PENCE)}/month each; billing starts when the trial
            ends.
          </Typography>
        )}
        {status.data && !status.data.hasAccess && (
          <Box>
            <Button component={RouterLink} to="/subscribe" variant="contained" color="error">
              Subscribe Now - £40/month
            </Button>
          </Box>
        )}
        {!billingEnabled && config.data && (
          <Alert severity="info">Billing is not configured on this site: no card is charged, and the trial decides access.</Alert>
        )}
        {billingEnabled &&
          status.data &&
          canCancelSubscription(status.data.subscriptionStatus, status.data.cancelAtPeriodEnd) && (
            <Box>
              <Button color="error" variant="outlined" onClick={cancel} disabled={cancelling}>
                {cancelling ? 'Cancelling...' : 'Cancel Subscription'}
              </Button>
            </Box>
          )}
      </SectionCard>

      <SectionCard title="Payment Options" variant="outlined" spacing={1.5}>
        <Typography color="text.secondary">Cards are handled by Stripe; we never see your card number.</Typography>
        <Box>
          <Button variant="outlined" onClick={() => setCardOpen(true)} disabled={!billingEnabled || !config.data?.publishableKey}>
            Update Payment Method
          </Button>
        </Box>
      </SectionCard>

      {shopId && <SmsUsageCard shopId={shopId} />}

      <SeatManagerDialog open={seatsOpen} onClose={() => setSeatsOpen(false)} seatsUsed={used} seatsTotal={total} />
      {cardOpen && config.data?.publishableKey && (
        <PaymentMethodDialog open onClose={closeCard} publishableKey={config.data.publishableKey} />
      )}
    </Stack>
  );
}

function StatusBlock({ status }: { status: SubscriptionStatusDto }) {
  const label = subscriptionStatusLabel(status.subscriptionStatus, status.cancelAtPeriodEnd);
  const date = label.date ? formatBillingDate(status[label.date]) : '';
  const dateLine = !date
    ? null
    : label.badge === 'Free Trial'
      ? `Your free trial ends on ${date}.`
      : label.badge === 'Active'
        ? `Next billing date: ${date}.`
        : label.badge === 'Cancelled'
          ? status.hasAccess
            ? `Service continues until ${date}.`
            : `Service ended on ${date}.`
          : null;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip label={label.badge} color={CHIP_COLOR[label.tone]} size="small" />
        <Typography fontWeight={600}>{label.title}</Typography>
      </Stack>
      {dateLine && <Typography color="text.secondary">{dateLine}</Typography>}
      {label.detail && <Typography color="error">{label.detail}</Typography>}
    </Stack>
  );
}
