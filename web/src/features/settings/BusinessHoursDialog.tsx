import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { businessHoursSchema, DEFAULT_WIZARD_HOURS } from '@barbershop/core/shop';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { HoursStep } from '../../shared/shop/HoursStep';
import { useUpdateShop } from './useUpdateShop';

const hoursFormSchema = yup.object({ hours: businessHoursSchema.required() });

/** A week of the shop's hours, one entry per day (a missing day shows the wizard's default). */
const weekOf = (shop: BarbershopDto): BusinessHoursEntry[] =>
  DEFAULT_WIZARD_HOURS.map((d) => ({ ...(shop.businessHours.find((h) => h.dayOfWeek === d.dayOfWeek) ?? d) }));

/**
 * Settings' "Edit Business Hours": the wizard's hours editor in place, saving only the hours
 * (PATCH businessHours) instead of walking through the whole wizard again.
 */
export function BusinessHoursDialog({ shop, onClose }: { shop: BarbershopDto; onClose: () => void }) {
  const toast = useToast();
  const updateShop = useUpdateShop(shop.id);
  const formik = useFormik({
    initialValues: { hours: weekOf(shop) },
    validationSchema: hoursFormSchema,
    validateOnChange: false,
    onSubmit: async ({ hours }) => {
      try {
        await updateShop.mutateAsync({ businessHours: hours });
        toast({ title: 'Business hours updated' });
        onClose();
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : '';
        toast({ title: 'Update failed', description: message || 'Unable to update business hours', variant: 'destructive' });
      }
    },
  });
  const problem = typeof formik.errors.hours === 'string' ? formik.errors.hours : firstEntryError(formik.errors.hours);

  return (
    <Dialog open onClose={() => !formik.isSubmitting && onClose()} fullWidth maxWidth="md" aria-labelledby="business-hours-title">
      {/* no <form>: React's submit event would bubble through the portal to the profile form around it */}
      <DialogTitle id="business-hours-title">Business Hours</DialogTitle>
      <DialogContent>
        <HoursStep formik={formik} />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          Cancel
        </Button>
        <Button variant="contained" disabled={formik.isSubmitting} onClick={() => void formik.submitForm()}>
          Save Hours
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The first day's message of a per-day error list (e.g. closing before opening). */
function firstEntryError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  for (const e of errors) {
    if (typeof e === 'string') return e;
    if (e && typeof e === 'object') {
      const first = Object.values(e as Record<string, unknown>).find((v) => typeof v === 'string');
      if (typeof first === 'string') return first;
    }
  }
  return undefined;
}
