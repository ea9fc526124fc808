import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem } from '@mui/material';
import type { Appointment } from '@barbershop/core/model';
import { dayjs } from '@barbershop/core/time';

const plural = (n: number) => (n === 1 ? '1 booking' : `${n} bookings`);

/**
 * The bookings a new time block would cover: the owner cancels them (each customer is emailed)
 * and blocks the time, or goes back to the form. Nothing is saved until they choose.
 */
export function BookingsUnderBlockDialog({
  bookings,
  busy,
  onCancelAndBlock,
  onBack,
}: {
  bookings: readonly Pick<Appointment, 'id' | 'date' | 'time' | 'customerName' | 'serviceName'>[];
  busy: boolean;
  onCancelAndBlock: () => void;
  onBack: () => void;
}) {
  return (
    <Dialog open onClose={() => !busy && onBack()} fullWidth maxWidth="sm" aria-labelledby="bookings-under-block-title">
      <DialogTitle id="bookings-under-block-title">This time has bookings</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Blocking this time covers {plural(bookings.length)}. Cancel {bookings.length === 1 ? 'it' : 'them'} and block the time
          (each customer gets a cancellation email), or go back and change the block.
        </DialogContentText>
        <List dense aria-label="Bookings in this time">
          {bookings.map((a) => (
            <ListItem key={a.id} disableGutters data-testid="booking-under-block">
              <span>
                <strong>
                  {dayjs.utc(a.date).format('ddd D MMM YYYY')} {a.time}
                </strong>{' '}
                · {a.customerName} · {a.serviceName}
              </span>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={busy}>
          Go back
        </Button>
        <Button color="error" variant="contained" onClick={onCancelAndBlock} disabled={busy}>
          Cancel these bookings and block
        </Button>
      </DialogActions>
    </Dialog>
  );
}
