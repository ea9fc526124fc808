import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { Appointment } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import type { CustomerPaymentDto } from '@barbershop/core/payments';
import { displayDateShort } from '@barbershop/core/time';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { paymentsKeys } from './queryKeys';

const KIND_LABELS: Record<CustomerPaymentDto['kind'], string> = {
  deposit: 'Deposit',
  prepayment: 'Prepayment',
  late_cancel_fee: 'Late-cancel fee',
  no_show_fee: 'No-show fee',
  refund: 'Refund',
};
const STATUS: Record<CustomerPaymentDto['status'], { label: string; color: 'success' | 'default' | 'error' }> = {
  succeeded: { label: 'Paid', color: 'success' },
  pending: { label: 'Pending', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
};

const paymentDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/** The rule that applied at the customer's latest booking with protection, and why. */
function LastRule({ visits }: { visits: readonly Appointment[] }) {
  // visits come newest first (customerProfile)
  const last = visits.find((v) => v.payment);
  if (!last?.payment) return null;
  return (
    <Typography variant="body2">
      Last booking ({displayDateShort(last.date)}): {last.payment.decision.explanation}
    </Typography>
  );
}

/**
 * A customer's payments in this shop (deposits, fees, refunds), newest first, and which rule
 * applied to them last and why. Nothing when they never paid and no rule asked them to.
 */
export function CustomerPayments({
  shopId,
  customerId,
  visits,
}: {
  shopId: string;
  customerId: string;
  visits: readonly Appointment[];
}) {
  // only customers some rule asked for money can have payments: the others need no request
  const protectedOnce = visits.some((v) => v.payment);
  const payments = useQuery({
    enabled: protectedOnce,
    queryKey: paymentsKeys.customer(shopId, customerId),
    queryFn: () =>
      api.get<CustomerPaymentDto[]>(
        `/api/barbershops/${encodeURIComponent(shopId)}/customers/${encodeURIComponent(customerId)}/payments`,
      ),
  });
  if (!protectedOnce) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="customer-payments-title">
      <Typography id="customer-payments-title" variant="subtitle2" component="h3">
        Payments
      </Typography>
      <LastRule visits={visits} />
      {payments.isError && <Alert severity="error">Payments could not be loaded.</Alert>}
      {payments.data && payments.data.length === 0 && <Typography color="text.secondary">No payments yet</Typography>}
      {payments.data && payments.data.length > 0 && (
        <Stack component="ul" aria-label="Payments" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payments.data.map((p) => (
            <Box
              component="li"
              key={p.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography sx={{ flex: 1, minWidth: 160 }}>
                {paymentDate(p.createdAt)} · {KIND_LABELS[p.kind]}
                {p.serviceName && (
                  <Typography component="span" color="text.secondary">
                    {' '}
                    ({p.serviceName})
                  </Typography>
                )}
              </Typography>
              <Typography>{p.kind === 'refund' ? `−${formatPence(p.amountPence)}` : formatPence(p.amountPence)}</Typography>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS[p.status].color}
                // money sent back is not "Paid" by the customer
                label={p.kind === 'refund' && p.status === 'succeeded' ? 'Refunded' : STATUS[p.status].label}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
