import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { ownerMoveSchema } from '@barbershop/core/calendar';
import type { Appointment } from '@barbershop/core/model';
import { useFormik } from 'formik';
import { useState } from 'react';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { NotifyCustomerField } from './NotifyCustomerField';
import { useMoveWithUndo, type MoveTarget } from './useMoveWithUndo';

export interface PendingMove {
  appointment: Appointment;
  to: MoveTarget;
  /** the barber it goes to, as the question names them */
  barberName: string;
}

const notifySchema = ownerMoveSchema.pick(['notifyCustomer']);

/**
 * A card dropped on another cell is not moved until the owner says so: "Move Sam to 21:00 with
 * Alex?", with "Notify customer" ticked; a slip of the mouse is one Cancel away. A refusal (taken,
 * a break) is said here and the dialog stays open; the toast after a move offers Undo.
 */
export function MoveConfirmDialog({ pending, onClose }: { pending: PendingMove | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(pending)} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Move appointment</DialogTitle>
      {pending && (
        <MoveConfirmForm
          key={`${pending.appointment.id}-${pending.to.barberId}-${pending.to.time}`}
          pending={pending}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function MoveConfirmForm({ pending, onClose }: { pending: PendingMove; onClose: () => void }) {
  const { moveAppointment } = useMoveWithUndo();
  const [refused, setRefused] = useState<string | null>(null);
  const { appointment: a, to, barberName } = pending;
  const f = useFormik({
    initialValues: { notifyCustomer: true },
    validationSchema: notifySchema,
    onSubmit: async ({ notifyCustomer }) => {
      setRefused(null);
      try {
        await moveAppointment(a, to, notifyCustomer);
        onClose();
      } catch (err) {
        setRefused(changeFailedReason(err) ?? 'The appointment could not be moved. Please try again.');
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={f.handleSubmit} aria-label="Confirm move">
      <DialogContent sx={{ pt: 0 }}>
        <Typography>
          Move {a.customerName} to {to.time} with {barberName}?
        </Typography>
        <NotifyCustomerField f={f} appointment={a} />
        {refused && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refused}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={f.isSubmitting}>
          {f.isSubmitting ? 'Moving...' : 'Move'}
        </Button>
      </DialogActions>
    </Box>
  );
}
