import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import type { ReminderChannels } from '@barbershop/core/model';
import { useFormikContext } from 'formik';

export const EMAIL_ONLY_LINE = 'This shop sends reminders by email.';
export const NO_REMINDERS_LINE = "You won't get reminders. We'll still email your booking confirmation.";

/**
 * "Send me reminders by" (issue 38): texts and/or emails, sent as `reminderChannels`. A shop that
 * doesn't offer texts (or a platform without them) has no choice to make: one line says so.
 */
export function ReminderChoice({ textReminders }: { textReminders?: boolean }) {
  const f = useFormikContext<{ reminderChannels?: ReminderChannels }>();
  const channels = f.values.reminderChannels;
  if (!textReminders || !channels) return <Typography color="text.secondary">{EMAIL_ONLY_LINE}</Typography>;
  const box = (channel: keyof ReminderChannels, label: string) => (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={`reminderChannels.${channel}`}
          checked={channels[channel]}
          onChange={(e) => void f.setFieldValue(`reminderChannels.${channel}`, e.target.checked)}
        />
      }
    />
  );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Send me reminders by</FormLabel>
      <FormGroup row>
        {box('sms', 'Text message')}
        {box('email', 'Email')}
      </FormGroup>
      <FormHelperText>
        {channels.sms || channels.email
          ? 'Texts go to the phone number above. Reply STOP to any text to stop them.'
          : NO_REMINDERS_LINE}
      </FormHelperText>
    </FormControl>
  );
}
