import { isFailedDelivery, nextSmsStatus, twilioStatusOf } from '@barbershop/core/sms';
import type { SmsLogEntry, SmsType } from '@barbershop/core/model';
import { db } from '../app/firebase';
import { smsLog, smsMessages } from '../data/collections';
import { sendReminderFallbackEmail } from '../sms/fallback';

/** What a status callback did: moved the log entry on, changed nothing (a repeat, late or unknown status), or found no text of ours. */
type StatusOutcome = 'updated' | 'unchanged' | 'unknown_message';

const REMINDERS: ReadonlySet<SmsType> = new Set<SmsType>(['sms_reminder', 'sms_reminder_2h']);

// Twilio's message SIDs (SM…, MM…): a document id of smsMessages, never a path.
const SID = /^[A-Za-z0-9]{2,64}$/;

/**
 * A delivery report from Twilio: the text's log entry takes the new status only when it moves it
 * forward (core nextSmsStatus), so repeats and callbacks arriving out of order change nothing.
 * A reminder that failed gets its email instead, once (sendReminderFallbackEmail claims it), also
 * when the failure is reported again after a fallback that did not get through.
 */
export async function applyTwilioStatus(params: Record<string, string>): Promise<StatusOutcome> {
  const sid = params.MessageSid ?? params.SmsSid ?? '';
  if (!SID.test(sid)) return 'unknown_message';
  const index = (await smsMessages().doc(sid).get()).data();
  if (!index) return 'unknown_message';
  const incoming = twilioStatusOf(params.MessageStatus ?? params.SmsStatus);
  const ref = smsLog(index.shopId).doc(index.logId);
  const result = await db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) return null;
    const next = incoming ? nextSmsStatus(entry.status, incoming) : null;
    if (!next) return { entry, updated: false };
    const changes: Partial<SmsLogEntry> = {
      status: next,
      statusAt: new Date(),
      ...(params.ErrorCode ? { error: String(params.ErrorCode).slice(0, 200) } : {}),
    };
    tx.update(ref, changes);
    return { entry: { ...entry, ...changes }, updated: true };
  });
  if (!result) return 'unknown_message';
  if (isFailedDelivery(result.entry.status) && REMINDERS.has(result.entry.smsType))
    await sendReminderFallbackEmail(index.shopId, index.logId);
  return result.updated ? 'updated' : 'unchanged';
}
