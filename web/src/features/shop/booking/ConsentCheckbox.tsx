import { Checkbox, FormControlLabel } from '@mui/material';
import { useFormikContext } from 'formik';

/** The customer's agreement to hear from the shop (issue 36): unticked unless they tick it, never required. */
export const MARKETING_CONSENT_LABEL = "Email me about offers and when I'm due my next cut";

/** The box of the booking and waitlist forms; its value is sent as `marketingConsent`. */
export function ConsentCheckbox() {
  const f = useFormikContext<{ marketingConsent?: boolean }>();
  return (
    <FormControlLabel
      control={<Checkbox name="marketingConsent" checked={Boolean(f.values.marketingConsent)} onChange={f.handleChange} />}
      label={MARKETING_CONSENT_LABEL}
    />
  );
}
