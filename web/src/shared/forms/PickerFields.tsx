import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { dayjs } from '@barbershop/core/time';
import type { ReactNode } from 'react';
import 'dayjs/locale/en-gb';

/** The dashboard's date and time fields: UK formats (DD/MM/YYYY, 24-hour) whatever the browser's locale. */
export function UkPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      {children}
    </LocalizationProvider>
  );
}

interface FieldProps {
  label: string;
  /** 'YYYY-MM-DD' or 'HH:mm'; '' while nothing valid is typed (the form's schema then says what is missing) */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

// A plain <input> per field (not the sectioned one), so a label finds the text box to type in.
const textField = ({ onBlur, error, helperText, size, fullWidth }: FieldProps) => ({
  textField: { onBlur, error, helperText, size, fullWidth },
});

export function DateField(props: FieldProps & { minDate?: string; maxDate?: string }) {
  const { label, value, onChange, disabled, minDate, maxDate } = props;
  return (
    <DatePicker
      label={label}
      enableAccessibleFieldDOMStructure={false}
      value={value ? dayjs(value) : null}
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      disabled={disabled}
      onChange={(v) => onChange(v?.isValid() ? v.format('YYYY-MM-DD') : '')}
      slotProps={textField(props)}
    />
  );
}

export function TimeField(props: FieldProps) {
  const { label, value, onChange, disabled } = props;
  return (
    <TimePicker
      label={label}
      ampm={false}
      enableAccessibleFieldDOMStructure={false}
      value={value ? dayjs(`2000-01-01T${value}:00`) : null}
      disabled={disabled}
      onChange={(v) => onChange(v?.isValid() ? v.format('HH:mm') : '')}
      slotProps={textField(props)}
    />
  );
}
