import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { dayjs, isBookingDate } from '@barbershop/core/time';
import 'dayjs/locale/en-gb';

/**
 * A date field for 'YYYY-MM-DD' strings (dates in the shop's zone), shown the UK way
 * (DD/MM/YYYY) whatever the browser's locale.
 */
export function DayPicker({
  label,
  value,
  onChange,
  minDate,
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
  minDate?: string;
}) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DatePicker
        label={label}
        value={dayjs(value)}
        minDate={minDate ? dayjs(minDate) : undefined}
        onChange={(v) => {
          // a date half typed ('02/12/0202') is valid to dayjs: the day changes once the year is whole
          const date = v?.isValid() ? v.format('YYYY-MM-DD') : '';
          if (isBookingDate(date)) onChange(date);
        }}
        slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
      />
    </LocalizationProvider>
  );
}
