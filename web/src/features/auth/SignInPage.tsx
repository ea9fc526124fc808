import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { loginSchema, type LoginInput } from '@barbershop/core/account';
import { useFormik } from 'formik';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formikValueProps } from '../../shared/forms/formikField';
import { PRODUCT_NAME } from '../../shared/ui/theme';
import { useToast } from '../../shared/ui/toast';
import { ApiError } from '../../lib/api/client';
import { AuthCard, AuthSwitchLink } from '../../shared/ui/AuthCard';
import { firstError } from '../../shared/forms/formErrors';
import { useLogin } from '../../lib/auth/mutations';

/** /auth, and what owner routes show in place to a signed-out visitor. */
export default function SignInPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const formik = useFormik<LoginInput>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        await loginMutation.mutateAsync(values);
        toast({ title: 'Login successful', description: 'Welcome to your business dashboard' });
        navigate('/dashboard');
      } catch (err) {
        // Too many attempts: the server's message says how long to wait.
        const description = err instanceof ApiError && err.status === 429 ? err.serverMessage : 'Invalid username or password';
        toast({ title: 'Login failed', description, variant: 'destructive' });
      }
    },
  });

  // The spec's messages are toasts, not field errors: an empty field is 'Missing information'.
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(await formik.validateForm());
    if (problem === 'Please enter both username and password') {
      toast({ title: 'Missing information', description: problem, variant: 'destructive' });
    } else if (problem) {
      toast({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' });
    } else {
      await formik.submitForm();
    }
  }
  const pending = formik.isSubmitting;

  return (
    <AuthCard maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h4" component="h1">
              Sign in
            </Typography>
            <Typography color="text.secondary">Sign in to manage your salon</Typography>
          </Box>
          <TextField label="Username" autoComplete="username" {...formikValueProps(formik, 'username')} fullWidth />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...formikValueProps(formik, 'password')}
            fullWidth
          />
          <Link component={RouterLink} to="/reset-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? 'Signing in...' : 'Sign in'}
          </Button>
          <AuthSwitchLink prompt={`New to ${PRODUCT_NAME}?`} to="/register" label="Create business account" />
        </Stack>
      </Box>
    </AuthCard>
  );
}
