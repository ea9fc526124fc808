import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { formatPence, formatPhone, type Appointment } from '@barbershop/core';
import { useToast } from '../../../shared/ui/toast';
import { useCancelAppointment } from '../mutations';
import { changeFailedReason } from '../shared/changeFailedReason';

/** An appointment's details with Cancel Appointment (DELETE /api/appointments/{id}). */
export function AppointmentDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const toast = useToast();
  const cancelling = useCancelAppointment();
  const cancel = (a: Appointment) =>
    cancelling.mutate(a, {
      onSuccess: () => {
        toast({ title: 'Appointment cancelled', description: 'Successfully cancelled appointment' });
        onClose();
      },
      onError: (err) =>
        toast({ title: 'Failed to cancel appointment', description: changeFailedReason(err), variant: 'destructive' }),
    });

  return (
    <Dialog open={Boolean(appointment)} onClose={onClose}>
      <DialogTitle>Appointment</DialogTitle>
      {appointment && (
        <DialogContent>
          <Typography>
            {appointment.date} {appointment.time} · {appointment.durationMin ?? 30} min · {formatPence(appointment.pricePence)}
          </Typography>
          <Typography fontWeight={600}>{appointment.customerName}</Typography>
          <Typography>
            {appointment.serviceName} with {appointment.barberName}
          </Typography>
          <Typography color="text.secondary">
            {formatPhone(appointment.customerPhone)} {appointment.customerEmail}
          </Typography>
          {appointment.notes && <Typography sx={{ mt: 1 }}>{appointment.notes}</Typography>}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button color="error" disabled={cancelling.isPending} onClick={() => appointment && cancel(appointment)}>
          Cancel Appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
