// The waitlist's emails to the customer (issue 36): each sent once, by the one transaction that
// made the change (an entry created, an offer created, an offer expired), never by a retry of it.
import { emailEnvelope, renderEmail, type WaitlistEmailType, type WaitlistFacts } from '@barbershop/core/email';
import {
  DEFAULT_TIMEZONE,
  type ActorStamp,
  type Barbershop,
  type Customer,
  type WaitlistEntry,
  type WaitlistOffer,
} from '@barbershop/core/model';
import { publicShopUrl, shopContactOf, shopNameAndContactOf } from '@barbershop/core/shop';
import { unsubscribeUrl, waitlistEntryUrl, waitlistOfferUrl } from '@barbershop/core/waitlist';
import { configuredAppUrl } from './params';
import { sendEmail } from './sendEmail';

/** The facts every waitlist email of `entry` shares. */
function waitlistFacts(shop: Barbershop, entry: WaitlistEntry, serviceName: string, barberName: string): WaitlistFacts {
  return {
    ...shopNameAndContactOf(shop),
    googleBusinessUrl: shopContactOf(shop).googleBusinessUrl,
    shopUrl: publicShopUrl(configuredAppUrl(), shop.slug),
    customerName: entry.name,
    serviceName,
    barberName,
    timezone: shop.timezone || DEFAULT_TIMEZONE,
    preferences: entry.preferences,
  };
}

async function send(shop: Barbershop, entry: WaitlistEntry, type: WaitlistEmailType, facts: WaitlistFacts): Promise<void> {
  await sendEmail({
    emailType: type,
    to: entry.email,
    email: renderEmail(type, facts),
    shopId: shop.id,
    ...emailEnvelope(type, facts),
  });
}

/** "You're on the waitlist", with the entry's private link (the raw token exists only here). */
export async function sendWaitlistJoined(
  shop: Barbershop,
  entry: WaitlistEntry,
  token: string,
  names: { serviceName: string; barberName: string },
): Promise<void> {
  const facts = waitlistFacts(shop, entry, names.serviceName, names.barberName);
  await send(shop, entry, 'waitlist_joined', { ...facts, entryUrl: waitlistEntryUrl(configuredAppUrl(), entry.id, token) });
}

const offerFacts = (offer: WaitlistOffer, offerUrl: string) => ({
  date: offer.date,
  time: offer.time,
  barberName: offer.barberName,
  durationMin: offer.durationMin,
  pricePence: offer.pricePence,
  expiresAt: offer.expiresAt,
  offerUrl,
});

/** "A time just freed up": the offer page's link (its raw token exists only here). */
export async function sendWaitlistOffer(
  shop: Barbershop,
  entry: WaitlistEntry,
  offer: WaitlistOffer,
  token: string,
): Promise<void> {
  const facts = waitlistFacts(shop, entry, offer.serviceName, offer.barberName);
  await send(shop, entry, 'waitlist_offer', {
    ...facts,
    offer: offerFacts(offer, waitlistOfferUrl(configuredAppUrl(), offer.id, token)),
  });
}

/** "Your held time has passed": the customer stays on the list for their other times. */
export async function sendWaitlistOfferExpired(shop: Barbershop, entry: WaitlistEntry, offer: WaitlistOffer): Promise<void> {
  const facts = waitlistFacts(shop, entry, offer.serviceName, offer.barberName);
  await send(shop, entry, 'waitlist_offer_expired', { ...facts, offer: offerFacts(offer, facts.shopUrl ?? '') });
}

/**
 * "Invite to book" to a customer who agreed to hear from the shop, with the link that withdraws
 * that consent in one click; `triggeredBy`: the member who sent it (the email log's "Sent by").
 */
export async function sendInviteToBook(
  shop: Barbershop,
  customer: Pick<Customer, 'id' | 'name' | 'email'>,
  unsubscribeKey: string,
  triggeredBy: ActorStamp,
): Promise<void> {
  const appUrl = configuredAppUrl();
  const facts = {
    ...shopNameAndContactOf(shop),
    googleBusinessUrl: shopContactOf(shop).googleBusinessUrl,
    shopUrl: publicShopUrl(appUrl, shop.slug),
    customerName: customer.name,
    bookUrl: publicShopUrl(appUrl, shop.slug),
    unsubscribeUrl: unsubscribeUrl(appUrl, shop.id, unsubscribeKey),
  };
  await sendEmail({
    emailType: 'invite_to_book',
    to: customer.email,
    email: renderEmail('invite_to_book', facts),
    shopId: shop.id,
    ...emailEnvelope('invite_to_book', facts),
    triggeredBy,
  });
}
