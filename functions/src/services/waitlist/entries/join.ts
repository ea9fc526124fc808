import { isAnyBarber, requestedServiceIds, visitOf } from '@barbershop/core/booking';
import { customerIdForPhone } from '@barbershop/core/customers';
import { createHash } from 'node:crypto';
import type { Barbershop, WaitlistEntry } from '@barbershop/core/model';
import { todayIn } from '@barbershop/core/time';
import { checkPreferences, waitlistSettingsOf, type JoinedWaitlistDto, type JoinWaitlistInput } from '@barbershop/core/waitlist';
import { db } from '../../../app/firebase';
import { appointments, customers, waitlist, waitlistKeys } from '../../../data/collections';
import { sendWaitlistJoined } from '../../../email/waitlistEmails';
import { conflict, forbidden, unprocessable } from '../../../errors';
import { requireShopBookable } from '../../access/shopAccess';
import { findCustomerIdByPhone } from '../../booking/createAppointment';
import { candidateBarbers } from '../../booking/slotChecks';
import { consentGiven, sameEmail } from '../../booking/marketingConsent';
import { storedPhone } from '../../phones/storedPhone';
import { loadActiveBarbers, loadActiveServices, loadShop } from '../../reads/shopData';
import { newEntryToken } from './entryLink';
import { ANY_BARBER_NAME } from './names';
import { offerFreeTimesTo } from './offerCalls';
import { publicView } from './publicView';
import { NO_TEXTS, shopOffersTexts } from '../../../sms/offered';

const WAITLIST_CLOSED = "This shop isn't taking a waitlist.";
const ALREADY_JOINED = "You're already on this shop's waitlist today. Use the link in your email to see or leave it.";

/** Whether the customer had a visit at the shop (a completed booking): first in "regulars first" order. */
async function hadVisit(shopId: string, customerId: string): Promise<boolean> {
  const snap = await appointments(shopId).where('customerId', '==', customerId).where('status', '==', 'completed').limit(1).get();
  return !snap.empty;
}

/**
 * The day's lock: one live entry per customer (their phone) per shop per day joined in the
 * shop's zone. Its id is never shown (the entry's own id, in the private link's URL, is random:
 * a hash of a phone number is easily reversed).
 */
const dayKeyOf = (shop: Barbershop, phone: string, now: number) =>
  createHash('sha256')
    .update(`${shop.id}|${customerIdForPhone(phone)}|${todayIn(shop.timezone, now)}`)
    .digest('hex');

/** An entry that no longer holds the day: the customer may join again that day. */
const FREES_THE_DAY: ReadonlySet<WaitlistEntry['state']> = new Set(['left', 'booked', 'ended']);

/**
 * POST /api/waitlist (the rate limit counted first, by the route): refusals in the order a
 * booking gives them (the shop 404, a shop that cannot take bookings 403, the waitlist off 403,
 * the phone 400, the services 404/422, the barber 404/422), then the windows (422 per window),
 * then a second join the same day while the first is waiting or offered (409
 * `waitlist_already_joined`; one left, booked or ended frees the day). The entry is created in one
 * transaction with the day's lock (`waitlistKeys`) and, when the customer is on file, ticked the
 * box and typed the address on their record, their consent (a customer
 * record is not created by joining: the booking made from the list creates it). Then the joined
 * email, with the private link, and the times already free in the windows are offered at once.
 */
export async function joinWaitlist(input: JoinWaitlistInput): Promise<JoinedWaitlistDto> {
  const now = Date.now();
  const shop = await loadShop(input.barbershopId);
  await requireShopBookable(shop.id, shop.ownerId);
  if (!waitlistSettingsOf(shop).enabled) throw forbidden(WAITLIST_CLOSED);
  const phone = storedPhone(input.customerPhone, 'customerPhone');
  const [services, activeBarbers, customerId] = await Promise.all([
    loadActiveServices(shop.id, requestedServiceIds(input.serviceId, input.serviceIds as string[] | undefined)),
    loadActiveBarbers(shop.id),
    findCustomerIdByPhone(shop.id, phone),
  ]);
  const barberId = isAnyBarber(input.barberId) ? null : input.barberId!;
  const [barber] = candidateBarbers(activeBarbers, barberId, services);
  const checked = checkPreferences(input.preferences, shop, now);
  if (!checked.ok) throw unprocessable(checked.message, checked.errors);
  if (input.textOffers && !shopOffersTexts(shop)) throw unprocessable(NO_TEXTS);

  const link = newEntryToken();
  const entry: WaitlistEntry = {
    id: waitlist(shop.id).doc().id,
    shopId: shop.id,
    serviceIds: services.map((s) => s.id),
    barberId,
    preferences: checked.preferences,
    dates: checked.dates,
    customerId,
    name: input.customerName,
    phone,
    email: input.customerEmail,
    marketingConsent: input.marketingConsent === true,
    ...(input.textOffers ? { textOffers: true } : {}),
    regular: await hadVisit(shop.id, customerId),
    state: 'waiting',
    tokenHash: link.hash,
    offerId: null,
    offeredSlots: [],
    offersSent: 0,
    offersExpired: 0,
    appointmentId: null,
    removedBy: null,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };
  const entryRef = waitlist(shop.id).doc(entry.id);
  const customerRef = customers(shop.id).doc(customerId);
  const dayRef = waitlistKeys(shop.id).doc(dayKeyOf(shop, phone, now));
  await db.runTransaction(async (tx) => {
    const [day, customer] = await Promise.all([tx.get(dayRef), tx.get(customerRef)]);
    const heldBy = day.get('entryId') as string | undefined;
    const holder = heldBy ? (await tx.get(waitlist(shop.id).doc(heldBy))).data() : undefined;
    if (holder && !FREES_THE_DAY.has(holder.state)) throw conflict(ALREADY_JOINED, 'waitlist_already_joined');
    const stored = customer.data();
    // only from the address on their record: a phone number alone speaks for nobody
    const speaks = stored && entry.marketingConsent && sameEmail(entry.email, stored.email);
    const marketing = speaks ? consentGiven(stored.marketing, 'waitlist', now) : null;
    if (marketing) tx.update(customerRef, { marketing });
    tx.create(entryRef, entry);
    tx.set(dayRef, { entryId: entry.id, createdAt: new Date(now) });
  });

  const names = { serviceName: visitOf(services).serviceName, barberName: barber && barberId ? barber.name : ANY_BARBER_NAME };
  await sendWaitlistJoined(shop, entry, link.token, names);
  await offerFreeTimesTo(shop.id, entry.dates, now);
  // as it stands now: a time already free may be held for them
  const current = (await entryRef.get()).data() ?? entry;
  return { entry: await publicView(current, shop, names), token: link.token };
}
