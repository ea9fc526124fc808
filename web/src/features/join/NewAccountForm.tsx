import { Box, Button, Stack, TextField } from '@mui/material';
import { newMemberAccountSchema } from '@barbershop/core/staff';
import { useFormik } from 'formik';
import { formikField } from '../../shared/forms/formikField';

export interface NewAccountValues {
  firstName: string;
  lastName: string;
  password: string;
}

/** A new staff account for the invite's email: their name and a password. */
export function NewAccountForm({
  email,
  shopName,
  onSubmit,
}: {
  email: string;
  shopName: string;
  onSubmit: (values: NewAccountValues) => Promise<void>;
}) {
  const f = useFormik<NewAccountValues>({
    initialValues: { firstName: '', lastName: '', password: '' },
    validationSchema: newMemberAccountSchema,
    onSubmit,
  });
  return (
    <Box component="form" noValidate onSubmit={f.handleSubmit} aria-label="Create your account">
      <Stack spacing={2}>
        {/* the browser's password manager files the new password under this address */}
        <TextField label="Email" value={email} autoComplete="username" slotProps={{ input: { readOnly: true } }} />
        <TextField label="First name" autoComplete="given-name" {...formikField(f, 'firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...formikField(f, 'lastName')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...formikField(f, 'password')} />
        <Button type="submit" variant="contained" size="large" disabled={f.isSubmitting}>
          {f.isSubmitting ? 'Joining...' : `Join ${shopName}`}
        </Button>
      </Stack>
    </Box>
  );
}
