import { Alert, Autocomplete, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { customerMatchesSearch } from '@barbershop/core/customers';
import type { Customer } from '@barbershop/core/model';
import { formatPhone } from '@barbershop/core/phone';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useToast } from '../../../shared/ui/toast';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useMergeCustomer } from './customerMutations';

const schema = yup.object({ duplicateId: yup.string().required('Choose the duplicate to merge') });

const optionLabel = (c: Customer) => [c.name, formatPhone(c.phone), c.email].filter(Boolean).join(' · ');

/** Choose the duplicate record; its visits move to this customer, the notes are joined, it is deleted. */
export function MergeCustomerForm({
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
  const merge = useMergeCustomer(shopId);
  const others = customers.filter((c) => c.id !== customer.id);
  const f = useFormik({
    initialValues: { duplicateId: '' },
    validationSchema: schema,
    onSubmit: async ({ duplicateId }, { setStatus }) => {
      try {
        await merge.mutateAsync({ customerId: customer.id, duplicateId });
        toast({ title: 'Customers merged' });
        onDone();
      } catch (err) {
        setStatus(changeFailedReason(err) ?? 'The customers could not be merged. Please try again.');
      }
    },
  });
  const chosen = others.find((c) => c.id === f.values.duplicateId) ?? null;
  return (
    <form onSubmit={f.handleSubmit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            options={others}
            value={chosen}
            getOptionLabel={optionLabel}
            filterOptions={(list, { inputValue }) => list.filter((c) => customerMatchesSearch(c, inputValue))}
            onChange={(_e, c) => void f.setFieldValue('duplicateId', c?.id ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Duplicate record"
                error={Boolean(f.touched.duplicateId && f.errors.duplicateId)}
                helperText={(f.touched.duplicateId && f.errors.duplicateId) || 'Search by name, phone or email'}
              />
            )}
          />
          <Typography color="text.secondary">
            {chosen
              ? `${chosen.name}'s visits move to ${customer.name}, the notes are joined, and ${chosen.name}'s record is deleted. ${customer.name}'s name and phone stay.`
              : `The duplicate's visits move to ${customer.name} and its record is deleted.`}
          </Typography>
          {typeof f.status === 'string' && <Alert severity="error">{f.status}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Back</Button>
        <Button type="submit" variant="contained" disabled={f.isSubmitting}>
          Merge
        </Button>
      </DialogActions>
    </form>
  );
}
