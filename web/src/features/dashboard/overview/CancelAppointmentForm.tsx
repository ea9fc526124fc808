import { Box, Button, Checkbox, DialogActions, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { CANCEL_REASON_MAX, ownerCancelSchema, type OwnerCancelInput } from '@barbershop/core/calendar';
import type { Appointment } from '@barbershop/core/model';
import { displayDate } from '@barbershop/core/time';
import { useFormik } from 'formik';
import { formikField } from '../../../shared/forms/formikField';
import { useToast } from '../../../shared/ui/toast';
import { useCancelAppointment } from '../../../shared/owner/useCancelAppointment';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';

/**
 * The confirmation step of Cancel Appointment: an optional reason (kept with the booking and
 * given to the customer) and whether to email them, on by default; only then POST …/cancel.
 */
export function CancelAppointmentForm({
  appointment,
  onCancelled,
  onBack,
}: {
  appointment: Appointment;
  onCancelled: () => void;
  onBack: () => void;
}) {
  const toast = useToast();
  const cancelling = useCancelAppointment();
  const f = useFormik<OwnerCancelInput>({
    initialValues: { reason: '', notifyCustomer: true },
    validationSchema: ownerCancelSchema,
    onSubmit: async (values) => {
      try {
        await cancelling.mutateAsync({ id: appointment.id, shopId: appointment.shopId, ...values });
        toast({ title: 'Appointment cancelled', description: 'Successfully cancelled appointment' });
        onCancelled();
      } catch (err) {
        toast({ title: 'Failed to cancel appointment', description: changeFailedReason(err), variant: 'destructive' });
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={f.handleSubmit} aria-label="Cancel appointment">
      <Stack spacing={2} sx={{ px: 3, pt: 1 }}>
        <Typography>
          Cancel {appointment.customerName}'s {appointment.serviceName} on {displayDate(appointment.date)} at {appointment.time}?
        </Typography>
        <TextField
          label="Reason (optional)"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
          {...formikField(f, 'reason')}
        />
        <FormControlLabel
          control={<Checkbox name="notifyCustomer" checked={f.values.notifyCustomer} onChange={f.handleChange} />}
          label="Email the customer"
        />
      </Stack>
      <DialogActions>
        <Button onClick={onBack}>Keep appointment</Button>
        <Button type="submit" color="error" variant="contained" disabled={f.isSubmitting}>
          Confirm cancellation
        </Button>
      </DialogActions>
    </Box>
  );
}
