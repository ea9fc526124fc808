import { DEFAULT_REMINDER_CHANNELS, type Appointment, type ReminderChannels } from '@barbershop/core/model';
import { renderSms, type SmsBookingFacts, type SmsBookingType } from '@barbershop/core/sms';
import { sendSmsLogged, type SmsOutcome } from './sendSms';
import type { SmsTransport } from './transport';

/** How the booker chose to hear about the booking; absent (owner bookings, walk-ins, bookings before texts): email only. */
export const channelsOf = (a: Pick<Appointment, 'reminderChannels'>): ReminderChannels =>
  a.reminderChannels ?? DEFAULT_REMINDER_CHANNELS;

/**
 * A text about a booking to its booker, when they chose texts (null: they did not). Whether it
 * goes (the shop's switch, STOP, the allowance) is sendSms's to decide and log.
 */
export async function sendBookingText(
  type: SmsBookingType,
  shopId: string,
  a: Appointment,
  facts: SmsBookingFacts,
  transport?: SmsTransport,
): Promise<SmsOutcome | null> {
  if (!channelsOf(a).sms || !a.customerPhone) return null;
  return sendSmsLogged(
    { shopId, to: a.customerPhone, smsType: type, body: renderSms(type, facts), appointmentId: a.id },
    transport,
  );
}

/** The trigger's text beside an automation's email (email/automations' BookerText). */
export const textTheBooker =
  (type: SmsBookingType, shopId: string) =>
  (a: Appointment, facts: SmsBookingFacts): Promise<SmsOutcome | null> =>
    sendBookingText(type, shopId, a, facts);
