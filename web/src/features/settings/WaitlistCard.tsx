import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import type { WaitlistSettings } from '@barbershop/core/model';
import { WAITLIST_HOLD_MINUTES, waitlistSettingsOf, waitlistSettingsSchema } from '@barbershop/core/waitlist';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { formikField } from '../../shared/forms/formikField';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { useUpdateShop } from './useUpdateShop';

const ORDER_LABELS: Record<WaitlistSettings['order'], string> = {
  firstCome: 'First come, first served',
  regularsFirst: 'Regulars first',
};

const HOLD_MESSAGE = `Hold an offer for ${WAITLIST_HOLD_MINUTES.min} to ${WAITLIST_HOLD_MINUTES.max} minutes`;

// The API's own rules; an empty or broken number field says what it wants rather than the API's field name.
const formSchema = waitlistSettingsSchema.shape({
  holdMinutes: yup
    .number()
    .strict()
    .typeError(HOLD_MESSAGE)
    .required(HOLD_MESSAGE)
    .integer(HOLD_MESSAGE)
    .min(WAITLIST_HOLD_MINUTES.min, HOLD_MESSAGE)
    .max(WAITLIST_HOLD_MINUTES.max, HOLD_MESSAGE),
});

interface Values {
  enabled: boolean;
  order: WaitlistSettings['order'];
  holdMinutes: number | '';
}

/**
 * Settings, Business tab: the waitlist (issue 36): whether customers may join it, who is offered
 * a freed time first, and how long an offered time is held for them.
 */
export function WaitlistCard({ shop }: { shop: BarbershopDto }) {
  const toast = useToast();
  const updateShop = useUpdateShop(shop.id);
  const formik = useFormik<Values>({
    // a shop from before the waitlist has no settings: the defaults
    initialValues: waitlistSettingsOf(shop),
    validationSchema: formSchema,
    onSubmit: async (values) => {
      try {
        await updateShop.mutateAsync({ waitlist: { ...values, holdMinutes: Number(values.holdMinutes) } });
        toast({ title: 'Waitlist updated' });
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : '';
        toast({ title: 'Update failed', description: message || 'Unable to update the waitlist', variant: 'destructive' });
      }
    },
  });
  const hold = formikField(formik, 'holdMinutes');

  return (
    <SectionCard title="Waitlist" onSubmit={formik.handleSubmit}>
      <FormControlLabel
        control={<Switch name="enabled" checked={formik.values.enabled} onChange={formik.handleChange} />}
        label="Customers can join the waitlist when no time suits them"
      />
      <TextField select label="Who is offered a freed time first" {...formikField(formik, 'order')} sx={{ maxWidth: 320 }}>
        {Object.entries(ORDER_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Hold an offered time for (minutes)"
        type="number"
        {...hold}
        helperText={
          hold.helperText ??
          `${WAITLIST_HOLD_MINUTES.min} to ${WAITLIST_HOLD_MINUTES.max} minutes; then the next customer is offered it.`
        }
        slotProps={{ htmlInput: { min: WAITLIST_HOLD_MINUTES.min, max: WAITLIST_HOLD_MINUTES.max, step: 1 } }}
        sx={{ maxWidth: 320 }}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Save Waitlist
        </Button>
      </Stack>
    </SectionCard>
  );
}
