import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import {
  DEFAULT_MANAGE_CUTOFF_HOURS,
  manageCutoffFormSchema,
  manageCutoffFromForm,
  MAX_MANAGE_CUTOFF_HOURS,
  MIN_MANAGE_CUTOFF_HOURS,
} from '@barbershop/core/booking';
import { useFormik } from 'formik';
import { formikField } from '../../shared/forms/formikField';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { useUpdateShop } from './useUpdateShop';

interface Values {
  allowed: boolean;
  hours: number | '';
}

const policy = (values: Values) =>
  values.allowed
    ? `Customers can cancel or reschedule online up to ${values.hours} hours before`
    : 'Customers call the shop to cancel or reschedule';

/**
 * Settings, Business tab: until when a customer's private manage link may cancel or move their
 * booking (off, or 1 to 72 hours before it; 24 by default).
 */
export function ManageCutoffCard({ shop }: { shop: BarbershopDto }) {
  const toast = useToast();
  const updateShop = useUpdateShop(shop.id);
  const formik = useFormik<Values>({
    initialValues: {
      allowed: shop.manageCutoffHours !== null,
      hours: shop.manageCutoffHours ?? DEFAULT_MANAGE_CUTOFF_HOURS,
    },
    validationSchema: manageCutoffFormSchema,
    onSubmit: async (values) => {
      try {
        await updateShop.mutateAsync({ manageCutoffHours: manageCutoffFromForm(values) });
        toast({ title: 'Online changes updated', description: `${policy(values)}.` });
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : '';
        toast({ title: 'Update failed', description: message || 'Unable to update online changes', variant: 'destructive' });
      }
    },
  });
  const hours = formikField(formik, 'hours');

  return (
    <SectionCard title="Online Changes" onSubmit={formik.handleSubmit}>
      <FormControlLabel
        control={<Switch name="allowed" checked={formik.values.allowed} onChange={formik.handleChange} />}
        label="Customers can cancel or reschedule online"
      />
      {formik.values.allowed && (
        <TextField
          label="Up to this many hours before"
          type="number"
          {...hours}
          helperText={hours.helperText ?? `${policy(formik.values)} (${MIN_MANAGE_CUTOFF_HOURS} to ${MAX_MANAGE_CUTOFF_HOURS}).`}
          slotProps={{ htmlInput: { min: MIN_MANAGE_CUTOFF_HOURS, max: MAX_MANAGE_CUTOFF_HOURS, step: 1 } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Save Online Changes
        </Button>
      </Stack>
    </SectionCard>
  );
}
