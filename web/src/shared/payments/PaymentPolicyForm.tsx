import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { PaymentPolicyInput, ProtectionKind } from '@barbershop/core/payments';
import { formatPence } from '@barbershop/core/money';
import { useFormik, type FormikProps } from 'formik';
import { useMemo } from 'react';
import { SectionCard } from '../ui/SectionCard';
import { useToast } from '../ui/toast';
import { ApiError } from '../../lib/api/client';
import { FeeRuleFields } from './FeeRuleFields';
import { pathField } from './formikPaths';
import { useSavePaymentPolicy } from './paymentsApi';
import { formValuesOf, policyFormErrors, policyOf, WHOLE_POLICY, type PolicyFormValues } from './policyForm';
import { PolicyPreview } from './PolicyPreview';

/** A service the policy may treat differently. */
export interface PolicyService {
  id: string;
  name: string;
  pricePence: number;
}

const MODES: { value: ProtectionKind; label: string; detail: string }[] = [
  { value: 'none', label: 'None', detail: 'Customers book without a card.' },
  { value: 'card', label: 'Card on file', detail: 'A card is saved at booking; fees are charged to it.' },
  { value: 'deposit', label: 'Deposit', detail: 'Part of the price is paid at booking.' },
  { value: 'prepay', label: 'Full prepayment', detail: 'The whole price is paid at booking.' },
];
const OVERRIDE_MODES: { value: 'shop' | ProtectionKind; label: string }[] = [
  { value: 'shop', label: "Shop's policy" },
  ...MODES.map(({ value, label }) => ({ value, label })),
];

// core's messages name the API's fields; these are the owner's words for the same bounds
const HOURS_MESSAGE = 'Enter whole hours from 0 to 168';
const INCIDENTS_MESSAGE = 'Enter a whole number from 1 to 20';
const VISITS_MESSAGE = 'Enter a whole number from 1 to 50';

