import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import { canRemoveRow, EMPTY_BARBER_ROW, IMAGE_TYPES } from '@barbershop/core';
import { FieldArray, FormikProvider, type FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useToast } from '../../shared/ui/toast';
import { barberPhotoDataUrl } from './barberPhoto';
import type { WizardValues } from './wizardForm';

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
  const rows = formik.values.barbers;
  return (
    <FormikProvider value={formik}>
      <FieldArray name="barbers">
        {({ push, remove }) => (
          <Stack spacing={2}>
            {editing && <Typography color="text.secondary">Barbers added here join your existing staff.</Typography>}
            {rows.map((row, i) => (
              <Card key={i} variant="outlined">
                <CardContent>
                  <Stack spacing={2}>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <Typography variant="subtitle1">Barber {i + 1}</Typography>
                      {canRemoveRow(rows.length) && (
                        <IconButton aria-label={`Remove barber ${i + 1}`} onClick={() => remove(i)}>
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </Stack>
                    <TextField
                      label="Name"
                      required
                      name={`barbers.${i}.name`}
                      value={row.name}
                      onChange={formik.handleChange}
                      fullWidth
                    />
                    <TextField
                      label="Specialty"
                      name={`barbers.${i}.specialty`}
                      value={row.specialty}
                      onChange={formik.handleChange}
                      fullWidth
                    />
                    <TextField
                      label="Bio"
                      name={`barbers.${i}.bio`}
                      value={row.bio}
                      onChange={formik.handleChange}
                      multiline
                      minRows={2}
                      fullWidth
                    />
                    <BarberPhoto formik={formik} index={i} />
                  </Stack>
                </CardContent>
              </Card>
            ))}
            <Button variant="outlined" onClick={() => push({ ...EMPTY_BARBER_ROW })}>
              Add Another Barber
            </Button>
          </Stack>
        )}
      </FieldArray>
    </FormikProvider>
  );
}
