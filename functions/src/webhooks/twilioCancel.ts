import type { Appointment, Barbershop, SmsType } from '@barbershop/core/model';
import { canManageOnline } from '@barbershop/core/booking';
import { toE164 } from '@barbershop/core/phone';
import { smsCancelDoneReply, smsCancelRefusedReply, smsNoBookingReply } from '@barbershop/core/sms';
import { appointments, shops, smsThreads } from '../data/collections';
import { HttpError } from '../errors';
import { cancelAsCustomer } from '../services/booking';

const REMINDERS: ReadonlySet<SmsType> = new Set<SmsType>(['sms_reminder', 'sms_reminder_2h']);

/** The booking the last text to `phone` reminded them of, with its shop; null when that text was no reminder. */
async function remindedBooking(phone: string): Promise<{ shop: Barbershop; appointment: Appointment } | null> {
  const thread = (await smsThreads().doc(phone).get()).data();
  if (!thread?.appointmentId || !REMINDERS.has(thread.smsType)) return null;
  const [shop, appointment] = await Promise.all([
    shops().doc(thread.shopId).get(),
    appointments(thread.shopId).doc(thread.appointmentId).get(),
  ]);
  const a = appointment.data();
  // the booking's number changed since the reminder: that text's reply is not its customer's
  if (!shop.exists || !a || toE164(a.customerPhone) !== phone) return null;
  return { shop: shop.data()!, appointment: a };
}

/**
 * "C" in reply to a reminder: the booking is cancelled under the manage link's rules (scheduled,
 * before the shop's cut-off) exactly as the manage link cancels it, and the answer says so; past
 * the cut-off the answer gives the shop's number and nothing changes. A "C" with no reminder
 * before it (or about a booking already over) finds nothing to cancel.
 */
export async function cancelByReply(phone: string, now = new Date()): Promise<string> {
  const found = await remindedBooking(phone);
  if (!found) return smsNoBookingReply();
  const { shop, appointment: a } = found;
  const facts = { shopName: shop.name, date: a.date, time: a.time, shopPhone: shop.phone };
  // a repeated "C" (or one after the shop cancelled): it is cancelled, and the answer says so again
  if (a.status === 'cancelled') return smsCancelDoneReply(facts);
  if (a.status !== 'scheduled' || a.start.getTime() <= now.getTime()) return smsNoBookingReply();
  if (!canManageOnline(a, now.getTime())) return smsCancelRefusedReply(facts);
  try {
    await cancelAsCustomer(a, now);
  } catch (err) {
    // moved or changed between the read and the cancel: judged as it is now, and closed
    if (err instanceof HttpError && err.status === 422) return smsCancelRefusedReply(facts);
    throw err;
  }
  return smsCancelDoneReply(facts);
}
