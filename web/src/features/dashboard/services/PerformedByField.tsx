import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { Barber } from '@barbershop/core/model';

export interface PerformedBy {
  everyBarber: boolean;
  /** the barbers chosen, when not every barber */
  barberIds: string[];
}

/** "Performed by" of the service form: every barber, or the barbers ticked. */
export function PerformedByField({
  barbers,
  value,
  error,
  onChange,
}: {
  barbers: readonly Pick<Barber, 'id' | 'name' | 'isActive'>[];
  value: PerformedBy;
  error?: string;
  onChange: (value: PerformedBy) => void;
}) {
  const choose = (everyBarber: boolean) =>
    // Choosing barbers starts from all of them ticked: the owner unticks those who don't.
    onChange({ everyBarber, barberIds: value.barberIds.length > 0 ? value.barberIds : barbers.map((b) => b.id) });
  const tick = (id: string, on: boolean) =>
    onChange({ ...value, barberIds: on ? [...value.barberIds, id] : value.barberIds.filter((x) => x !== id) });
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Performed by</FormLabel>
      <RadioGroup
        row
        name="everyBarber"
        value={value.everyBarber ? 'every' : 'chosen'}
        onChange={(e) => choose(e.target.value === 'every')}
      >
        <FormControlLabel value="every" control={<Radio />} label="Every barber" />
        <FormControlLabel value="chosen" control={<Radio />} label="Only some barbers" />
      </RadioGroup>
      {!value.everyBarber && (
        <FormGroup role="group" aria-label="Barbers who perform it" sx={{ pl: 1 }}>
          {barbers.map((b) => (
            <FormControlLabel
              key={b.id}
              control={<Checkbox checked={value.barberIds.includes(b.id)} onChange={(e) => tick(b.id, e.target.checked)} />}
              label={b.isActive === false ? `${b.name} (inactive)` : b.name}
            />
          ))}
        </FormGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
