import { Chip } from '@mui/material';

/** How an email log status reads in the activity table; anything else shows as stored. */
const STATUS_CHIPS: Record<string, { label: string; color: 'success' | 'error' | 'default' }> = {
  sent: { label: 'sent', color: 'success' },
  failed: { label: 'failed', color: 'error' },
  // a deployed project without a SendGrid key: the owner must know nothing went out. MUI's
  // warning orange with white text is under the 4.5:1 contrast axe asks of small text.
  not_configured: { label: 'not sent (email not configured)', color: 'default' },
};

export function EmailStatusChip({ status }: { status: string }) {
  const chip = STATUS_CHIPS[status] ?? { label: status, color: 'error' as const };
  return <Chip size="small" label={chip.label} color={chip.color} />;
}
