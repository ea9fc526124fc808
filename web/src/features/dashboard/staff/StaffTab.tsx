import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { FutureAppointmentsDto } from '@barbershop/core/api';
import { seatUsage } from '@barbershop/core/billing';
import { performs } from '@barbershop/core/booking';
import type { Barber, Service } from '@barbershop/core/model';
import { barberSchema } from '@barbershop/core/shop';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type * as yup from 'yup';
import { useToast } from '../../../shared/ui/toast';
import { ApiError } from '../../../lib/api/client';
import { useSeatInfo } from '../../../shared/billing/billingApi';
import { futureAppointmentsOf, useAddBarber, useChangeBarber, useSetBarberServices } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { FormDialog } from '../shared/FormDialog';
import type { ShopLive } from '../useShopLive';
import { BarberServicesDialog } from './BarberServicesDialog';
import { NewBarberServicesDialog } from './NewBarberServicesDialog';
import { FutureAppointmentsDialog, type FutureHandling, type StaffChange } from './FutureAppointmentsDialog';
import { formikField } from '../../../shared/forms/formikField';
import { TeamCard } from '../team/TeamCard';

type Pending = { barber: Barber; change: StaffChange; body?: Record<string, unknown>; future: FutureAppointmentsDto };

/** A 409 that names future appointments: the barber took a booking since the dialog opened. */
const pendingCount = (err: unknown) => {
  if (!(err instanceof ApiError) || err.status !== 409) return 0;
  try {
    return Number((JSON.parse(err.body) as { futureAppointments?: unknown }).futureAppointments) || 0;
  } catch {
    return 0;
  }
};

/** The API's barber schema; the add/edit form also requires the specialty. */
const staffFormSchema = barberSchema.pick(['name', 'specialty', 'bio', 'isActive']).shape({
  specialty: (barberSchema.fields.specialty as yup.StringSchema<string>).required('Specialty is required'),
});

interface StaffValues {
  name: string;
  specialty: string;
  bio: string;
  isActive: boolean;
}

function StaffDialog({
  barber,
  onClose,
  onSave,
}: {
  barber: Barber | null;
  onClose: () => void;
  onSave: (values: StaffValues) => Promise<void>;
}) {
  const f = useFormik<StaffValues>({
    initialValues: {
      name: barber?.name ?? '',
      specialty: barber?.specialty ?? '',
      bio: barber?.bio ?? '',
      isActive: barber ? barber.isActive !== false : true,
    },
    validationSchema: staffFormSchema,
    onSubmit: onSave,
  });
  const field = (name: 'name' | 'specialty' | 'bio') => formikField(f, name);
  return (
    <FormDialog title={barber ? 'Edit Staff Member' : 'Add Staff Member'} form={f} onClose={onClose}>
      <TextField label="Name *" {...field('name')} />
      <TextField label="Specialty *" {...field('specialty')} />
      <TextField label="Bio" multiline minRows={2} {...field('bio')} />
      {barber && (
        <FormControlLabel
          control={<Switch name="isActive" checked={f.values.isActive} onChange={f.handleChange} />}
          label="Active (shown to customers and on the schedule)"
        />
      )}
    </FormDialog>
  );
}

/** The services a barber performs, on their card; none is a warning, since nothing can be booked with them. */
function BarberServicesLine({ barber, services }: { barber: Barber; services: readonly Service[] }) {
  if (services.length === 0) return null;
  const names = services.filter((s) => performs(barber.id, s)).map((s) => s.name);
  if (names.length === 0) return <Chip size="small" color="warning" label="Performs no services" sx={{ mt: 1 }} />;
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      Services: {names.join(', ')}
    </Typography>
  );
}

