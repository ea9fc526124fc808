import { formatPhone } from '../phone/phone';

/**
 * How a booker reaches the shop to change a booking the link no longer can: its phone, and a
 * reply to `email` ('this email', 'your confirmation email'), offered only when the shop has an
 * email address (a reply goes to it). Empty when the shop has given neither.
 */
export function contactShopText(shop: { shopName: string; shopPhone: string; shopEmail: string }, email: string): string {
  const phone = formatPhone(shop.shopPhone);
  if (phone)
    return shop.shopEmail ? `Call ${shop.shopName} on ${phone} or reply to ${email}.` : `Call ${shop.shopName} on ${phone}.`;
  return shop.shopEmail ? `Reply to ${email}.` : '';
}
