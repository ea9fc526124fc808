import { emailEnvelope, renderEmail, type ForwardedTextFacts } from '@barbershop/core/email';
import { DEFAULT_TIMEZONE } from '@barbershop/core/model';
import { toE164 } from '@barbershop/core/phone';
import { publicShopUrl, shopContactOf, shopNameAndContactOf } from '@barbershop/core/shop';
import { appointments, shops, smsThreads } from '../data/collections';
import { shopNotificationAddress } from '../email/automations';
import { configuredAppUrl } from '../email/params';
import { sendEmail } from '../email/sendEmail';

/**
 * Any other text to our number goes to the shop that texted that number last, by email (to the
 * address its new-booking notices go to), with the booking that text was about when it was
 * theirs. Nobody answers it by text. A number we never texted has no shop: nothing is sent.
 */
export async function forwardTextToShop(phone: string, message: string, receivedAt = new Date()): Promise<boolean> {
  const thread = (await smsThreads().doc(phone).get()).data();
  if (!thread) return false;
  const [shopSnap, appointmentSnap] = await Promise.all([
    shops().doc(thread.shopId).get(),
    thread.appointmentId ? appointments(thread.shopId).doc(thread.appointmentId).get() : null,
  ]);
  const shop = shopSnap.data();
  if (!shop) return false;
  const to = await shopNotificationAddress(shop);
  if (!to) return false;
  const a = appointmentSnap?.data();
  const theirs = a && toE164(a.customerPhone) === phone ? a : null;
  const facts: ForwardedTextFacts = {
    ...shopNameAndContactOf(shop),
    googleBusinessUrl: shopContactOf(shop).googleBusinessUrl,
    shopUrl: publicShopUrl(configuredAppUrl(), shop.slug),
    fromPhone: phone,
    message: message.trim() || '(no text: a picture or other attachment, not forwarded)',
    receivedAt,
    timezone: shop.timezone || DEFAULT_TIMEZONE,
    ...(theirs
      ? {
          customerName: theirs.customerName,
          booking: { serviceName: theirs.serviceName, date: theirs.date, time: theirs.time },
        }
      : {}),
  };
  await sendEmail({
    emailType: 'sms_reply_forwarded',
    to,
    email: renderEmail('sms_reply_forwarded', facts),
    shopId: shop.id,
    appointmentId: theirs?.id ?? null,
    ...emailEnvelope('sms_reply_forwarded', facts),
  });
  return true;
}
