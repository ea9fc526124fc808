import { Chip } from '@mui/material';
import type { SmsStatus } from '@barbershop/core/model';
import { SMS_STATUS_CHIPS } from './smsLabels';

export function SmsStatusChip({ status }: { status: SmsStatus }) {
  const chip = SMS_STATUS_CHIPS[status] ?? { label: status, color: 'error' as const };
  return <Chip size="small" label={chip.label} color={chip.color} />;
}
