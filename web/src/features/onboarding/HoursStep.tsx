import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { DAY_NAMES } from '@barbershop/core';
import type { FormikProps } from 'formik';
import type { WizardValues } from './wizardForm';

/** Monday first, as UK shops list their week; entries keep dayOfWeek 0 = Sunday. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function HoursStep({ formik }: { formik: FormikProps<WizardValues> }) {
  return (
    <Stack spacing={1.5}>
      {DISPLAY_ORDER.map((day) => {
        const i = formik.values.hours.findIndex((h) => h.dayOfWeek === day);
        const entry = formik.values.hours[i];
        if (!entry) return null;
        const dayName = DAY_NAMES[day];
        return (
          <Stack key={day} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography sx={{ width: 110, fontWeight: 600 }}>{dayName}</Typography>
            <FormControlLabel
              sx={{ width: 120 }}
              control={
                <Switch
                  checked={entry.isActive}
                  onChange={(e) => formik.setFieldValue(`hours.${i}.isActive`, e.target.checked)}
                />
              }
              label={entry.isActive ? 'Open' : 'Closed'}
            />
            <TextField
              label={`${dayName} opening time`}
              type="time"
              size="small"
              name={`hours.${i}.startTime`}
              value={entry.startTime}
              onChange={formik.handleChange}
              disabled={!entry.isActive}
            />
            <TextField
              label={`${dayName} closing time`}
              type="time"
              size="small"
              name={`hours.${i}.endTime`}
              value={entry.endTime}
              onChange={formik.handleChange}
              disabled={!entry.isActive}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
