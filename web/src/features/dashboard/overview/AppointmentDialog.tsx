import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { appointmentServicesOf, formatPence, formatPhone, type Appointment } from '@barbershop/core';
import { useToast } from '../../../shared/ui/toast';
import { useCancelAppointment } from '../mutations';
import { changeFailedReason } from '../shared/changeFailedReason';

/**
 * A visit of several services: each with its time and price, then the total (the line above has
 * it for one service). The buffer time is the shop's only: the customer is never told.
 */
function VisitLines({ appointment }: { appointment: Appointment }) {
  const services = appointmentServicesOf(appointment);
  const line = (label: string, min: number, pence: number, bold = false) => (
    <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ fontWeight: bold ? 700 : undefined }}>
      <span>{label}</span>
      <span>
        {min} min · {formatPence(pence)}
      </span>
    </Stack>
  );
  return (
    <Box aria-label="Services" role="group" sx={{ my: 1 }}>
      {services.length > 1 && (
        <>
          {services.map((s) => (
            <Box key={s.serviceId}>{line(s.name, s.durationMin, s.pricePence)}</Box>
          ))}
          {line('Total', appointment.durationMin, appointment.pricePence, true)}
        </>
      )}
      {(appointment.bufferMin ?? 0) > 0 && (
        <Typography variant="body2" color="text.secondary">
          Then {appointment.bufferMin} min buffer time
        </Typography>
      )}
    </Box>
  );
}

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
          <VisitLines appointment={appointment} />
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
