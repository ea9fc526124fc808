import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { DAY_NAMES, dayjs } from '@barbershop/core/time';
import type { FormikProps } from 'formik';
import 'dayjs/locale/en-gb';

/** Any form holding a week of hours: the wizard's last step, and Settings' hours dialog. */
type HoursForm = FormikProps<{ hours: BusinessHoursEntry[] }>;

/** Monday first, as UK shops list their week; entries keep dayOfWeek 0 = Sunday. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** An 'HH:mm' time of the form as the picker's value (the date part is never shown). */
export const timeValue = (time: string) => (time ? dayjs(`2000-01-01T${time}`) : null);

/** The picker's value back as 'HH:mm'; '' while it is incomplete. */
export const timeText = (value: dayjs.Dayjs | null) => (value?.isValid() ? value.format('HH:mm') : '');

function HoursTimePicker({
  formik,
  name,
  label,
  value,
  disabled,
}: {
  formik: HoursForm;
  name: string;
  label: string;
  value: string;
  disabled: boolean;
}) {
  return (
    <TimePicker
      label={label}
      ampm={false}
      value={timeValue(value)}
      onChange={(v) => void formik.setFieldValue(name, timeText(v))}
      disabled={disabled}
      slotProps={{ textField: { size: 'small', name, sx: { width: 170 } } }}
    />
  );
}

export function HoursStep<V extends { hours: BusinessHoursEntry[] }>({ formik: form }: { formik: FormikProps<V> }) {
  const formik = form as unknown as HoursForm;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
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
              <HoursTimePicker
                formik={formik}
                name={`hours.${i}.startTime`}
                label={`${dayName} opening time`}
                value={entry.startTime}
                disabled={!entry.isActive}
              />
              <HoursTimePicker
                formik={formik}
                name={`hours.${i}.endTime`}
                label={`${dayName} closing time`}
                value={entry.endTime}
                disabled={!entry.isActive}
              />
            </Stack>
          );
        })}
      </Stack>
    </LocalizationProvider>
  );
}
