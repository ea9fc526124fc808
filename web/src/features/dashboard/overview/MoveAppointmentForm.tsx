import { Alert, Box, Button, DialogActions, MenuItem, Stack, TextField } from '@mui/material';
import { ownerMoveSchema, type OwnerMoveInput } from '@barbershop/core/calendar';
import type { Appointment, Barber } from '@barbershop/core/model';
import { useFormik } from 'formik';
import { useState } from 'react';
import { formikErrorProps, formikField } from '../../../shared/forms/formikField';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { DateField, TimeField, UkPickers } from '../../../shared/forms/PickerFields';
import { NotifyCustomerField } from './NotifyCustomerField';
import { useMoveWithUndo } from './useMoveWithUndo';

/**
 * Move from the appointment dialog (any screen; the keyboard's way to do what dragging does on
 * the grid): a date, a time to the minute and a barber, checked with the API's own schema, and
 * whether to notify the customer (ticked by default), as a drop asks. A refusal (taken, closed,
 * not working, in the past) is said in the dialog, which stays open; the toast offers Undo.
 */
export function MoveAppointmentForm({
  appointment,
  barbers,
  today,
  onMoved,
  onBack,
}: {
  appointment: Appointment;
  /** the barbers it may move to (the active ones) */
  barbers: readonly Pick<Barber, 'id' | 'name'>[];
  today: string;
  onMoved: () => void;
  onBack: () => void;
}) {
  const { moveAppointment } = useMoveWithUndo();
  const [refused, setRefused] = useState<string | null>(null);
  const f = useFormik<OwnerMoveInput>({
    initialValues: { barberId: appointment.barberId, date: appointment.date, time: appointment.time, notifyCustomer: true },
    validationSchema: ownerMoveSchema,
    onSubmit: async (values) => {
      setRefused(null);
      try {
        const { notifyCustomer, ...to } = values;
        await moveAppointment(appointment, to, notifyCustomer);
        onMoved();
      } catch (err) {
        setRefused(changeFailedReason(err) ?? 'The appointment could not be moved. Please try again.');
      }
    },
  });
  const picker = (name: 'date' | 'time') => {
    const { error, helperText } = formikErrorProps(f, name);
    return {
      value: f.values[name],
      onChange: (v: string) => void f.setFieldValue(name, v),
      onBlur: () => void f.setFieldTouched(name, true),
      error,
      helperText,
      fullWidth: true,
    };
  };
  return (
    <Box component="form" noValidate onSubmit={f.handleSubmit} aria-label="Move appointment">
      <Stack spacing={2} sx={{ px: 3, pt: 1 }}>
        <UkPickers>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DateField label="New date" minDate={today} {...picker('date')} />
            <TimeField label="New time" {...picker('time')} />
          </Box>
        </UkPickers>
        <TextField select label="Barber" {...formikField(f, 'barberId')}>
          {barbers.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        <NotifyCustomerField f={f} appointment={appointment} />
        {refused && (
          <Alert severity="error" role="alert">
            {refused}
          </Alert>
        )}
      </Stack>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="contained" disabled={f.isSubmitting}>
          {f.isSubmitting ? 'Moving...' : 'Move appointment'}
        </Button>
      </DialogActions>
    </Box>
  );
}
