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
import { useQuery } from '@tanstack/react-query';
import {
  changePasswordFormSchema,
  PASSWORD_FIELDS_MISSING_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  type ChangePasswordFormInput,
} from '@barbershop/core/account';
import { useFormik } from 'formik';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formikValueProps } from '../../shared/forms/formikField';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useToast } from '../../shared/ui/toast';
import { api, ApiError } from '../../lib/api/client';
import { firstError } from '../../shared/forms/formErrors';
import { useChangePassword, useDeleteAccount } from '../../lib/auth/mutations';
import { authKeys } from '../../lib/auth/queryKeys';

const serverMessage = (err: unknown) => (err instanceof ApiError ? err.serverMessage : '');

const EMPTY_PASSWORDS: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePassword() {
  const toast = useToast();
  const changePassword = useChangePassword();
  const formik = useFormik<ChangePasswordFormInput>({
    initialValues: EMPTY_PASSWORDS,
    validationSchema: changePasswordFormSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ currentPassword, newPassword }, { resetForm }) => {
      try {
        await changePassword.mutateAsync({ currentPassword, newPassword });
        resetForm();
        toast({ title: 'Password changed' });
      } catch (err) {
        toast({
          title: 'Password change failed',
          description: serverMessage(err) || 'Unable to change password',
          variant: 'destructive',
        });
      }
    },
  });
  const passwordField = (name: keyof ChangePasswordFormInput) => ({ type: 'password', ...formikValueProps(formik, name) });
  const saving = changePassword.isPending;

  // The form's messages are toasts; a too-short password reads as the server's refusal.
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(await formik.validateForm());
    if (problem === PASSWORD_FIELDS_MISSING_MESSAGE) {
      toast({ title: 'Missing information', description: problem, variant: 'destructive' });
    } else if (problem === PASSWORD_MISMATCH_MESSAGE) {
      toast({ title: 'Password mismatch', description: problem, variant: 'destructive' });
    } else if (problem) {
      toast({ title: 'Password change failed', description: problem, variant: 'destructive' });
    } else {
      await formik.submitForm();
    }
  }

  return (
    <SectionCard title="Change Password" onSubmit={submit}>
      <TextField label="Current Password" {...passwordField('currentPassword')} autoComplete="current-password" />
      <TextField label="New Password" {...passwordField('newPassword')} autoComplete="new-password" />
      <TextField label="Confirm New Password" {...passwordField('confirmPassword')} autoComplete="new-password" />
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
        Change Password
      </Button>
    </SectionCard>
  );
}

function AccountRemoval() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const deleteMutation = useDeleteAccount();
  const deleting = deleteMutation.isPending;
  const future = useQuery({
    queryKey: authKeys.futureAppointments,
    queryFn: () => api.get<{ futureAppointments: number }>('/api/user/account/future-appointments'),
    enabled: open,
    staleTime: 0,
  });
  const count = future.data?.futureAppointments;

  // mutateAsync, not mutate's callbacks: the sign-out unmounts this screen before they could run.
  async function deleteAccount() {
    try {
      await deleteMutation.mutateAsync();
    } catch (err) {
      toast({
        title: 'Account deletion failed',
        description: serverMessage(err) || 'Unable to delete account',
        variant: 'destructive',
      });
      setOpen(false);
      return;
    }
    toast({ title: 'Account deleted' });
    navigate('/');
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

/** Settings, Account tab: Change Password, and Account Removal for an owner (`mayDelete`). */
export function AccountTab({ mayDelete }: { mayDelete: boolean }) {
  return (
    <Stack spacing={3}>
      <ChangePassword />
      {mayDelete && <AccountRemoval />}
    </Stack>
  );
}
