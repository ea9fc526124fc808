import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { getIn, type FormikProps } from 'formik';
import { pathField } from './formikPaths';
import type { FeeFields } from './policyForm';

const KIND_LABELS = { none: 'None', percent: 'Percentage of the visit', fixed: 'Fixed amount' } as const;

/**
 * A fee or deposit: its kind (none, a percentage of the visit's price, a fixed amount in £) and
 * its value. `withNone` offers "None" (fees); a deposit always has an amount.
 */
export function FeeRuleFields<V>({
  formik,
  path,
  label,
  withNone,
  disabled,
}: {
  formik: FormikProps<V>;
  /** 'deposit', 'noShowFee', 'serviceOverrides.<id>.deposit' */
  path: string;
  label: string;
  withNone: boolean;
  disabled?: boolean;
}) {
  const fee = getIn(formik.values, path) as FeeFields;
  const kinds = withNone ? (['none', 'percent', 'fixed'] as const) : (['percent', 'fixed'] as const);
  const value = pathField(formik, `${path}.value`);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={label}>
      <TextField
        select
        label={label}
        name={`${path}.kind`}
        value={fee.kind}
        onChange={formik.handleChange}
        disabled={disabled}
        sx={{ minWidth: 220 }}
      >
        {kinds.map((k) => (
          <MenuItem key={k} value={k}>
            {KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      {fee.kind !== 'none' && (
        <TextField
          {...value}
          label={fee.kind === 'percent' ? `${label} (%)` : `${label} (£)`}
          inputMode="decimal"
          disabled={disabled}
          sx={{ maxWidth: { sm: 200 } }}
          slotProps={{
            input:
              fee.kind === 'percent'
                ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                : { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
        />
      )}
    </Stack>
  );
}
