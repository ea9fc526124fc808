import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Card, CardContent, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { canRemoveRow, EMPTY_SERVICE_ROW, WIZARD_DURATION_MAX, WIZARD_DURATION_MIN } from '@barbershop/core';
import { FieldArray, FormikProvider, getIn, type FormikProps } from 'formik';
import type { WizardValues } from './wizardForm';

export function ServicesStep({ formik, editing }: { formik: FormikProps<WizardValues>; editing: boolean }) {
  const rows = formik.values.services;
  const errorOf = (i: number, field: string): string | undefined => getIn(formik.errors, `services.${i}.${field}`);
  return (
    <FormikProvider value={formik}>
      <FieldArray name="services">
        {({ push, remove }) => (
          <Stack spacing={2}>
            {editing && <Typography color="text.secondary">Services added here join your existing services.</Typography>}
            {rows.map((row, i) => (
              <Card key={i} variant="outlined">
                <CardContent>
                  <Stack spacing={2}>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <Typography variant="subtitle1">Service {i + 1}</Typography>
                      {canRemoveRow(rows.length) && (
                        <IconButton aria-label={`Remove service ${i + 1}`} onClick={() => remove(i)}>
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </Stack>
                    <TextField
                      label="Service Name"
                      name={`services.${i}.name`}
                      value={row.name}
                      onChange={formik.handleChange}
                      fullWidth
                    />
                    <TextField
                      label="Description"
                      name={`services.${i}.description`}
                      value={row.description}
                      onChange={formik.handleChange}
                      fullWidth
                    />
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      <TextField
                        label="Duration (minutes)"
                        type="number"
                        name={`services.${i}.duration`}
                        value={row.duration}
                        onChange={formik.handleChange}
                        slotProps={{ htmlInput: { min: WIZARD_DURATION_MIN, max: WIZARD_DURATION_MAX, step: 5 } }}
                        error={Boolean(errorOf(i, 'duration'))}
                        helperText={errorOf(i, 'duration')}
                        fullWidth
                      />
                      <TextField
                        label="Price (£)"
                        type="number"
                        name={`services.${i}.price`}
                        value={row.price}
                        onChange={formik.handleChange}
                        slotProps={{
                          htmlInput: { min: 0, step: 0.01 },
                          input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
                        }}
                        error={Boolean(errorOf(i, 'price'))}
                        helperText={errorOf(i, 'price')}
                        fullWidth
                      />
                    </Stack>
                  </Stack>
                </CardContent>
              </Card>
            ))}
            <Button variant="outlined" onClick={() => push({ ...EMPTY_SERVICE_ROW })}>
              Add Another Service
            </Button>
          </Stack>
        )}
      </FieldArray>
    </FormikProvider>
  );
}