export function StaffTab({ shopId, live }: { shopId: string; live: ShopLive }) {
  const toast = useToast();
  const seats = useSeatInfo(shopId);
  const addBarber = useAddBarber(shopId);
  const changeBarber = useChangeBarber();
  const setBarberServices = useSetBarberServices(shopId);
  /** the barber whose services are being chosen */
  const [choosing, setChoosing] = useState<Barber | null>(null);
  /** a barber just added, asked about the services set to only some barbers */
  const [added, setAdded] = useState<{ id: string; name: string; restricted: Service[] } | null>(null);
  /** the barber being edited, null for a new one, undefined while the dialog is closed */
  const [editing, setEditing] = useState<Barber | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Barber | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = checking || changeBarber.isPending;
  const used = seats.data?.seatsUsed ?? live.barbers.length;
  const total = seats.data?.seatsTotal ?? 4;
  const usage = seatUsage(used, total);
  const full = usage !== 'room';
  useEffect(() => {
    if (seats.error)
      toast({ title: 'Failed to load seat information', description: changeFailedReason(seats.error), variant: 'destructive' });
  }, [seats.error, toast]);
  const failed = (title: string, err: unknown) => toast({ title, description: changeFailedReason(err), variant: 'destructive' });

  /** Deletes or updates the barber; with future bookings, asks how to handle them first. */
  async function change(
    barber: Barber,
    kind: StaffChange,
    body: Record<string, unknown> | undefined,
    handling?: FutureHandling,
  ): Promise<boolean> {
    const title = kind === 'delete' ? 'Failed to delete barber' : 'Failed to update barber';
    try {
      if (!handling && kind !== 'update') {
        setChecking(true);
        const future = await futureAppointmentsOf(barber.id).finally(() => setChecking(false));
        if (future.futureAppointments > 0) {
          setPending({ barber, change: kind, body, future });
          return false;
        }
      }
      await changeBarber.mutateAsync({ barberId: barber.id, kind, body, handling });
      toast({ title: kind === 'delete' ? 'Barber deleted successfully' : 'Barber updated successfully' });
      setPending(null);
      return true;
    } catch (err) {
      if (pendingCount(err) > 0) {
        try {
          setPending({ barber, change: kind, body, future: await futureAppointmentsOf(barber.id) });
        } catch (again) {
          failed(title, again);
        }
      }
      failed(title, err);
      return false;
    }
  }

  async function save(values: StaffValues) {
    const body = { name: values.name, specialty: values.specialty, bio: values.bio };
    if (editing) {
      const kind: StaffChange = editing.isActive !== false && !values.isActive ? 'deactivate' : 'update';
      const barber = editing;
      setEditing(undefined);
      await change(barber, kind, { ...body, isActive: values.isActive });
      return;
    }
    try {
      const created = (await addBarber.mutateAsync(body)) as { id?: string } | undefined;
      toast({ title: 'Barber added successfully' });
      setEditing(undefined);
      const restricted = live.services.filter((s) => s.barberIds);
      if (created?.id && restricted.length > 0) setAdded({ id: created.id, name: body.name, restricted });
    } catch (err) {
      failed('Failed to add barber', err);
    }
  }

  /** The new barber performs the restricted services ticked (and, as before, every other one). */
  async function saveNewBarberServices(barber: { id: string }, ticked: string[]) {
    try {
      const performed = live.services.filter((s) => !s.barberIds || ticked.includes(s.id)).map((s) => s.id);
      await setBarberServices.mutateAsync({
        barberId: barber.id,
        performed,
        serviceIds: live.services.map((s) => s.id),
        // the live list may not hold the new barber yet
        everyBarberId: [...new Set([...live.barbers.map((b) => b.id), barber.id])],
      });
      toast({ title: 'Services updated successfully' });
      setAdded(null);
    } catch (err) {
      failed('Failed to update services', err);
    }
  }

  async function saveServices(barber: Barber, performed: string[]) {
    try {
      await setBarberServices.mutateAsync({
        barberId: barber.id,
        performed,
        serviceIds: live.services.map((s) => s.id),
        everyBarberId: live.barbers.map((b) => b.id),
      });
      toast({ title: 'Services updated successfully' });
      setChoosing(null);
    } catch (err) {
      failed('Failed to update services', err);
    }
  }

  async function remove(b: Barber) {
    setDeleting(null);
    await change(b, 'delete', undefined);
  }

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography fontWeight={600}>
              {used} of {total} seats used
            </Typography>
            <Button component={RouterLink} to="/settings?tab=subscription">
              Add Seats
            </Button>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (used / total) * 100)}
            color={usage === 'over' ? 'error' : 'secondary'}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
            aria-label="Seats used"
          />
          {full && (
            <Typography color={usage === 'over' ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
              Seat limit reached
            </Typography>
          )}
        </CardContent>
      </Card>
      <Box>
        <Button variant="contained" color="secondary" disabled={full} onClick={() => setEditing(null)}>
          Add Staff Member
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {live.barbers.map((b) => (
          <Card key={b.id} variant="outlined">
            <CardContent>
              <Stack direction="row" justifyContent="space-between">
                <Typography fontWeight={700}>{b.name}</Typography>
                <Chip
                  size="small"
                  label={b.isActive !== false ? 'Active' : 'Inactive'}
                  color={b.isActive !== false ? 'success' : 'default'}
                />
              </Stack>
              <Typography color="text.secondary">{b.specialty}</Typography>
              {b.bio && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {b.bio}
                </Typography>
              )}
              <BarberServicesLine barber={b} services={live.services} />
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button onClick={() => setEditing(b)}>Edit</Button>
              <Button onClick={() => setChoosing(b)}>Services</Button>
              <Button color="error" onClick={() => setDeleting(b)}>
                Delete
              </Button>
              <Button component={RouterLink} to={`/staff/calendar/${b.id}`}>
                Calendar
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <TeamCard shopId={shopId} barbers={live.barbers} />
      {choosing && (
        <BarberServicesDialog
          barber={choosing}
          barbers={live.barbers}
          services={live.services}
          busy={setBarberServices.isPending}
          onClose={() => setChoosing(null)}
          onSave={(performed) => void saveServices(choosing, performed)}
        />
      )}
      {added && (
        <NewBarberServicesDialog
          barberName={added.name}
          restricted={added.restricted}
          busy={setBarberServices.isPending}
          onSkip={() => setAdded(null)}
          onSave={(ticked) => void saveNewBarberServices(added, ticked)}
        />
      )}
      {editing !== undefined && <StaffDialog barber={editing} onClose={() => setEditing(undefined)} onSave={save} />}
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete staff member</DialogTitle>
        <DialogContent>
          <DialogContentText>Are you sure you want to delete {deleting?.name}? This action cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => deleting && remove(deleting)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
      {pending && (
        <FutureAppointmentsDialog
          key={`${pending.barber.id}-${pending.future.appointments.map((a) => a.id).join()}`}
          barberName={pending.barber.name}
          change={pending.change === 'delete' ? 'delete' : 'deactivate'}
          future={pending.future}
          busy={busy}
          onClose={() => setPending(null)}
          onConfirm={(handling) => void change(pending.barber, pending.change, pending.body, handling)}
        />
      )}
    </Stack>
  );
}
