import { Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { newCustomerSchema } from '@barbershop/core/calendar';
import type { Customer } from '@barbershop/core/model';
import { formatPhone, toE164 } from '@barbershop/core/phone';
import { useFormik } from 'formik';
import { updateCustomer } from '../../../lib/firestore/customerData';
import { formikField } from '../../../shared/forms/formikField';
import { useToast } from '../../../shared/ui/toast';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';

export const PHONE_TAKEN = 'Another customer has this number: merge the two instead';

/**
 * Name, phone, email and notes, written straight to the customer's document (the rules check
 * the fields). A phone another customer already has is refused here: bookings find customers by
 * phone, so two records with one number would split a person's history.
 */
export function CustomerEditForm({
  shopId,
  customer,
  customers,
  onDone,
}: {
  shopId: string;
  customer: Customer;
  customers: readonly Customer[];
  onDone: () => void;
}) {
  const toast = useToast();
  const f = useFormik({
    initialValues: { name: customer.name, phone: formatPhone(customer.phone), email: customer.email, notes: customer.notes },
    validationSchema: newCustomerSchema,
    onSubmit: async (values, { setFieldError }) => {
      const input = newCustomerSchema.cast(values);
      const phone = toE164(input.phone) ?? input.phone;
      if (customers.some((c) => c.id !== customer.id && c.phone === phone)) {
        setFieldError('phone', PHONE_TAKEN);
        return;
      }
      try {
        await updateCustomer(shopId, customer.id, { name: input.name, phone, email: input.email, notes: input.notes });
        toast({ title: 'Customer updated' });
        onDone();
      } catch (err) {
        toast({
          title: 'Customer not saved',
          description: changeFailedReason(err) ?? 'Please try again.',
          variant: 'destructive',
        });
      }
    },
  });
  return (
    <form onSubmit={f.handleSubmit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Name" required {...formikField(f, 'name')} />
          <TextField label="Phone" required type="tel" {...formikField(f, 'phone')} />
          <TextField label="Email" type="email" {...formikField(f, 'email')} />
          <TextField label="Notes" multiline minRows={3} {...formikField(f, 'notes')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Back</Button>
        <Button type="submit" variant="contained" disabled={f.isSubmitting}>
          Save Customer
        </Button>
      </DialogActions>
    </form>
  );
}
