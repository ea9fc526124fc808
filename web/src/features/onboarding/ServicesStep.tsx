import { InputAdornment, Stack, TextField } from '@mui/material';
import { WIZARD_DURATION_MAX, WIZARD_DURATION_MIN } from '@barbershop/core/shop';
import { getIn, type FormikProps } from 'formik';
import type { WizardValues } from './wizardForm';
import { WizardRows } from './WizardRows';

export function ServicesStep({ formik, editing }: { formik: FormikProps<WizardValues>; editing: boolean }) {
  const errorOf = (i: number, field: string): string | undefined => getIn(formik.errors, `services.${i}.${field}`);
  return (
    <WizardRows formik={formik} list="services" editing={editing}>
      {(i, field) => (
        <>
          <TextField label="Service Name" {...field('name')} fullWidth />
          <TextField label="Description" {...field('description')} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Duration (minutes)"
              type="number"
              {...field('duration')}
              slotProps={{ htmlInput: { min: WIZARD_DURATION_MIN, max: WIZARD_DURATION_MAX, step: 5 } }}
              error={Boolean(errorOf(i, 'duration'))}
              helperText={errorOf(i, 'duration')}
              fullWidth
            />
            <TextField
              label="Price (£)"
              type="number"
              {...field('price')}
              slotProps={{
                htmlInput: { min: 0, step: 0.01 },
                input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              }}
              error={Boolean(errorOf(i, 'price'))}
              helperText={errorOf(i, 'price')}
              fullWidth
            />
          </Stack>
        </>
      )}
    </WizardRows>
  );
}
