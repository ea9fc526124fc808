import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import type { Service } from '@barbershop/core/model';
import { useState } from 'react';

/**
 * After a barber is added: the services set to "Only some barbers" would leave them out
 * silently, so the owner is asked which of those the new barber performs. All are ticked at
 * first, as every other service is theirs from the start; "Not now" leaves them out.
 */
export function NewBarberServicesDialog({
  barberName,
  restricted,
  busy,
  onSkip,
  onSave,
}: {
  barberName: string;
  restricted: readonly Service[];
  busy: boolean;
  onSkip: () => void;
  onSave: (performed: string[]) => void;
}) {
  const [ticked, setTicked] = useState(() => restricted.map((s) => s.id));
  const tick = (id: string, on: boolean) => setTicked((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <Dialog open onClose={onSkip} fullWidth maxWidth="xs" aria-labelledby="new-barber-services-title">
      <DialogTitle id="new-barber-services-title">Which of these services does {barberName} perform?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          These services are set to only some barbers. {barberName} performs every other service.
        </DialogContentText>
        <FormGroup role="group" aria-label={`Services ${barberName} performs`}>
          {restricted.map((s) => (
            <FormControlLabel
              key={s.id}
              control={<Checkbox checked={ticked.includes(s.id)} onChange={(e) => tick(s.id, e.target.checked)} />}
              label={s.name}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSkip}>Not now</Button>
        <Button variant="contained" disabled={busy} onClick={() => onSave(ticked)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