function ServiceOverrides({ formik, services }: { formik: FormikProps<PolicyFormValues>; services: readonly PolicyService[] }) {
  if (services.length === 0) return null;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" fontWeight={600}>
        Per service
      </Typography>
      {services.map((s) => {
        const row = formik.values.serviceOverrides[s.id];
        if (!row) return null;
        return (
          <Stack key={s.id} spacing={1.5} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
              <Typography sx={{ flex: 1 }}>
                {s.name} · {formatPence(s.pricePence)}
              </Typography>
              <TextField
                select
                size="small"
                label={`${s.name}: protection`}
                name={`serviceOverrides.${s.id}.mode`}
                value={row.mode}
                onChange={formik.handleChange}
                sx={{ minWidth: 200 }}
              >
                {OVERRIDE_MODES.map((m) => (
                  <MenuItem key={m.value} value={m.value}>
                    {m.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {row.mode === 'deposit' && (
              <FeeRuleFields
                formik={formik}
                path={`serviceOverrides.${s.id}.deposit`}
                label={`${s.name}: deposit`}
                withNone={false}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * Settings → Payments, the policy: what a booking must give, the cancellation window, the
 * fees, who it applies to and per-service exceptions, with the text customers will accept as
 * it stands. Validated by core's schema (policyForm.ts); saved with PUT, which raises the version.
 */
export function PaymentPolicyForm({
  policy,
  services,
  canTakeCharges,
}: {
  policy: PaymentPolicyInput;
  services: readonly PolicyService[];
  /** the Stripe account can take charges: until then the policy is prepared, not applied */
  canTakeCharges: boolean;
}) {
  const toast = useToast();
  const save = useSavePaymentPolicy();
  const initialValues = useMemo(
    () =>
      formValuesOf(
        policy,
        services.map((s) => s.id),
      ),
    [policy, services],
  );
  const formik = useFormik<PolicyFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: policyFormErrors,
    onSubmit: async (values) => {
      try {
        const saved = await save.mutateAsync(policyOf(values));
        toast({
          title: 'Payment policy saved',
          description: canTakeCharges
            ? 'New bookings follow it from now on.'
            : 'It applies once your Stripe account can take payments.',
        });
        return saved;
      } catch (err) {
        toast({
          title: 'Policy not saved',
          description: (err instanceof ApiError && err.serverMessage) || 'Please try again.',
          variant: 'destructive',
        });
      }
    },
  });
  const v = formik.values;
  const serviceNames = useMemo(() => Object.fromEntries(services.map((s) => [s.id, s.name])), [services]);
  const wholeMessage = (formik.errors as Record<string, unknown>)[WHOLE_POLICY];

  return (
    <SectionCard title="Deposit and fee policy" variant="outlined" onSubmit={formik.handleSubmit}>
      {!canTakeCharges && (
        <Alert severity="info">
          Not in use yet: your Stripe account cannot take payments, so customers are asked for nothing. You can prepare and save
          your policy now.
        </Alert>
      )}
      <FormControl>
        <FormLabel id="policy-mode">At booking, customers give</FormLabel>
        <RadioGroup aria-labelledby="policy-mode" name="mode" value={v.mode} onChange={formik.handleChange}>
          {MODES.map((m) => (
            <FormControlLabel
              key={m.value}
              value={m.value}
              control={<Radio />}
              label={
                <span>
                  {m.label}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {m.detail}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {v.mode === 'deposit' && <FeeRuleFields formik={formik} path="deposit" label="Deposit" withNone={false} />}
      <TextField
        {...pathField(formik, 'cancelWindowHours', HOURS_MESSAGE)}
        label="Free cancellation until (hours before)"
        inputMode="numeric"
        sx={{ maxWidth: 320 }}
      />
      <FeeRuleFields formik={formik} path="lateCancelFee" label="Late-cancel fee" withNone />
      <FeeRuleFields formik={formik} path="noShowFee" label="No-show fee" withNone />
      {typeof wholeMessage === 'string' && <Alert severity="error">{wholeMessage}</Alert>}
      <FormControl>
        <FormLabel id="policy-audience">Ask this of</FormLabel>
        <RadioGroup aria-labelledby="policy-audience" name="audience" value={v.audience} onChange={formik.handleChange}>
          <FormControlLabel value="everyone" control={<Radio />} label="Everyone" />
          <FormControlLabel value="new_customers" control={<Radio />} label="New customers only" />
          <FormControlLabel value="flagged_customers" control={<Radio />} label="Customers with past no-shows or late cancels" />
        </RadioGroup>
      </FormControl>
      {v.audience === 'flagged_customers' && (
        <TextField
          {...pathField(formik, 'flaggedMinIncidents', INCIDENTS_MESSAGE)}
          label="At least this many in the last 12 months"
          inputMode="numeric"
          sx={{ maxWidth: 320 }}
        />
      )}
      <Box>
        <FormControlLabel
          control={<Checkbox name="waiveRegulars" checked={v.waiveRegulars} onChange={formik.handleChange} />}
          label="Regulars book without it (no no-shows ever)"
        />
        {v.waiveRegulars && (
          <TextField
            {...pathField(formik, 'regularMinVisits', VISITS_MESSAGE)}
            label="Completed visits to count as a regular"
            inputMode="numeric"
            sx={{ maxWidth: 320, display: 'flex', mt: 1 }}
          />
        )}
      </Box>
      {/* in a Box as the checkbox above: the Stack would reset the label's negative margin, so the boxes would not line up */}
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              name="preauthorizeNoShowFee"
              checked={v.preauthorizeNoShowFee}
              onChange={formik.handleChange}
              disabled={v.mode !== 'card'}
            />
          }
          label="Hold the no-show fee on the card for visits in the next 5 days (card on file)"
        />
      </Box>
      <ServiceOverrides formik={formik} services={services} />
      <PolicyPreview values={v} serviceNames={serviceNames} />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Save policy
        </Button>
      </Stack>
    </SectionCard>
  );
}
