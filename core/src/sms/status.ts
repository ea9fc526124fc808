import type { SmsStatus } from '../model/sms';

// The provider's states only move forward; the three last ones are final. Statuses decided
// before sending (not_configured, opted_out, over_allowance) have no rank: nothing follows them.
const RANK: Partial<Record<SmsStatus, number>> = { queued: 0, sent: 1, delivered: 2, undelivered: 2, failed: 2 };
const FINAL_RANK = 2;

/**
 * The status a log entry takes when the provider reports `incoming`, or null to ignore the report:
 * a repeat, an older state arriving late (callbacks come out of order), or anything after a final state.
 */
export function nextSmsStatus(current: SmsStatus, incoming: SmsStatus): SmsStatus | null {
  const from = RANK[current];
  const to = RANK[incoming];
  if (from === undefined || to === undefined) return null;
  if (from >= FINAL_RANK || to <= from) return null;
  return incoming;
}

/** The provider could not deliver the text: a reminder falls back to email. */
export const isFailedDelivery = (status: SmsStatus): boolean => status === 'failed' || status === 'undelivered';

const TWILIO_STATUS: Record<string, SmsStatus> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

/** Twilio's MessageStatus as our status, or null for one we don't know (ignored). */
export function twilioStatusOf(raw: unknown): SmsStatus | null {
  return typeof raw === 'string' ? (TWILIO_STATUS[raw.trim().toLowerCase()] ?? null) : null;
}
