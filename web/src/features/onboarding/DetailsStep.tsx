import { Stack, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import type { WizardValues } from './wizardForm';

const FIELDS = [
  { key: 'name', label: 'Barbershop Name', required: true },
  { key: 'address', label: 'Address', required: true },
  { key: 'phone', label: 'Phone Number', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'description', label: 'Description', multiline: true },
  { key: 'googleBusinessUrl', label: 'Google Business URL', type: 'url' },
] as const;

export function DetailsStep({ formik }: { formik: FormikProps<WizardValues> }) {
  return (
    <Stack spacing={2}>
      {FIELDS.map((f) => {
        const name = `details.${f.key}`;
        const error = formik.touched.details?.[f.key] ? formik.errors.details?.[f.key] : undefined;
        return (
          <TextField
            key={f.key}
            id={`details-${f.key}`}
            name={name}
            label={f.label}
            required={'required' in f && f.required}
            type={'type' in f ? f.type : 'text'}
            multiline={'multiline' in f && f.multiline}
            minRows={'multiline' in f && f.multiline ? 3 : undefined}
            value={formik.values.details[f.key]}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(error)}
            helperText={error}
            fullWidth
          />
        );
      })}
    </Stack>
  );
}
