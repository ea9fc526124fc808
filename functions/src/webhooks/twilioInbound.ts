import { PRODUCT_SENDER_NAME } from '@barbershop/core/email';
import type { InboundKeyword } from '@barbershop/core/model';
import { toE164 } from '@barbershop/core/phone';
import { inboundKeyword, smsHelpReply, smsStartReply, smsStopReply } from '@barbershop/core/sms';
import { smsInbound } from '../data/collections';
import { cancelByReply } from './twilioCancel';
import { forwardTextToShop } from './twilioForward';
import { recordOptOut } from './twilioOptOut';

/**
 * The text's id: Twilio's MessageSid (SmsSid in its older field). It names a Firestore document,
 * so anything but letters and digits is no id of Twilio's.
 */
export function inboundMessageSid(params: Record<string, string>): string | null {
  const sid = params.MessageSid || params.SmsSid || '';
  return /^[A-Za-z0-9]{2,64}$/.test(sid) ? sid : null;
}

/** Firestore's ALREADY_EXISTS: this text was recorded by an earlier delivery. */
const isAlreadyExists = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 6;

/**
 * A text to our number: STOP / START for the number on every shop, HELP, "C" to cancel the
 * booking a reminder was about, and anything else forwarded to the shop. Answers the reply to
 * text back, or null for none. A reply is Twilio's answer to the customer's own text: it is not
 * a text of a shop, so it is neither logged nor counted against an allowance.
 *
 * Each text is acted on once: Twilio repeats a delivery it got no answer to in time, and a signed
 * request captured on its way can be posted again, so `smsInbound/{MessageSid}` is created first
 * (create fails when it exists) and a repeat is answered with nothing. Should acting fail, the
 * record goes again, so Twilio's retry of the same text can still act.
 */
export async function answerInboundText(messageSid: string, params: Record<string, string>): Promise<string | null> {
  const body = params.Body ?? '';
  const keyword = inboundKeyword(body);
  const record = smsInbound().doc(messageSid);
  try {
    await record.create({ messageSid, keyword, receivedAt: new Date() });
  } catch (err) {
    if (isAlreadyExists(err)) return null;
    throw err;
  }
  try {
    return await act(keyword, params.From ?? '', body);
  } catch (err) {
    await record.delete().catch(() => undefined);
    throw err;
  }
}

async function act(keyword: InboundKeyword, from: string, body: string): Promise<string | null> {
  // a sender that is no phone number (a short code, an alphanumeric name): nothing to act on
  const phone = toE164(from);
  if (!phone) return null;
  const word = body
    .trim()
    .replace(/[\s.!?,;:]+$/u, '')
    .toUpperCase();
  switch (keyword) {
    case 'stop':
      await recordOptOut(phone, true, word);
      return smsStopReply();
    case 'start':
      await recordOptOut(phone, false, word);
      return smsStartReply();
    case 'help':
      return smsHelpReply(PRODUCT_SENDER_NAME);
    case 'cancel_booking':
      return cancelByReply(phone);
    case 'other':
      await forwardTextToShop(phone, body);
      return null;
  }
}
