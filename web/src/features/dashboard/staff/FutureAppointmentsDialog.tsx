import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FutureAppointmentsDto } from '@barbershop/core/api';
import { dayjs } from '@barbershop/core/time';
import { useState } from 'react';

export type StaffChange = 'delete' | 'deactivate' | 'update';
type Choice = 'move' | 'cancel';

/** The request's `futureAppointments`: one choice per appointment, moves to the suggested barber. */
export interface FutureHandling {
  appointments: { appointmentId: string; action: Choice; barberId?: string }[];
}

const plural = (n: number) => `${n} future booking${n === 1 ? '' : 's'}`;

/**
 * Deleting or deactivating a barber who still has bookings: how many, and for each (or all at
 * once) move it to the barber who does the service and is free at that time (the customer gets
 * the "moved" email) or cancel it (the customer gets the cancellation email). Nothing changes until Confirm.
 */
export function FutureAppointmentsDialog({
  barberName,
  change,
  future,
  busy,
  onConfirm,
  onClose,
}: {
  barberName: string;
  change: 'delete' | 'deactivate';
  future: FutureAppointmentsDto;
  busy: boolean;
  onConfirm: (handling: FutureHandling) => void;
  onClose: () => void;
}) {
  const initial = () =>
    Object.fromEntries(future.appointments.map((a) => [a.id, (a.suggestedBarberId ? 'move' : 'cancel') as Choice]));
  const [choices, setChoices] = useState<Record<string, Choice>>(initial);
  const anyMovable = future.appointments.some((a) => a.suggestedBarberId);
  const setAll = (choice: Choice) =>
    setChoices(
      Object.fromEntries(future.appointments.map((a) => [a.id, choice === 'move' && !a.suggestedBarberId ? 'cancel' : choice])),
    );
  const verb = change === 'delete' ? 'delete' : 'deactivate';

  function confirm() {
    onConfirm({
      appointments: future.appointments.map((a) =>
        choices[a.id] === 'move' && a.suggestedBarberId
          ? { appointmentId: a.id, action: 'move', barberId: a.suggestedBarberId }
          : { appointmentId: a.id, action: 'cancel' },
      ),
    });
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby="future-bookings-title">
      <DialogTitle id="future-bookings-title">
        {change === 'delete' ? 'Delete staff member' : 'Deactivate staff member'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {barberName} has {plural(future.futureAppointments)}. Choose for each whether to move it to another barber who does the
          service and is free at that time (the customer gets an email with the new details) or to cancel it (the customer gets a
          cancellation email), then {verb} {barberName}.
        </DialogContentText>
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          <Button variant="outlined" size="small" disabled={!anyMovable} onClick={() => setAll('move')}>
            Move all to suggested barbers
          </Button>
          <Button variant="outlined" size="small" color="error" onClick={() => setAll('cancel')}>
            Cancel all
          </Button>
        </Stack>
        <Stack spacing={2}>
          {future.appointments.map((a) => {
            const when = `${dayjs.utc(a.date).format('ddd D MMM YYYY')} ${a.time}`;
            return (
              <Stack
                key={a.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                alignItems={{ sm: 'center' }}
                justifyContent="space-between"
                data-testid="future-booking"
              >
                <Typography>
                  <strong>{when}</strong> · {a.customerName} · {a.serviceName}
                </Typography>
                <TextField
                  select
                  size="small"
                  sx={{ minWidth: 220 }}
                  label={`Booking ${when} ${a.customerName}`}
                  value={choices[a.id]}
                  onChange={(e) => setChoices({ ...choices, [a.id]: e.target.value as Choice })}
                >
                  {a.suggestedBarberId && <MenuItem value="move">Move to {a.suggestedBarberName}</MenuItem>}
                  <MenuItem value="cancel">Cancel booking</MenuItem>
                </TextField>
              </Stack>
            );
          })}
        </Stack>
        {!anyMovable && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No other barber who does these services is free at these times, so they can only be cancelled.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Back
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {change === 'delete' ? 'Apply and delete' : 'Apply and deactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
