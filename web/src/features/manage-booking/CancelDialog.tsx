import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The yes/no before a cancellation. */
export function CancelDialog({
  open,
  busy,
  onKeep,
  onCancel,
  advice = '',
}: {
  open: boolean;
  /** what a cancel now does with the deposit or card ("... your £4.00 deposit is refunded.") */
  advice?: string;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onKeep} aria-labelledby="cancel-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-dialog-title">Cancel Appointment</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to cancel this appointment?</DialogContentText>
        {advice && <DialogContentText sx={{ mt: 1 }}>{advice}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeep} disabled={busy}>
          Keep Appointment
        </Button>
        <Button variant="contained" color="error" onClick={onCancel} disabled={busy}>
          Cancel Appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
