import { Avatar, Button, Stack, TextField, Typography } from '@mui/material';
import { IMAGE_TYPES } from '@barbershop/core/validation';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useToast } from '../../shared/ui/toast';
import { barberPhotoDataUrl } from './barberPhoto';
import type { WizardValues } from './wizardForm';
import { WizardRows } from './WizardRows';

/** The barber's photo: picked, shown, removable; stored with the barber when the wizard completes. */
function BarberPhoto({ formik, index }: { formik: FormikProps<WizardValues>; index: number }) {
  const toast = useToast();
  const row = formik.values.barbers[index]!;
  const label = `Photo of barber ${index + 1}`;
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await formik.setFieldValue(`barbers.${index}.photo`, await barberPhotoDataUrl(file));
    } catch (err) {
      toast({ title: 'Photo not added', description: err instanceof Error ? err.message : '', variant: 'destructive' });
    }
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={row.photo || undefined} alt={row.photo ? label : undefined} sx={{ width: 56, height: 56 }}>
        {row.name.trim().slice(0, 1).toUpperCase() || index + 1}
      </Avatar>
      <Button variant="outlined" component="label">
        {row.photo ? 'Change Photo' : 'Add Photo'}
        <input
          hidden
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label={`Add photo for barber ${index + 1}`}
          onChange={(e) => void pick(e)}
        />
      </Button>
      {row.photo && <Button onClick={() => void formik.setFieldValue(`barbers.${index}.photo`, '')}>Remove Photo</Button>}
      <Typography variant="body2" color="text.secondary">
        Max 5MB, JPG/PNG
      </Typography>
    </Stack>
  );
}

export function BarbersStep({ formik, editing }: { formik: FormikProps<WizardValues>; editing: boolean }) {
  return (
    <WizardRows formik={formik} list="barbers" editing={editing}>
      {(i, field) => (
        <>
          <TextField label="Name" required {...field('name')} fullWidth />
          <TextField label="Specialty" {...field('specialty')} fullWidth />
          <TextField label="Bio" {...field('bio')} multiline minRows={2} fullWidth />
          <BarberPhoto formik={formik} index={i} />
        </>
      )}
    </WizardRows>
  );
}
