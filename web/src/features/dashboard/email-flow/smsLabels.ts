import type { SmsEncoding, SmsStatus, SmsType } from '@barbershop/core/model';

export const SMS_TYPE_LABELS: Record<SmsType, string> = {
  sms_confirmation: 'Booking confirmation',
  sms_reminder: 'Reminder (day before)',
  sms_reminder_2h: 'Reminder (2 hours before)',
  sms_moved: 'Booking moved',
  sms_cancelled: 'Booking cancelled',
  sms_waitlist_offer: 'Waitlist offer',
  sms_reply: 'Reply to a text',
};

type ChipColor = 'success' | 'error' | 'default' | 'info';

/**
 * How a text's status reads. The last three never reached the provider: the chip says why.
 * (MUI's warning orange with white text is under the contrast axe asks of small text: grey.)
 */
export const SMS_STATUS_CHIPS: Record<SmsStatus, { label: string; color: ChipColor }> = {
  queued: { label: 'queued', color: 'default' },
  sent: { label: 'sent', color: 'info' },
  delivered: { label: 'delivered', color: 'success' },
  undelivered: { label: 'not delivered', color: 'error' },
  failed: { label: 'failed', color: 'error' },
  not_configured: { label: 'not sent: texts are off', color: 'default' },
  opted_out: { label: 'not sent: the number replied STOP', color: 'default' },
  over_allowance: { label: "not sent: this month's allowance is used up", color: 'default' },
};

/** "1 part, GSM-7", "3 parts, UCS-2": what the text cost and why. */
export const partsLabel = (segments: number, encoding: SmsEncoding): string =>
  `${segments} ${segments === 1 ? 'part' : 'parts'}, ${encoding}`;
