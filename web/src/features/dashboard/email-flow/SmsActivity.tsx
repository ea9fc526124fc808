import { Alert, Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SmsActivityLogDto } from '@barbershop/core/api';
import { formatPhone } from '@barbershop/core/phone';
import { dayjs } from '@barbershop/core/time';
import { SMS_NOT_AVAILABLE_LINE, SMS_TURNED_OFF_LINE, SMS_USED_UP_LINE } from '../../../shared/sms/smsLines';
import { useSmsActivity } from '../../../shared/sms/useSmsActivity';
import { SmsStatusChip } from './SmsStatusChip';
import { partsLabel, SMS_TYPE_LABELS } from './smsLabels';

/** On a phone each text is a block of lines (the body is long): the status stays in sight, no sideways scrolling. */
const STACKED_ON_PHONE = {
  '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
  '& tbody tr': {
    display: { xs: 'block', sm: 'table-row' },
    py: { xs: 1, sm: 0 },
    borderBottom: { xs: 1, sm: 0 },
    borderColor: 'divider',
  },
  '& tbody td': {
    display: { xs: 'block', sm: 'table-cell' },
    borderBottom: { xs: 0, sm: 1 },
    borderColor: 'divider',
    py: { xs: 0.25, sm: 0.75 },
  },
} as const;

/** Why no text goes out now, if none does: the platform, the shop's switch, the month's allowance. */
function Notice({ log }: { log: SmsActivityLogDto }) {
  if (!log.available) return <Alert severity="info">{SMS_NOT_AVAILABLE_LINE}</Alert>;
  if (!log.enabled) return <Alert severity="info">{SMS_TURNED_OFF_LINE}</Alert>;
  if (log.used >= log.allowance) return <Alert severity="warning">{SMS_USED_UP_LINE}</Alert>;
  return null;
}

/** The Email Flow's "Text messages" view (issue 38): the newest texts, with their parts and status. */
export function SmsActivity({ shopId, timezone }: { shopId: string; timezone: string }) {
  const activity = useSmsActivity(shopId);
  const log = activity.data;
  const when = (iso: string) => dayjs(iso).tz(timezone).format('D MMM YYYY, HH:mm');
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Recent Text Messages
        </Typography>
        {activity.isPending ? (
          <Typography color="text.secondary">Loading...</Typography>
        ) : activity.isError || !log ? (
          <Alert severity="error">Could not load the text messages.</Alert>
        ) : (
          <>
            <Notice log={log} />
            {log.available && (
              <Typography color="text.secondary">
                Text messages this month: {log.used} of {log.allowance}
              </Typography>
            )}
            {log.messages.length === 0 ? (
              <Typography color="text.secondary">No text messages yet</Typography>
            ) : (
              // focusable, so a keyboard can scroll it if it is wider than the screen (WCAG 2.1.1)
              <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Recent text messages, scrollable">
                <Table size="small" aria-label="Recent text messages" sx={STACKED_ON_PHONE}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Text</TableCell>
                      <TableCell>Recipient</TableCell>
                      <TableCell>Parts</TableCell>
                      <TableCell>Date</TableCell>
                      <TableCell>Status</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {log.messages.map((m) => (
                      <TableRow key={m.id}>
                        <TableCell sx={{ minWidth: 200 }}>
                          {SMS_TYPE_LABELS[m.smsType] ?? m.smsType}
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                          >
                            {m.body}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(m.to)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{partsLabel(m.segments, m.encoding)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(m.createdAt)}</TableCell>
                        <TableCell>
                          <SmsStatusChip status={m.status} />
                          {m.error && (
                            <Typography variant="body2" color="text.secondary">
                              {/^\d+$/.test(m.error) ? `Error ${m.error}` : m.error}
                            </Typography>
                          )}
                          {m.fallbackEmail && (
                            <Typography variant="body2" color="text.secondary">
                              Emailed instead
                            </Typography>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
