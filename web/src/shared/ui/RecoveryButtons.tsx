import { Button, Stack } from '@mui/material';
import { isFramed } from './framing';

/** The ways out of a full-page failure: try again (when offered), reload, or go home. */
export function RecoveryButtons({
  onRetry,
  retryDisabled,
  reloadLabel,
}: {
  /** without it, Try Again is not shown */
  onRetry?: () => void;
  retryDisabled?: boolean;
  reloadLabel: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center" sx={{ mt: 3 }}>
      {onRetry && (
        <Button variant="contained" onClick={onRetry} disabled={retryDisabled}>
          Try Again
        </Button>
      )}
      <Button variant="outlined" onClick={() => window.location.reload()}>
        {reloadLabel}
      </Button>
      {/* framed (the booking flow on a shop's site), home opens outside the frame */}
      <Button variant="text" href="/" {...(isFramed() ? { target: '_blank', rel: 'noopener' } : {})}>
        Go to Home
      </Button>
    </Stack>
  );
}
