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
import type { CustomerDto } from '@barbershop/core/api';
import { barbersForServices } from '@barbershop/core/booking';
import { newCustomerSchema, ownerBookingSchema, ownerTimeOptions } from '@barbershop/core/calendar';
import { customerMatchesSearch } from '@barbershop/core/customers';
import { DEFAULT_TIMEZONE, type Barber, type Barbershop, type Customer, type Service } from '@barbershop/core/model';
import { formatPhone } from '@barbershop/core/phone';
import { servicesNotPerformed } from '@barbershop/core/shop';
import { dayjs } from '@barbershop/core/time';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useMemo, useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { useAddCustomer, useBookAppointment } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import type { ShopLive } from '../useShopLive';
import { formikField } from '../../../shared/forms/formikField';
import { VisitServicesField } from './VisitServicesField';

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

interface BookingValues {
  customerId: string;
  /** the visit's services in order, '' for one added but not chosen yet */
  serviceIds: string[];
  barberId: string;
  date: string;
  /** the chosen time option's value: 'HH:mm', or '01:30 BST' for a time shown twice that day */
  time: string;
  notes: string;
}

/** The request the form makes: the services chosen, the first also as `serviceId`; the 'HH:mm'. */
const bookingOf = ({ serviceIds, time, ...rest }: BookingValues) => {
  const ids = serviceIds.filter(Boolean);
  return { ...rest, time: time.slice(0, 5), serviceId: ids[0] ?? '', serviceIds: ids };
};

/** Why the barber cannot take the visit ('' when they can): a service of it they don't perform. */
function barberProblem(barber: Pick<Barber, 'id' | 'name'> | undefined, chosen: readonly Service[], offered: number): string {
  if (chosen.length === 0 || !barber) return '';
  const missing = servicesNotPerformed(barber.id, chosen);
  if (missing.length === 0) return '';
  if (offered === 0) return 'No barber performs all of these services';
  return `${barber.name} does not perform ${missing.map((s) => s.name).join(' or ')}: choose another barber`;
}

/** Book Appointment from the grid, validated with the API's own schema. */
export function BookAppointmentDialog({
  shopId,
  live,
  target,
  shop,
  onClose,
}: {
  shopId: string;
  live: ShopLive;
  target: BookTarget;
  /** the shop's zone and hours: the times offered (absent: Europe/London, the grid's rows) */
  shop?: Pick<Barbershop, 'timezone' | 'businessHours'>;
  onClose: () => void;
}) {
  const toast = useToast();
  const timeZone = shop?.timezone || DEFAULT_TIMEZONE;
  // the zone is asked about each time once, not on every keystroke
  const times = useMemo(
    () => ownerTimeOptions(target.date, timeZone, shop?.businessHours),
    [target.date, timeZone, shop?.businessHours],
  );
  // a cell's time shown twice that day means its second occurrence, as a bare time always does
  const initialTime = times.findLast((o) => o.time === target.time)?.value ?? target.time;
  const bookAppointment = useBookAppointment(shopId);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Customer[]>([]);
  const customers = [...added.filter((a) => !live.customers.some((c) => c.id === a.id)), ...live.customers];
  const f = useFormik<BookingValues>({
    initialValues: {
      customerId: '',
      serviceIds: [''],
      barberId: target.barberId,
      date: target.date,
      time: initialTime,
      notes: '',
    },
    validate: (values) => validateYupSchema(bookingOf(values), ownerBookingSchema).then(() => ({}), yupToFormErrors),
    onSubmit: async (values) => {
      const booking = bookingOf(values);
      const start = times.find((o) => o.value === values.time)?.start ?? null;
      try {
        await bookAppointment.mutateAsync({
          customerId: booking.customerId,
          serviceId: booking.serviceId,
          serviceIds: booking.serviceIds,
          barberId: booking.barberId,
          // The dashboard's local shop time without a zone; the server reads it in the
          // shop's zone. A time shown twice (the hour repeated when the clocks go back) goes as its instant.
          appointmentDate: start === null ? `${values.date}T${booking.time}:00` : new Date(start).toISOString(),
          notes: values.notes,
        });
        toast({ title: 'Appointment created', description: 'Successfully booked appointment' });
        onClose();
      } catch (err) {
        toast({ title: 'Failed to create appointment', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  const services = live.services.filter((s) => s.isActive !== false);
  const chosen = f.values.serviceIds.flatMap((id) => services.filter((s) => s.id === id));
  // Only the barbers who perform every chosen service are offered.
  const offered = barbersForServices(
    live.barbers.filter((b) => b.isActive !== false),
    chosen,
  );
  const problem = barberProblem(
    live.barbers.find((b) => b.id === f.values.barberId),
    chosen,
    offered.length,
  );
  function book() {
    const fail = (description: string) => toast({ title: 'Failed to create appointment', description, variant: 'destructive' });
    if (!f.values.customerId || chosen.length === 0) return fail('Please select customer and service');
    if (problem) return fail(problem);
    void f.submitForm();
  }
  const shown = (name: 'barberId' | 'time' | 'notes') => formikField(f, name);
  const barberField = shown('barberId');

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
          <VisitServicesField
            services={services}
            value={f.values.serviceIds}
            onChange={(ids) => void f.setFieldValue('serviceIds', ids)}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField
              select
              label="Barber"
              {...barberField}
              // a barber who does not perform the visit is not among the options
              value={offered.some((b) => b.id === f.values.barberId) ? f.values.barberId : ''}
              error={barberField.error || Boolean(problem)}
              helperText={problem || barberField.helperText}
            >
              {offered.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Time" {...shown('time')}>
              {times.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
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
