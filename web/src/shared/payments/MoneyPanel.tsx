import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  feeFailureText,
  feeName,
  openFee,
  paymentActions,
  paymentStateText,
  refundablePence,
  type AppointmentPayment,
} from '@barbershop/core/payments';
import { formatPence } from '@barbershop/core/money';
import { useState } from 'react';
import { changeFailedReason } from '../ui/changeFailedReason';
import { useToast } from '../ui/toast';
import { useAppointmentMoney } from './paymentsApi';
import { feeLabel, moneyTime } from './moneyText';
import { RefundForm } from './RefundForm';

const TAKEN: Record<AppointmentPayment['kind'], (p: AppointmentPayment) => string> = {
  card: () => 'Card saved for fees',
  deposit: (p) => `Deposit of ${formatPence(p.paidPence)} paid at booking`,
  prepay: (p) => `Paid in full at booking: ${formatPence(p.paidPence)}`,
};
const PREAUTH: Record<NonNullable<AppointmentPayment['preauth']>['status'], string> = {
  authorized: 'held on the card',
  captured: 'taken (no-show)',
  released: 'released',
};

/**
 * The appointment's money in its dialog: what was taken and the rule that asked for it, the
 * policy the customer accepted, fees, refunds and a pre-authorisation, with Refund, Waive fee
 * and Send payment link. The payment is the live appointment's: an action shows when Firestore does.
 */
export function MoneyPanel({
  appointmentId,
  payment,
  timeZone,
  canAct = true,
}: {
  appointmentId: string;
  payment: AppointmentPayment;
  timeZone?: string;
  /** the viewer may refund, waive and send a payment link (payments.act: the owner and managers) */
  canAct?: boolean;
}) {
  const toast = useToast();
  const money = useAppointmentMoney();
  const [refunding, setRefunding] = useState(false);
  const left = refundablePence(payment);
  const owed = openFee(payment);
  const actions = canAct ? paymentActions(payment) : { refund: false, waive: false, sendLink: false };
  const busy = money.refund.isPending || money.waive.isPending || money.link.isPending;
  const failed = (title: string) => (err: unknown) =>
    toast({ title, description: changeFailedReason(err), variant: 'destructive' });

  const refund = (amountPence: number) =>
    money.refund.mutateAsync({ id: appointmentId, amountPence }).then(() => {
      toast({ title: 'Refund sent', description: `${formatPence(amountPence)} goes back to the customer's card.` });
      setRefunding(false);
    }, failed('Refund failed'));
  const waive = () =>
    money.waive.mutate(appointmentId, {
      onSuccess: () => toast({ title: 'Fee waived', description: 'The customer owes nothing more for this visit.' }),
      onError: failed('Could not waive the fee'),
    });
  const sendLink = () =>
    money.link.mutate(appointmentId, {
      onSuccess: () => toast({ title: 'Payment link sent', description: 'The customer was emailed a page to pay the fee.' }),
      onError: failed('Could not send the payment link'),
    });

  return (
    <Box
      component="section"
      aria-labelledby={`money-${appointmentId}`}
      sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
        <Typography id={`money-${appointmentId}`} variant="subtitle1" component="h3" fontWeight={600}>
          Payment
        </Typography>
        <Chip size="small" variant="outlined" label={paymentStateText(payment)} />
      </Stack>
      <Typography>{TAKEN[payment.kind](payment)}</Typography>
      <Typography variant="body2" color="text.secondary">
        Why: {payment.decision.explanation}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Policy version {payment.acceptance.version} accepted {moneyTime(payment.acceptance.acceptedAt, timeZone)}
      </Typography>
      <Box component="details" sx={{ mt: 0.5 }}>
        <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
          The text the customer accepted
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          {payment.acceptance.text}
        </Typography>
      </Box>
      <Stack component="ul" aria-label="Money movements" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {payment.fees.map((fee) => (
          <li key={`${fee.kind}-${fee.at.getTime()}`}>
            <Typography>
              {feeLabel(fee)}: {formatPence(fee.amountPence)}
            </Typography>
            {fee.failureCode && fee.status !== 'succeeded' && fee.status !== 'waived' && (
              <Typography variant="body2" color="error">
                {feeFailureText(fee.failureCode)}
              </Typography>
            )}
          </li>
        ))}
        {payment.refundedPence > 0 && (
          <li>
            <Typography>Refunded: {formatPence(payment.refundedPence)}</Typography>
          </li>
        )}
        {payment.preauth && (
          <li>
            <Typography>
              No-show fee of {formatPence(payment.preauth.amountPence)} {PREAUTH[payment.preauth.status]}
            </Typography>
          </li>
        )}
      </Stack>
      {payment.problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {payment.problem.step === 'refund'
            ? `A refund did not go through (${payment.problem.code}). Try Refund again, or refund it in your Stripe dashboard.`
            : `A payment step did not go through (${payment.problem.code}).`}
        </Alert>
      )}
      {payment.dispute && (
        <Alert severity="error" sx={{ mt: 1 }}>
          The customer&apos;s bank opened a dispute for {formatPence(payment.dispute.amountPence)} (
          {payment.dispute.reason.replace(/_/g, ' ')}
          ): answer it in your Stripe dashboard with the accepted policy above.
        </Alert>
      )}
      {owed && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {owed.status === 'link_sent'
            ? 'A payment link was emailed to the customer.'
            : `The ${feeName(owed.kind)} was not paid. Send the customer a link to pay it, or waive it.`}
        </Alert>
      )}
      {refunding ? (
        <RefundForm maxPence={left} onRefund={refund} onBack={() => setRefunding(false)} />
      ) : (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
          {actions.refund && (
            <Button size="small" onClick={() => setRefunding(true)} disabled={busy}>
              Refund
            </Button>
          )}
          {actions.waive && (
            <Button size="small" onClick={waive} disabled={busy}>
              Waive fee
            </Button>
          )}
          {actions.sendLink && owed?.status !== 'link_sent' && (
            <Button size="small" variant="contained" onClick={sendLink} disabled={busy}>
              Send payment link
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
