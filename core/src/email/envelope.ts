import type { EmailType } from '../model/types';

/** The sender's display name and Reply-To of one email; the sender address is configuration. */
export interface EmailEnvelope {
  fromName: string;
  replyTo: string | null;
}

export const PRODUCT_SENDER_NAME = 'BarberBook';

/** The display name a shop's customers see: the shop they booked with, sent by the platform. */
export const shopSenderName = (shopName: string) => `${shopName} via ${PRODUCT_SENDER_NAME}`;

/**
 * Who an email comes from and where a reply goes, so that "reply to this email" reaches someone
 * who can act: a customer's reply reaches the shop (when it has an email), the shop's reply to
 * its new-booking notification reaches the customer, and owner emails come from the platform.
 */
export function emailEnvelope(
  type: EmailType,
  facts: { shopName?: string; shopEmail?: string; customerEmail?: string },
): EmailEnvelope {
  if (type === 'staff_notification' || type === 'customer_cancelled_notification' || type === 'customer_moved_notification')
    return { fromName: PRODUCT_SENDER_NAME, replyTo: facts.customerEmail || null };
  if (
    type === 'welcome' ||
    type === 'feature_introduction' ||
    type === 'personal_contact' ||
    type === 'payment_disputed_notification' ||
    type === 'sms_reply_forwarded'
  )
    return { fromName: PRODUCT_SENDER_NAME, replyTo: null };
  return { fromName: shopSenderName(facts.shopName ?? ''), replyTo: facts.shopEmail || null };
}
