import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@barbershop/core/account';
import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { api, ApiError } from '../../lib/api/client';
import { formikField } from '../../shared/forms/formikField';
import { AuthSwitchLink } from '../../shared/ui/AuthCard';

/** "Forgot password?": a username or email; the answer is the server's neutral message. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (body: PasswordResetRequest) => api.post<{ message: string }>('/api/password-reset', body),
  });
  const formik = useFormik<PasswordResetRequest>({
    initialValues: { identifier: '' },
    validationSchema: passwordResetRequestSchema,
    onSubmit: async (values) => {
      try {
        setSent((await request.mutateAsync({ identifier: values.identifier.trim() })).message);
      } catch {
        /* shown from request.error */
      }
    },
  });
  const failure =
    request.error instanceof ApiError && request.error.status === 429
      ? request.error.serverMessage
      : request.error
        ? 'The request could not be sent. Please check your connection and try again.'
        : null;

  return (
    <Box component="form" onSubmit={formik.handleSubmit} noValidate>
      <Stack spacing={2}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h4" component="h1">
            Forgot password?
          </Typography>
          <Typography color="text.secondary">
            Enter your username or the email of your account and we will email you a link to choose a new password.
          </Typography>
        </Box>
        {sent ? (
          <Alert severity="success" role="status">
            {sent}
          </Alert>
        ) : (
          <>
            <TextField
              label="Username or email"
              autoComplete="username"
              {...formikField(formik, 'identifier')}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Sending...' : 'Send reset link'}
            </Button>
          </>
        )}
        <AuthSwitchLink prompt="Remembered it?" to="/auth" label="Back to sign in" />
      </Stack>
    </Box>
  );
}
