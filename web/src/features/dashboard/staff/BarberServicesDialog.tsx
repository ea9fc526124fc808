import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import { performs } from '@barbershop/core/booking';
import type { Barber, Service } from '@barbershop/core/model';
import { performedByNobody, performerChanges } from '@barbershop/core/shop';
import { useState } from 'react';

/**
 * Which services one barber performs: a checkbox each. Saving hands over the ids ticked; a
 * barber may be left with none (shown plainly), and a service nobody would perform is named.
 */
export function BarberServicesDialog({
  barber,
  barbers,
  services,
  busy,
  onClose,
  onSave,
}: {
  barber: Pick<Barber, 'id' | 'name'>;
  barbers: readonly Pick<Barber, 'id'>[];
  services: readonly Service[];
  busy: boolean;
  onClose: () => void;
  onSave: (performed: string[]) => void;
}) {
  const [performed, setPerformed] = useState(() => services.filter((s) => performs(barber.id, s)).map((s) => s.id));
  const everyBarberId = barbers.map((b) => b.id);
  const orphaned = performerChanges(services, barber.id, performed, everyBarberId)
    .filter((c) => performedByNobody({ barberIds: c.barberIds }, everyBarberId))
    .map((c) => c.service.name);
  const tick = (id: string, on: boolean) => setPerformed((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Services of {barber.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {services.length === 0 ? (
            <Typography color="text.secondary">No services yet: add them in the Services tab.</Typography>
          ) : (
            <FormGroup role="group" aria-label={`Services ${barber.name} performs`}>
              {services.map((s) => (
                <FormControlLabel
                  key={s.id}
                  control={<Checkbox checked={performed.includes(s.id)} onChange={(e) => tick(s.id, e.target.checked)} />}
                  label={s.isActive === false ? `${s.name} (inactive)` : s.name}
                />
              ))}
            </FormGroup>
          )}
          {services.length > 0 && performed.length === 0 && (
            <Alert severity="warning">{barber.name} will perform no services: customers cannot book them.</Alert>
          )}
          {orphaned.length > 0 && (
            <Alert severity="warning">
              No barber will perform {orphaned.join(', ')}: customers cannot book {orphaned.length === 1 ? 'it' : 'them'}.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => onSave(performed)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
