import { PRODUCT_SENDER_NAME } from '@barbershop/core/email';
import { toE164 } from '@barbershop/core/phone';
import { inboundKeyword, smsHelpReply, smsStartReply, smsStopReply } from '@barbershop/core/sms';
import { cancelByReply } from './twilioCancel';
import { forwardTextToShop } from './twilioForward';
import { recordOptOut } from './twilioOptOut';

/**
 * A text to our number: STOP / START for the number on every shop, HELP, "C" to cancel the
 * booking a reminder was about, and anything else forwarded to the shop. Answers the reply to
 * text back, or null for none. A reply is Twilio's answer to the customer's own text: it is not
 * a text of a shop, so it is neither logged nor counted against an allowance.
 */
export async function answerInboundText(params: Record<string, string>): Promise<string | null> {
  // a sender that is no phone number (a short code, an alphanumeric name): nothing to act on
  const phone = toE164(params.From ?? '');
  if (!phone) return null;
  const body = params.Body ?? '';
  const keyword = inboundKeyword(body);
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
