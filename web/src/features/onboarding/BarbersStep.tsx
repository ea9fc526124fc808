import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import { canRemoveRow, EMPTY_BARBER_ROW } from '@barbershop/core';
import { FieldArray, FormikProvider, type FormikProps } from 'formik';
import type { WizardValues } from './wizardForm';

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
                    <TextField label="Name" required name={`barbers.${i}.name`} value={row.name} onChange={formik.handleChange} fullWidth />
                    <TextField label="Specialty" name={`barbers.${i}.specialty`} value={row.specialty} onChange={formik.handleChange} fullWidth />
                    <TextField label="Bio" name={`barbers.${i}.bio`} value={row.bio} onChange={formik.handleChange} multiline minRows={2} fullWidth />
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
