import { Alert, LinearProgress, Skeleton, Typography } from '@mui/material';
import { SectionCard } from '../ui/SectionCard';
import { SMS_NOT_AVAILABLE_LINE, SMS_USED_UP_LINE } from './smsLines';
import { useSmsActivity } from './useSmsActivity';

/** Settings, Subscription tab: this month's text parts against the allowance (issue 38). */
export function SmsUsageCard({ shopId }: { shopId: string }) {
  const activity = useSmsActivity(shopId);
  const log = activity.data;
  return (
    <SectionCard title="Text Messages" variant="outlined" spacing={1.5}>
      {activity.isError && <Alert severity="error">Could not load this month&apos;s text messages.</Alert>}
      {activity.isPending && <Skeleton variant="rounded" height={48} />}
      {log && !log.available && <Typography color="text.secondary">{SMS_NOT_AVAILABLE_LINE}</Typography>}
      {log?.available && (
        <>
          <Typography>
            Text messages this month: {log.used} of {log.allowance}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={log.allowance > 0 ? Math.min(100, (log.used / log.allowance) * 100) : 100}
            color={log.used >= log.allowance ? 'error' : 'primary'}
            aria-label="Text message parts used this month"
          />
          <Typography variant="body2" color="text.secondary">
            Counted in parts: a text of up to 160 plain characters is one part, and the count starts again each month.
          </Typography>
          {log.used >= log.allowance && <Alert severity="warning">{SMS_USED_UP_LINE}</Alert>}
        </>
      )}
    </SectionCard>
  );
}
