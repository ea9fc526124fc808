import { allAppointments, appointments } from '../data/collections';
import { appointmentFacts, claim, HOUR, loadShop, sendReminderEmail, withChangeAdvice } from '../email/automations';
import type { MailTransport } from '../email/transport';
import { channelsOf, sendBookingText } from './bookingTexts';
import { sendReminderFallbackEmail } from './fallback';
import { smsWentOut } from './sendSms';

/**
 * Reminders for scheduled appointments starting within the next 24 hours. A booking made less
 * than a day ahead gets its reminder on the next run, as the spec promises one to everybody.
 * The booker's channels decide: a text when they chose texts, the email when they chose email,
 * and the email instead of a text that did not go out (texts off, STOP, the allowance used up,
 * refused: sms/fallback.ts). One claim (`reminderSentAt`) covers both.
 */
export async function runReminders(now = new Date(), transport?: MailTransport): Promise<number> {
  const due = await allAppointments()
    .where('status', '==', 'scheduled')
    .where('start', '>', now)
    .where('start', '<=', new Date(now.getTime() + 24 * HOUR))
    .get();
  let sent = 0;
  for (const doc of due.docs) {
    if (doc.get('reminderSentAt')) continue;
    const shopId = doc.get('shopId') as string;
    const ref = appointments(shopId).doc(doc.id);
    // a walk-in started when it was booked: there is nothing to remind of
    const a = await claim(
      ref,
      'reminderSentAt',
      (x) => x.status === 'scheduled' && !x.walkIn && x.start.getTime() > now.getTime(),
    );
    if (!a) continue;
    const channels = channelsOf(a);
    let text = null;
    if (channels.sms) {
      const shop = await loadShop(shopId);
      text = await sendBookingText('sms_reminder', shopId, a, await withChangeAdvice(ref, a, appointmentFacts(shop, a)));
    }
    if (channels.email && a.customerEmail) await sendReminderEmail(shopId, a, transport);
    else if (text && !smsWentOut(text.status)) await sendReminderFallbackEmail(shopId, text.logId, transport);
    else if (!text) continue;
    sent += 1;
  }
  return sent;
}

/**
 * The second text reminder, 2 hours before, for bookers who chose texts at shops that turned it
 * on (`Barbershop.sms.secondReminder`); claimed on `reminder2hSentAt`. Not for a booking made
 * inside those 2 hours: its confirmation has just told them. A text that did not go out falls
 * back to the email reminder, as the 24-hour one does.
 */
export async function runSmsReminders2h(now = new Date(), transport?: MailTransport): Promise<number> {
  const due = await allAppointments()
    .where('status', '==', 'scheduled')
    .where('start', '>', now)
    .where('start', '<=', new Date(now.getTime() + 2 * HOUR))
    .get();
  let sent = 0;
  for (const doc of due.docs) {
    if (doc.get('reminder2hSentAt') || doc.get('reminderChannels.sms') !== true) continue;
    const shopId = doc.get('shopId') as string;
    const shop = await loadShop(shopId);
    if (!shop.sms?.secondReminder) continue;
    const ref = appointments(shopId).doc(doc.id);
    const a = await claim(
      ref,
      'reminder2hSentAt',
      (x) =>
        x.status === 'scheduled' &&
        !x.walkIn &&
        x.start.getTime() > now.getTime() &&
        x.createdAt.getTime() < x.start.getTime() - 2 * HOUR,
    );
    if (!a) continue;
    const text = await sendBookingText('sms_reminder_2h', shopId, a, await withChangeAdvice(ref, a, appointmentFacts(shop, a)));
    if (text && !smsWentOut(text.status)) await sendReminderFallbackEmail(shopId, text.logId, transport);
    if (text) sent += 1;
  }
  return sent;
}
