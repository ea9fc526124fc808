import Close from '@mui/icons-material/Close';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MAX_SERVICES_PER_BOOKING, visitOf } from '@barbershop/core/booking';
import type { Service } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';

const label = (index: number) => (index === 0 ? 'Service' : `Service ${index + 1}`);

/**
 * The services of one visit, in order: a select each ('' until chosen), add and remove, and the
 * visit's total time and price (its buffer time too, which only the shop sees).
 */
export function VisitServicesField({
  services,
  value,
  onChange,
}: {
  /** the services that may be chosen (the active ones) */
  services: readonly Service[];
  value: readonly string[];
  onChange: (serviceIds: string[]) => void;
}) {
  const chosen = value.flatMap((id) => services.filter((s) => s.id === id));
  const visit = visitOf(chosen);
  const set = (index: number, id: string) => onChange(value.map((v, i) => (i === index ? id : v)));
  const canAdd = value.length < MAX_SERVICES_PER_BOOKING && chosen.length < services.length && !value.includes('');
  return (
    <Stack spacing={1}>
      {value.map((id, index) => (
        <Stack key={index} direction="row" spacing={1} alignItems="center">
          <TextField
            select
            fullWidth
            label={label(index)}
            value={id}
            onChange={(e) => set(index, e.target.value)}
            slotProps={{ select: { name: `serviceIds.${index}` } }}
          >
            {services
              .filter((s) => s.id === id || !value.includes(s.id))
              .map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name} · {s.durationMin} min · {formatPence(s.pricePence)}
                </MenuItem>
              ))}
          </TextField>
          {value.length > 1 && (
            <IconButton
              aria-label={`Remove ${label(index).toLowerCase()}`}
              onClick={() => onChange(value.filter((_v, i) => i !== index))}
            >
              <Close />
            </IconButton>
          )}
        </Stack>
      ))}
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1}>
        <Button onClick={() => onChange([...value, ''])} disabled={!canAdd}>
          + Add service
        </Button>
        {chosen.length > 0 && (
          <Typography variant="body2" data-testid="visit-total">
            Total: {visit.durationMin} min · {formatPence(visit.pricePence)}
            {visit.bufferMin > 0 && ` (then ${visit.bufferMin} min buffer time)`}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
