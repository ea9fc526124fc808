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
  type AppointmentDto,
  type Customer,
  type CustomerDto,
} from '@barbershop/core';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { useToast } from '../../../shared/ui/toast';
import { api, ApiError } from '../../../lib/api/client';
import type { ShopLive } from '../useShopLive';

export interface BookTarget {
  barberId: string;
  date: string;
  time: string;
}

type NewCustomerErrors = Partial<Record<'name' | 'phone' | 'email', string>>;

/** The new customer's field messages from the API's own schema ('Enter a valid phone number'). */
async function newCustomerErrors(input: { name: string; phone: string; email: string }): Promise<NewCustomerErrors> {
  try {
    await newCustomerSchema.validate(input, { abortEarly: false });
    return {};
  } catch (err) {
    if (!ValidationError.isError(err)) throw err;
    return Object.fromEntries(err.inner.map((e) => [e.path, e.message]));
  }
}

/** Book Appointment from the grid (spec sections 2, 5 and 8). */
export function BookAppointmentDialog({
  shopId,
  live,
  target,
  onClose,
}: {
  shopId: string;
  live: ShopLive;
  target: BookTarget | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState('');
  const [barberId, setBarberId] = useState(target?.barberId ?? '');
  const [time, setTime] = useState(target?.time ?? '09:00');
  const [notes, setNotes] = useState('');
  const [adding, setAdding] = useState(false);
  const [newCustomer, setNewCustomer] = useState({ name: '', phone: '', email: '' });
  const [newErrors, setNewErrors] = useState<NewCustomerErrors>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<Customer[]>([]);
  const customers = [...added.filter((a) => !live.customers.some((c) => c.id === a.id)), ...live.customers];

  async function addCustomer() {
    if (!newCustomer.name.trim() || !newCustomer.phone.trim()) {
      toast({ title: 'Failed to add customer', description: 'Please enter customer name and phone', variant: 'destructive' });
      return;
    }
    const errors = await newCustomerErrors(newCustomer);
    setNewErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const c = await api.post<CustomerDto>(`/api/barbershops/${shopId}/customers`, { ...newCustomer, barbershopId: shopId });
      setAdded((list) => [{ ...c, createdAt: new Date(c.createdAt) }, ...list]);
      setCustomerId(c.id);
      setAdding(false);
      setNewCustomer({ name: '', phone: '', email: '' });
      toast({ title: 'Customer added', description: 'Successfully created new customer' });
    } catch (err) {
      toast({
        title: 'Failed to add customer',
        description: err instanceof ApiError ? err.serverMessage : undefined,
        variant: 'destructive',
      });
    }
  }

  async function book() {
    if (!customerId || !serviceId) {
      toast({ title: 'Failed to create appointment', description: 'Please select customer and service', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      // The dashboard's local shop time without a zone (spec section 3); the server reads it in the shop's zone.
      const appointmentDate = `${target!.date}T${time}:00`;
      await api.post<AppointmentDto>(`/api/barbershops/${shopId}/appointments`, {
        customerId,
        serviceId,
        barberId,
        appointmentDate,
        notes,
        status: 'scheduled',
      });
      toast({ title: 'Appointment created', description: 'Successfully booked appointment' });
      onClose();
    } catch (err) {
      toast({
        title: 'Failed to create appointment',
        description: err instanceof ApiError ? err.serverMessage : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={Boolean(target)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Book Appointment</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            options={customers}
            value={customers.find((c) => c.id === customerId) ?? null}
            onChange={(_e, c) => setCustomerId(c?.id ?? null)}
            getOptionLabel={(c) => `${c.name} · ${formatPhone(c.phone)}${c.email ? ` · ${c.email}` : ''}`}
            filterOptions={(options, state) => options.filter((c) => customerMatchesSearch(c, state.inputValue))}
            renderInput={(params) => <TextField {...params} label="Customer" placeholder="Search by name, phone or email" />}
          />
          {adding ? (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
              <TextField
                label="Name *"
                value={newCustomer.name}
                onChange={(e) => setNewCustomer({ ...newCustomer, name: e.target.value })}
              />
              <TextField
                label="Phone *"
                type="tel"
                value={newCustomer.phone}
                onChange={(e) => setNewCustomer({ ...newCustomer, phone: e.target.value })}
                error={Boolean(newErrors.phone)}
                helperText={newErrors.phone}
              />
              <TextField
                label="Email"
                type="email"
                value={newCustomer.email}
                onChange={(e) => setNewCustomer({ ...newCustomer, email: e.target.value })}
                error={Boolean(newErrors.email)}
                helperText={newErrors.email}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={addCustomer}>
                  Add Customer
                </Button>
                <Button onClick={() => setAdding(false)}>Cancel</Button>
              </Stack>
            </Box>
          ) : (
            <Button onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
              + New customer
            </Button>
          )}
          <TextField select label="Service" value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
            {live.services
              .filter((s) => s.isActive !== false)
              .map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name} · {s.durationMin} min · {formatPence(s.pricePence)}
                </MenuItem>
              ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField select label="Barber" value={barberId} onChange={(e) => setBarberId(e.target.value)}>
              {live.barbers
                .filter((b) => b.isActive !== false)
                .map((b) => (
                  <MenuItem key={b.id} value={b.id}>
                    {b.name}
                  </MenuItem>
                ))}
            </TextField>
            <TextField select label="Time" value={time} onChange={(e) => setTime(e.target.value)}>
              {gridRows().map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField label="Notes (optional)" multiline minRows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          {target && (
            <Typography variant="body2" color="text.secondary">
              {dayjs.utc(target.date).format('dddd D MMMM YYYY')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="secondary" onClick={book} disabled={busy}>
          {busy ? 'Booking...' : 'Book Appointment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
