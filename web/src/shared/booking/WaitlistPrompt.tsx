import { Alert, Button, Stack, Typography } from '@mui/material';
import { TOUCH_TARGET_PX } from './SlotList';

/** The days "Next available" may be ahead before the waitlist is offered beside it. */
export const WAITLIST_FAR_DAYS = 7;

/**
 * "Join the waitlist" under the times (issue 36). A day with nothing free (the list says so) asks first; a day
 * with free times (or none chosen) still offers it, since the calendar greys out a fully booked
 * day and the customer can name it in the form.
 */
export function WaitlistPrompt({ noneFree, onJoin }: { noneFree: boolean; onJoin: () => void }) {
  const button = (
    <Button variant={noneFree ? 'contained' : 'text'} color="secondary" onClick={onJoin} sx={{ minHeight: TOUCH_TARGET_PX }}>
      Join the waitlist
    </Button>
  );
  if (noneFree)
    return (
      <Alert severity="info" action={button} sx={{ alignItems: 'center' }}>
        Want this day? We&apos;ll email you when a time frees up.
      </Alert>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        Can&apos;t find the day or time you want?
      </Typography>
      {button}
    </Stack>
  );
}
