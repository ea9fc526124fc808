import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  customerMatchesSearch,
  dayjs,
  formatPence,
  formatPhone,
  gridRows,
  newCustomerSchema,
  ownerBookingSchema,
  type Customer,
  type CustomerDto,
} from '@barbershop/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { useAddCustomer, useBookAppointment } from '../mutations';
import { changeFailedReason } from '../shared/changeFailedReason';
import type { ShopLive } from '../useShopLive';
import { formikField } from '../../../shared/forms/formikField';

export interface BookTarget {
  barberId: string;
  date: string;
  time: string;
}

/** The new customer's fields with the API's own schema ('Enter a valid phone number'). */
const newCustomerFormSchema = newCustomerSchema.pick(['name', 'phone', 'email']);

function NewCustomerForm({
  shopId,
  onAdded,
  onCancel,
}: {
  shopId: string;
  onAdded: (customer: CustomerDto) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const addCustomer = useAddCustomer(shopId);
  const f = useFormik({
    initialValues: { name: '', phone: '', email: '' },
    validationSchema: newCustomerFormSchema,
    onSubmit: async (values) => {
      try {
        onAdded(await addCustomer.mutateAsync(values));
        toast({ title: 'Customer added', description: 'Successfully created new customer' });
      } catch (err) {
        toast({ title: 'Failed to add customer', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  const field = (name: 'name' | 'phone' | 'email') => formikField(f, name);
  function add() {
    if (!f.values.name.trim() || !f.values.phone.trim()) {
      toast({ title: 'Failed to add customer', description: 'Please enter customer name and phone', variant: 'destructive' });
      return;
    }
    void f.submitForm();
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <TextField label="Name *" {...field('name')} />
      <TextField label="Phone *" type="tel" {...field('phone')} />
      <TextField label="Email" type="email" {...field('email')} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={add} disabled={f.isSubmitting}>
          Add Customer
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Box>
  );
}

/** Book Appointment from the grid (spec sections 2, 5 and 8), validated with the API's own schema. */
export function BookAppointmentDialog({
  shopId,
  live,
  target,
  onClose,
}: {
  shopId: string;
  live: ShopLive;
  target: BookTarget;
  onClose: () => void;
}) {
  const toast = useToast();
  const bookAppointment = useBookAppointment(shopId);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Customer[]>([]);
  const customers = [...added.filter((a) => !live.customers.some((c) => c.id === a.id)), ...live.customers];
  const f = useFormik({
    initialValues: { customerId: '', serviceId: '', barberId: target.barberId, date: target.date, time: target.time, notes: '' },
    validationSchema: ownerBookingSchema,
    onSubmit: async (values) => {
      try {
        await bookAppointment.mutateAsync({
          customerId: values.customerId,
          serviceId: values.serviceId,
          barberId: values.barberId,
          // The dashboard's local shop time without a zone (spec section 3); the server reads it in the shop's zone.
          appointmentDate: `${values.date}T${values.time}:00`,
          notes: values.notes,
        });
        toast({ title: 'Appointment created', description: 'Successfully booked appointment' });
        onClose();
      } catch (err) {
        toast({ title: 'Failed to create appointment', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  function book() {
    if (!f.values.customerId || !f.values.serviceId) {
      toast({ title: 'Failed to create appointment', description: 'Please select customer and service', variant: 'destructive' });
      return;
    }
    void f.submitForm();
  }
  const shown = (name: 'barberId' | 'time' | 'notes') => formikField(f, name);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Book Appointment</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            options={customers}
            value={customers.find((c) => c.id === f.values.customerId) ?? null}
            onChange={(_e, c) => void f.setFieldValue('customerId', c?.id ?? '')}
            getOptionLabel={(c) => `${c.name} · ${formatPhone(c.phone)}${c.email ? ` · ${c.email}` : ''}`}
            filterOptions={(options, state) => options.filter((c) => customerMatchesSearch(c, state.inputValue))}
            renderInput={(params) => <TextField {...params} label="Customer" placeholder="Search by name, phone or email" />}
          />
          {adding ? (
            <NewCustomerForm
              shopId={shopId}
              onCancel={() => setAdding(false)}
              onAdded={(c) => {
                setAdded((list) => [{ ...c, createdAt: new Date(c.createdAt) }, ...list]);
                void f.setFieldValue('customerId', c.id);
                setAdding(false);
              }}
            />
          ) : (
            <Button onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
              + New customer
            </Button>
          )}
          <TextField select label="Service" name="serviceId" value={f.values.serviceId} onChange={f.handleChange}>
            {live.services
              .filter((s) => s.isActive !== false)
              .map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name} · {s.durationMin} min · {formatPence(s.pricePence)}
                </MenuItem>
              ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField select label="Barber" {...shown('barberId')}>
              {live.barbers
                .filter((b) => b.isActive !== false)
                .map((b) => (
                  <MenuItem key={b.id} value={b.id}>
                    {b.name}
                  </MenuItem>
                ))}
            </TextField>
            <TextField select label="Time" {...shown('time')}>
              {gridRows().map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField label="Notes (optional)" multiline minRows={2} {...shown('notes')} />
          <Typography variant="body2" color="text.secondary">
            {dayjs.utc(target.date).format('dddd D MMMM YYYY')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="secondary" onClick={book} disabled={f.isSubmitting}>
          {f.isSubmitting ? 'Booking...' : 'Book Appointment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
