import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The yes/no before leaving the waitlist (a held time is let go too). */
export function LeaveDialog({
  open,
  busy,
  onStay,
  onLeave,
}: {
  open: boolean;
  busy: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onStay} aria-labelledby="leave-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="leave-dialog-title">Leave the waitlist?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          We won&apos;t offer you any more times, and a time held for you now goes to the next person.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay} disabled={busy}>
          Stay on the list
        </Button>
        <Button variant="contained" color="error" onClick={onLeave} disabled={busy}>
          Leave the waitlist
        </Button>
      </DialogActions>
    </Dialog>
  );
}
