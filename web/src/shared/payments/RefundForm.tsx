import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { formatPence } from '@barbershop/core/money';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { formikField } from '../forms/formikField';

/** The amount in pounds, at least 1p and at most what is left; pence, never fractions of them. */
function refundSchema(maxPence: number) {
  return yup.object({
    amount: yup
      .number()
      .typeError('Enter an amount in pounds, like 5.00')
      .required('Enter an amount in pounds, like 5.00')
      .min(0.01, 'Enter an amount above £0.00')
      .max(maxPence / 100, `At most ${formatPence(maxPence)} is left to refund`)
      .test('pence', 'Use pounds and pence, like 5.50', (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6),
  });
}

/** Refund part or all of what is left: the amount starts at all of it. */
export function RefundForm({
  maxPence,
  onRefund,
  onBack,
}: {
  maxPence: number;
  onRefund: (amountPence: number) => Promise<unknown>;
  onBack: () => void;
}) {
  const f = useFormik({
    initialValues: { amount: (maxPence / 100).toFixed(2) },
    validationSchema: refundSchema(maxPence),
    onSubmit: async ({ amount }) => {
      await onRefund(Math.round(Number(amount) * 100));
    },
  });
  return (
    <Stack component="form" noValidate onSubmit={f.handleSubmit} aria-label="Refund" spacing={1.5} sx={{ mt: 1 }}>
      <TextField
        label="Amount to refund"
        inputMode="decimal"
        size="small"
        {...formikField(f, 'amount')}
        helperText={formikField(f, 'amount').helperText ?? `Up to ${formatPence(maxPence)}`}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
        sx={{ maxWidth: 240 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={f.isSubmitting}>
          Refund
        </Button>
        <Button size="small" onClick={onBack} disabled={f.isSubmitting}>
          Back
        </Button>
      </Stack>
    </Stack>
  );
}
