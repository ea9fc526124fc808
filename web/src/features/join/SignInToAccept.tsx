import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { loginSchema, type LoginInput } from '@barbershop/core/account';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { formikField } from '../../shared/forms/formikField';

/** The invite's email has an account: sign in with it, then the page joins. */
export function SignInToAccept({ email, onSubmit }: { email: string; onSubmit: (values: LoginInput) => Promise<void> }) {
  const f = useFormik<LoginInput>({
    initialValues: { username: email, password: '' },
    validationSchema: loginSchema,
    onSubmit,
  });
  return (
    <Box component="form" noValidate onSubmit={f.handleSubmit} aria-label="Sign in to accept">
      <Stack spacing={2}>
        <Typography>You already have an account. Sign in to accept.</Typography>
        <TextField label="Email or username" autoComplete="username" {...formikField(f, 'username')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...formikField(f, 'password')} />
        <Link component={RouterLink} to="/reset-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={f.isSubmitting}>
          {f.isSubmitting ? 'Signing in...' : 'Sign in to accept'}
        </Button>
      </Stack>
    </Box>
  );
}
