import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem } from '@mui/material';
import { outsideShopHoursLines, type OutsideShopHours } from '@barbershop/core/slots';

/**
 * Before a barber's hours are saved: the times the shop's hours leave out cannot be booked
 * (slots need both open). The owner fixes them or saves anyway (e.g. before changing the shop's hours).
 */
export function OutsideShopHoursDialog({
  barberName,
  days,
  busy,
  onFix,
  onSaveAnyway,
}: {
  barberName: string;
  days: readonly OutsideShopHours[];
  busy: boolean;
  onFix: () => void;
  onSaveAnyway: () => void;
}) {
  return (
    <Dialog open onClose={onFix} aria-labelledby="outside-hours-title" aria-describedby="outside-hours-text">
      <DialogTitle id="outside-hours-title">Outside the shop's hours</DialogTitle>
      <DialogContent>
        <DialogContentText id="outside-hours-text">
          Customers can book {barberName} only while the shop is open. These hours are outside the shop's business hours, so they
          cannot be booked:
        </DialogContentText>
        <List dense aria-label="Hours outside the shop's hours">
          {outsideShopHoursLines(days).map((line) => (
            <ListItem key={line} disableGutters>
              {line}
            </ListItem>
          ))}
        </List>
        <DialogContentText>Change the shop's hours in Settings, Business, to open then.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFix}>Fix hours</Button>
        <Button variant="contained" onClick={onSaveAnyway} disabled={busy}>
          Save anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
