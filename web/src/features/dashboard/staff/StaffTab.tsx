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
import type { Barber, FutureAppointmentsDto, SeatInfoDto } from '@barbershop/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../shared/ui/toast';
import { api, ApiError } from '../../../lib/api/client';
import type { ShopLive } from '../useShopLive';
import { FutureAppointmentsDialog, type FutureHandling, type StaffChange } from './FutureAppointmentsDialog';

type Draft = { id: string | null; name: string; specialty: string; bio: string; isActive: boolean };
type Pending = { barber: Barber; change: StaffChange; body?: Record<string, unknown>; future: FutureAppointmentsDto };

const futureOf = (barberId: string) => api.get<FutureAppointmentsDto>(`/api/barbers/${barberId}/future-appointments`);
/** A 409 that names future appointments: the barber took a booking since the dialog opened. */
const pendingCount = (err: unknown) => {
  if (!(err instanceof ApiError) || err.status !== 409) return 0;
  try {
    return Number((JSON.parse(err.body) as { futureAppointments?: unknown }).futureAppointments) || 0;
  } catch {
    return 0;
  }
};

export function StaffTab({ shopId, live }: { shopId: string; live: ShopLive }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const seats = useQuery({ queryKey: ['user', 'seats'], queryFn: () => api.get<SeatInfoDto>('/api/user/seats') });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Barber | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const used = seats.data?.seatsUsed ?? live.barbers.length;
  const total = seats.data?.seatsTotal ?? 4;
  const full = used >= total;
  useEffect(() => {
    if (seats.error)
      toast({
        title: 'Failed to load seat information',
        description: seats.error instanceof ApiError ? seats.error.serverMessage : undefined,
        variant: 'destructive',
      });
  }, [seats.error, toast]);
  const failed = (title: string, err: unknown) =>
    toast({ title, description: err instanceof ApiError ? err.serverMessage : undefined, variant: 'destructive' });

  /** Deletes or updates the barber; with future bookings, asks how to handle them first. */
  async function change(
    barber: Barber,
    kind: StaffChange,
    body: Record<string, unknown> | undefined,
    handling?: FutureHandling,
  ): Promise<boolean> {
    const title = kind === 'delete' ? 'Failed to delete barber' : 'Failed to update barber';
    setBusy(true);
    try {
      if (!handling && kind !== 'update') {
        const future = await futureOf(barber.id);
        if (future.futureAppointments > 0) {
          setPending({ barber, change: kind, body, future });
          return false;
        }
      }
      const extra = handling ? { futureAppointments: handling } : undefined;
      if (kind === 'delete') await api.delete(`/api/barbers/${barber.id}`, extra);
      else await api.patch(`/api/barbers/${barber.id}`, { ...body, ...extra });
      toast({ title: kind === 'delete' ? 'Barber deleted successfully' : 'Barber updated successfully' });
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['user', 'seats'] });
      return true;
    } catch (err) {
      if (pendingCount(err) > 0) {
        try {
          setPending({ barber, change: kind, body, future: await futureOf(barber.id) });
        } catch (again) {
          failed(title, again);
        }
      }
      failed(title, err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!draft) return;
    if (!draft.name.trim() || !draft.specialty.trim()) {
      toast({
        title: draft.id ? 'Failed to update barber' : 'Failed to add barber',
        description: 'Name and specialty are required',
        variant: 'destructive',
      });
      return;
    }
    const body = { name: draft.name, specialty: draft.specialty, bio: draft.bio };
    const existing = draft.id ? live.barbers.find((b) => b.id === draft.id) : undefined;
    if (existing) {
      const kind: StaffChange = existing.isActive !== false && !draft.isActive ? 'deactivate' : 'update';
      setDraft(null);
      await change(existing, kind, { ...body, isActive: draft.isActive });
      return;
    }
    try {
      await api.post(`/api/barbershops/${shopId}/barbers`, { ...body, barbershopId: shopId });
      toast({ title: 'Barber added successfully' });
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['user', 'seats'] });
    } catch (err) {
      failed('Failed to add barber', err);
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
            color={full ? 'error' : 'secondary'}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
            aria-label="Seats used"
          />
          {full && (
            <Typography color="error" sx={{ mt: 1 }}>
              Seat limit reached
            </Typography>
          )}
        </CardContent>
      </Card>
      <Box>
        <Button
          variant="contained"
          color="secondary"
          disabled={full}
          onClick={() => setDraft({ id: null, name: '', specialty: '', bio: '', isActive: true })}
        >
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
            </CardContent>
            <CardActions>
              <Button
                onClick={() =>
                  setDraft({
                    id: b.id,
                    name: b.name,
                    specialty: b.specialty ?? '',
                    bio: b.bio ?? '',
                    isActive: b.isActive !== false,
                  })
                }
              >
                Edit
              </Button>
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
      <Dialog open={Boolean(draft)} onClose={() => setDraft(null)} fullWidth maxWidth="sm">
        <DialogTitle>{draft?.id ? 'Edit Staff Member' : 'Add Staff Member'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Name *"
              value={draft?.name ?? ''}
              onChange={(e) => setDraft(draft && { ...draft, name: e.target.value })}
            />
            <TextField
              label="Specialty *"
              value={draft?.specialty ?? ''}
              onChange={(e) => setDraft(draft && { ...draft, specialty: e.target.value })}
            />
            <TextField
              label="Bio"
              multiline
              minRows={2}
              value={draft?.bio ?? ''}
              onChange={(e) => setDraft(draft && { ...draft, bio: e.target.value })}
            />
            {draft?.id && (
              <FormControlLabel
                control={<Switch checked={draft.isActive} onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })} />}
                label="Active (shown to customers and on the schedule)"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
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
