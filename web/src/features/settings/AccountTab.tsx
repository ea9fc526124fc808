import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../shared/ui/toast';
import { api, ApiError } from '../../lib/api/client';
import { endSession } from '../auth/session';

const serverMessage = (err: unknown) => (err instanceof ApiError ? err.serverMessage : '');

function ChangePassword() {
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) {
      toast({ title: 'Missing information', description: 'Please fill in all password fields', variant: 'destructive' });
      return;
    }
    if (fields.newPassword !== fields.confirmPassword) {
      toast({ title: 'Password mismatch', description: "New password and confirmation don't match", variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const { customToken } = await api.post<{ customToken: string }>('/api/user/change-password', {
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      });
      // A new password ends the other sessions; this one continues with the fresh token.
      const [{ signInWithCustomToken }, { firebaseAuth }] = await Promise.all([
        import('firebase/auth'),
        import('../../lib/firebase/auth'),
      ]);
      await signInWithCustomToken(firebaseAuth(), customToken);
      setFields({ currentPassword: '', newPassword: '', confirmPassword: '' });
      toast({ title: 'Password changed' });
    } catch (err) {
      toast({
        title: 'Password change failed',
        description: serverMessage(err) || 'Unable to change password',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography variant="h6" component="h2">
            Change Password
          </Typography>
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            value={fields.currentPassword}
            onChange={set('currentPassword')}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={fields.newPassword}
            onChange={set('newPassword')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
          />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            Change Password
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function AccountRemoval() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const future = useQuery({
    queryKey: ['user', 'account', 'future-appointments'],
    queryFn: () => api.get<{ futureAppointments: number }>('/api/user/account/future-appointments'),
    enabled: open,
    staleTime: 0,
  });
  const count = future.data?.futureAppointments;

  async function deleteAccount() {
    setDeleting(true);
    try {
      await api.delete('/api/user/account');
      await endSession(queryClient).catch((err) => console.error('Sign-out after deletion failed', err));
      toast({ title: 'Account deleted' });
      navigate('/');
    } catch (err) {
      toast({
        title: 'Account deletion failed',
        description: serverMessage(err) || 'Unable to delete account',
        variant: 'destructive',
      });
      setDeleting(false);
      setOpen(false);
    }
  }

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Account Removal
          </Typography>
          <Typography color="text.secondary">
            Deleting your account removes your barbershop with its staff, services, customers, appointments and email history.
            This cannot be undone.
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
            Delete Account
          </Button>
        </Stack>
      </CardContent>
      <Dialog open={open} onClose={() => !deleting && setOpen(false)} aria-labelledby="delete-account-title">
        <DialogTitle id="delete-account-title">Delete Account</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Are you sure you want to delete your account? Your barbershop and all of its data will be removed. This action cannot
            be undone.
          </DialogContentText>
          <DialogContentText sx={{ mt: 2 }} data-testid="future-bookings-notice">
            {future.isError
              ? 'Your future bookings could not be counted; each of their customers still gets a cancellation email.'
              : count === undefined
                ? 'Checking your future bookings...'
                : count === 0
                  ? 'You have no future bookings to cancel.'
                  : `${count} future booking${count === 1 ? '' : 's'} will be cancelled, and each customer gets a cancellation email.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void deleteAccount()}
            disabled={deleting || (count === undefined && !future.isError)}
          >
            Delete Account
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** Settings, Account tab: Change Password and Account Removal. */
export function AccountTab() {
  return (
    <Stack spacing={3}>
      <ChangePassword />
      <AccountRemoval />
    </Stack>
  );
}
