import { Button, Stack, TextField } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { bookingWindowSchema, MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from '@barbershop/core/booking';
import { useFormik } from 'formik';
import { formikField } from '../../shared/forms/formikField';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { useUpdateShop } from './useUpdateShop';

/** Settings, Business tab: how many days ahead customers may book online (1-365, default 90). */
export function BookingWindowCard({ shop }: { shop: BarbershopDto }) {
  const toast = useToast();
  const updateShop = useUpdateShop(shop.id);
  const formik = useFormik<{ bookingHorizonDays: number | '' }>({
    initialValues: { bookingHorizonDays: shop.bookingHorizonDays },
    validationSchema: bookingWindowSchema,
    onSubmit: async (values) => {
      try {
        await updateShop.mutateAsync({ bookingHorizonDays: Number(values.bookingHorizonDays) });
        toast({
          title: 'Booking window updated',
          description: `Customers can book up to ${values.bookingHorizonDays} days ahead.`,
        });
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : '';
        toast({ title: 'Update failed', description: message || 'Unable to update the booking window', variant: 'destructive' });
      }
    },
  });
  const field = formikField(formik, 'bookingHorizonDays');

  return (
    <SectionCard title="Online Booking" onSubmit={formik.handleSubmit}>
      <TextField
        label="Booking window (days ahead)"
        type="number"
        {...field}
        helperText={
          field.helperText ??
          `Customers can book online up to this many days ahead (${MIN_BOOKING_HORIZON_DAYS} to ${MAX_BOOKING_HORIZON_DAYS}).`
        }
        slotProps={{ htmlInput: { min: MIN_BOOKING_HORIZON_DAYS, max: MAX_BOOKING_HORIZON_DAYS, step: 1 } }}
        sx={{ maxWidth: 320 }}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Save Booking Window
        </Button>
      </Stack>
    </SectionCard>
  );
}
