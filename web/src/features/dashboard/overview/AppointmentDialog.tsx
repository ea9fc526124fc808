import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { formatPence, formatPhone, type Appointment } from '@barbershop/core';
import { useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { api, ApiError } from '../../../lib/api/client';

/** An appointment's details with Cancel Appointment (DELETE /api/appointments/{id}). */
export function AppointmentDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function cancel(a: Appointment) {
    setBusy(true);
    try {
      await api.delete(`/api/appointments/${a.id}`);
      toast({ title: 'Appointment cancelled', description: 'Successfully cancelled appointment' });
      onClose();
    } catch (err) {
      toast({
        title: 'Failed to cancel appointment',
        description: err instanceof ApiError ? err.serverMessage : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

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
        <Button color="error" disabled={busy} onClick={() => appointment && cancel(appointment)}>
          Cancel Appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
