import { DEFAULT_TIMEZONE, type Barbershop, type WaitlistEntry, type WaitlistOffer } from '@barbershop/core/model';
import { renderSms } from '@barbershop/core/sms';
import { waitlistOfferUrl } from '@barbershop/core/waitlist';
import { configuredAppUrl } from '../email/params';
import { sendSms } from './sendSms';

/** The waitlist offer by text, beside its email, when the customer asked for offers by text (issue 38): the same link. */
export async function sendWaitlistOfferText(shop: Barbershop, entry: WaitlistEntry, offer: WaitlistOffer, token: string) {
  if (!entry.textOffers) return;
  const body = renderSms('sms_waitlist_offer', {
    shopName: shop.name,
    customerName: entry.name,
    timezone: shop.timezone || DEFAULT_TIMEZONE,
    offer: { ...offer, offerUrl: waitlistOfferUrl(configuredAppUrl(), offer.id, token) },
  });
  await sendSms({ shopId: shop.id, to: entry.phone, smsType: 'sms_waitlist_offer', body, waitlistEntryId: entry.id });
}
