import { Alert, Stack } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { useMemo } from 'react';
import { useServices } from '../../lib/firestore/liveData';
import { LiveDataBoundary } from '../ui/LiveDataBoundary';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PaymentAccountCard } from './PaymentAccountCard';
import { PaymentPolicyForm } from './PaymentPolicyForm';
import { usePaymentAccount, usePaymentPolicy } from './paymentsApi';

function PolicyWithServices({ shopId, canTakeCharges }: { shopId: string; canTakeCharges: boolean }) {
  const policy = usePaymentPolicy();
  const stored = useServices(shopId);
  const services = useMemo(
    () =>
      (stored ?? [])
        .filter((s) => s.isActive !== false)
        .map((s) => ({ id: s.id, name: s.name, pricePence: s.pricePence }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [stored],
  );
  if (policy.isError) return <Alert severity="error">The policy could not be loaded. Please try again.</Alert>;
  if (!policy.data || !stored) return <LoadingScreen />;
  return <PaymentPolicyForm policy={policy.data} services={services} canTakeCharges={canTakeCharges} />;
}

/**
 * Settings → Payments (/settings?tab=payments, also Stripe's return address after onboarding):
 * the shop's Stripe account, then its deposit and fee policy. Without the platform's Stripe
 * keys it says payments are off and shows no form.
 */
export function PaymentsTab({ shop }: { shop: BarbershopDto }) {
  const account = usePaymentAccount();
  if (account.isError) return <Alert severity="error">Payments could not be loaded. Please try again.</Alert>;
  if (!account.data) return <LoadingScreen />;
  return (
    <Stack spacing={3}>
      <PaymentAccountCard account={account.data} />
      {account.data.platformEnabled && (
        <LiveDataBoundary resetKey={shop.id}>
          <PolicyWithServices shopId={shop.id} canTakeCharges={account.data.chargesEnabled} />
        </LiveDataBoundary>
      )}
    </Stack>
  );
}
