import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@barbershop/core/account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { emailOfResetCode, isDeadResetCode, setPasswordWithResetCode } from '../../lib/firebase/passwordReset';
import { formikField } from '../../shared/forms/formikField';

const DEAD_LINK = 'This reset link has expired or has already been used. Please ask for a new one.';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

/** The reset link's page: the code is checked first, then the new password is set with it. */
export function NewPasswordForm({ code }: { code: string }) {
  const account = useQuery({ queryKey: ['password-reset', code], queryFn: () => emailOfResetCode(code), retry: false });
  const confirm = useMutation({ mutationFn: (password: string) => setPasswordWithResetCode(code, password) });
  const formik = useFormik<ResetPasswordFormInput>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async (values) => {
      try {
        await confirm.mutateAsync(values.newPassword);
      } catch {
        /* shown from confirm.error */
      }
    },
  });

  if (account.isPending) {
    return (
      <Stack spacing={2} alignItems="center">
        <Heading>Choose a new password</Heading>
        <CircularProgress aria-label="Checking your reset link" />
      </Stack>
    );
  }
  if (account.isError || (confirm.isError && isDeadResetCode(confirm.error))) {
    const dead = account.isError ? isDeadResetCode(account.error) : true;
    return (
      <Stack spacing={2}>
        <Heading>Choose a new password</Heading>
        <Alert severity="error">
          {dead ? DEAD_LINK : 'The reset link could not be checked. Please check your connection and reload the page.'}
        </Alert>
        <Button component={RouterLink} to="/reset-password" variant="contained">
          Ask for a new link
        </Button>
      </Stack>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Stack spacing={2}>
        <Heading>Password changed</Heading>
        <Alert severity="success" role="status">
          Your password has been changed. Sign in with your username (or {account.data}) and your new password.
        </Alert>
        <Button component={RouterLink} to="/auth" variant="contained" size="large">
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Box component="form" onSubmit={formik.handleSubmit} noValidate>
      <Stack spacing={2}>
        <Box sx={{ textAlign: 'center' }}>
          <Heading>Choose a new password</Heading>
          <Typography color="text.secondary">For the account of {account.data}</Typography>
        </Box>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...formikField(formik, 'newPassword')}
          fullWidth
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...formikField(formik, 'confirmPassword')}
          fullWidth
        />
        {confirm.isError && (
          <Alert severity="error">The new password could not be saved. Please check your connection and try again.</Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </Stack>
    </Box>
  );
}
