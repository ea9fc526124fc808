import { Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, LinearProgress, Stack, Switch, TextField, Typography } from '@mui/material';
import type { Barber, SeatInfoDto } from '@barbershop/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../app/toast';
import { api, ApiError } from '../../../lib/api/client';
import type { ShopLive } from '../useShopLive';

type Draft = { id: string | null; name: string; specialty: string; bio: string; isActive: boolean };

export function StaffTab({ shopId, live }: { shopId: string; live: ShopLive }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const seats = useQuery({ queryKey: ['user', 'seats'], queryFn: () => api.get<SeatInfoDto>('/api/user/seats') });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Barber | null>(null);
  const used = seats.data?.seatsUsed ?? live.barbers.length;
  const total = seats.data?.seatsTotal ?? 4;
  const full = used >= total;
  useEffect(() => {
    if (seats.error) toast({ title: 'Failed to load seat information', description: seats.error instanceof ApiError ? seats.error.serverMessage : undefined, variant: 'destructive' });
  }, [seats.error, toast]);
  const failed = (title: string, err: unknown) => toast({ title, description: err instanceof ApiError ? err.serverMessage : undefined, variant: 'destructive' });

  async function save() {
    if (!draft) return;
    if (!draft.name.trim() || !draft.specialty.trim()) {
      toast({ title: draft.id ? 'Failed to update barber' : 'Failed to add barber', description: 'Name and specialty are required', variant: 'destructive' });
      return;
    }
    const body = { name: draft.name, specialty: draft.specialty, bio: draft.bio };
    try {
      if (draft.id) await api.patch(`/api/barbers/${draft.id}`, { ...body, isActive: draft.isActive });
      else await api.post(`/api/barbershops/${shopId}/barbers`, { ...body, barbershopId: shopId });
      toast({ title: draft.id ? 'Barber updated successfully' : 'Barber added successfully' });
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['user', 'seats'] });
    } catch (err) {
      failed(draft.id ? 'Failed to update barber' : 'Failed to add barber', err);
    }
  }

  async function remove(b: Barber) {
    try {
      await api.delete(`/api/barbers/${b.id}`);
      toast({ title: 'Barber deleted successfully' });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: ['user', 'seats'] });
    } catch (err) {
      failed('Failed to delete barber', err);
    }
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
          <LinearProgress variant="determinate" value={Math.min(100, (used / total) * 100)} color={full ? 'error' : 'secondary'} sx={{ mt: 1, height: 8, borderRadius: 4 }} aria-label="Seats used" />
          {full && (
            <Typography color="error" sx={{ mt: 1 }}>
              Seat limit reached
            </Typography>
          )}
        </CardContent>
      </Card>
      <Box>
        <Button variant="contained" color="secondary" disabled={full} onClick={() => setDraft({ id: null, name: '', specialty: '', bio: '', isActive: true })}>
          Add Staff Member
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {live.barbers.map((b) => (
          <Card key={b.id} variant="outlined">
            <CardContent>
              <Stack direction="row" justifyContent="space-between">
                <Typography fontWeight={700}>{b.name}</Typography>
                <Chip size="small" label={b.isActive !== false ? 'Active' : 'Inactive'} color={b.isActive !== false ? 'success' : 'default'} />
              </Stack>
              <Typography color="text.secondary">{b.specialty}</Typography>
              {b.bio && <Typography variant="body2" sx={{ mt: 1 }}>{b.bio}</Typography>}
            </CardContent>
            <CardActions>
              <Button onClick={() => setDraft({ id: b.id, name: b.name, specialty: b.specialty ?? '', bio: b.bio ?? '', isActive: b.isActive !== false })}>Edit</Button>
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
            <TextField label="Name *" value={draft?.name ?? ''} onChange={(e) => setDraft(draft && { ...draft, name: e.target.value })} />
            <TextField label="Specialty *" value={draft?.specialty ?? ''} onChange={(e) => setDraft(draft && { ...draft, specialty: e.target.value })} />
            <TextField label="Bio" multiline minRows={2} value={draft?.bio ?? ''} onChange={(e) => setDraft(draft && { ...draft, bio: e.target.value })} />
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
          <Button color="error" variant="contained" onClick={() => deleting && remove(deleting)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
