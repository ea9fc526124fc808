import { DEFAULT_REMINDER_CHANNELS, type SmsType } from '@barbershop/core/model';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../app/firebase';
import { appointments, smsLog } from '../data/collections';
import { sendReminderEmail } from '../email/automations';
import type { MailTransport } from '../email/transport';

const REMINDERS: ReadonlySet<SmsType> = new Set(['sms_reminder', 'sms_reminder_2h']);

/**
 * A reminder text that did not reach the customer (not sent, or failed or undelivered on the
 * way) goes as the email reminder instead, once: `fallbackEmailAt` is claimed on the log entry in
 * a transaction. Only while the booking is still scheduled and to come, and only for a customer
 * who has not had the email reminder anyway (they chose email too). Answers whether it went.
 */
export async function sendReminderFallbackEmail(shopId: string, logId: string, transport?: MailTransport): Promise<boolean> {
  const logRef = smsLog(shopId).doc(logId);
  const now = new Date();
  const a = await db.runTransaction(async (tx) => {
    const entry = (await tx.get(logRef)).data();
    if (!entry || entry.fallbackEmailAt || !REMINDERS.has(entry.smsType) || !entry.appointmentId) return null;
    const appointment = (await tx.get(appointments(shopId).doc(entry.appointmentId))).data();
    if (!appointment || appointment.status !== 'scheduled' || appointment.start.getTime() <= now.getTime()) return null;
    if (!appointment.customerEmail || (appointment.reminderChannels ?? DEFAULT_REMINDER_CHANNELS).email) return null;
    tx.update(logRef as DocumentReference, { fallbackEmailAt: now });
    return appointment;
  });
  if (!a) return false;
  await sendReminderEmail(shopId, a, transport);
  return true;
}
