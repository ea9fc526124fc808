import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useFormikContext } from 'formik';

export const POLICY_REQUIRED = 'Please accept the booking policy';

/** The booking policy for this visit, with its amounts, and the box the customer ticks before Confirm. */
export function PolicyAcceptance({ text }: { text: string }) {
  const f = useFormikContext<{ policyAccepted?: boolean }>();
  const error = f.submitCount > 0 || f.touched.policyAccepted ? f.errors.policyAccepted : undefined;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        Booking policy
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
      <FormControlLabel
        control={<Checkbox name="policyAccepted" checked={Boolean(f.values.policyAccepted)} onChange={f.handleChange} />}
        label="I accept the booking policy *"
      />
      {error && <FormHelperText error>{String(error)}</FormHelperText>}
    </Box>
  );
}
