// Waitlist test helpers (issue 36): customers, entries written as POST /api/waitlist stores them,
// barber-day holds backdated, and the offer link read from the emailed offer.
import { createHash, randomBytes } from 'node:crypto';
import { customerIdForPhone } from '@barbershop/core/customers';
import type { WaitlistEntry, WaitlistPreference } from '@barbershop/core/model';
import { adminDb } from './admin';
import { callApi } from './api';
import type { TestShop } from './shops';

export interface WaitlistCustomer {
  name: string;
  /** E.164 */
  phone: string;
  email: string;
}

// Ofcom's drama range has 1000 numbers: each customer of a run gets its own
let phoneCounter = Math.floor(Math.random() * 1000);

export function newCustomer(label: string): WaitlistCustomer {
  const n = String(phoneCounter++ % 1000).padStart(3, '0');
  return {
    name: `${label} Customer`,
    phone: `+447700900${n}`,
    email: `${label.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`,
  };
}

/**
 * A customer on the shop's list, waiting, written with the admin SDK in the stored shape
 * (`createdAt` orders the list: first come, first served).
 */
export async function addEntry(
  shop: TestShop,
  customer: WaitlistCustomer,
  preferences: WaitlistPreference[],
  opts: { createdAt: Date; barberId?: string | null; serviceIds?: string[]; regular?: boolean; textOffers?: boolean },
): Promise<WaitlistEntry> {
  const day = opts.createdAt.toISOString().slice(0, 10).replace(/-/g, '');
  const customerId = customerIdForPhone(customer.phone);
  const entry: WaitlistEntry = {
    // unique across shops, as the API's random ids are: the owner's "Offer this time" finds an
    // entry by its id alone (a collection-group query), and the suite's phones repeat across shops
    id: `${customerId}_${day}_${randomBytes(4).toString('hex')}`,
    shopId: shop.id,
    serviceIds: opts.serviceIds ?? [shop.serviceIds[0]!],
    barberId: opts.barberId === undefined ? shop.barberIds[0]! : opts.barberId,
    preferences,
    dates: [...new Set(preferences.map((p) => p.date))].sort(),
    customerId,
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    marketingConsent: false,
    regular: opts.regular ?? false,
    state: 'waiting',
    tokenHash: createHash('sha256').update(randomBytes(24)).digest('hex'),
    offerId: null,
    offeredSlots: [],
    offersSent: 0,
    offersExpired: 0,
    appointmentId: null,
    removedBy: null,
    ...(opts.textOffers ? { textOffers: true } : {}),
    createdAt: opts.createdAt,
    updatedAt: opts.createdAt,
  };
  await adminDb.doc(`barbershops/${shop.id}/waitlist/${entry.id}`).set(entry);
  return entry;
}

export const entryOf = async (shop: TestShop, entryId: string) =>
  (await adminDb.doc(`barbershops/${shop.id}/waitlist/${entryId}`).get()).data() as WaitlistEntry | undefined;

export const offerDoc = (shop: TestShop, offerId: string) => adminDb.doc(`barbershops/${shop.id}/waitlistOffers/${offerId}`);

type Interval = { start: number; end: number; appointmentId: string; heldUntil?: number };
const dayDoc = (shop: TestShop, barberId: string, date: string) =>
  adminDb.doc(`barbershops/${shop.id}/barberDays/${barberId}_${date}`);

export const intervalsOf = async (shop: TestShop, barberId: string, date: string) =>
  ((await dayDoc(shop, barberId, date).get()).get('intervals') ?? []) as Interval[];

/** The offer's hold made to end at `at` (epoch ms): its `expiresAt` and its interval's `heldUntil`. */
export async function moveOfferExpiry(shop: TestShop, offerId: string, at: number): Promise<void> {
  const offer = (await offerDoc(shop, offerId).get()).data()!;
  const day = dayDoc(shop, offer.barberId as string, offer.date as string);
  await adminDb.runTransaction(async (tx) => {
    const intervals = ((await tx.get(day)).get('intervals') ?? []) as Interval[];
    tx.update(day, { intervals: intervals.map((i) => (i.appointmentId === offerId ? { ...i, heldUntil: at } : i)) });
    tx.update(offerDoc(shop, offerId), { expiresAt: new Date(at) });
  });
}

type Mail = { to: string; emailType?: string; subject: string; text?: string; html?: string };

/** The emails of `type` sent to `to` (the emulators' outbox), waiting (bounded) until there are `count`. */
export async function waitForEmails(to: string, type: string, count = 1, timeoutMs = 20_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snap = await adminDb.collection('mailOutbox').where('to', '==', to).get();
    const mails = snap.docs.map((d) => d.data() as Mail).filter((m) => m.emailType === type);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The offer link of an offer email: its id and raw token. */
export function offerLinkOf(mail: Mail): { offerId: string; token: string } {
  const match = /\/offer\/([A-Za-z0-9_-]+)\?token=([A-Za-z0-9_%-]+)/.exec(`${mail.text ?? ''} ${mail.html ?? ''}`);
  if (!match) throw new Error(`no offer link in: ${mail.subject}`);
  return { offerId: match[1]!, token: decodeURIComponent(match[2]!) };
}

/** A public booking (POST /api/appointments) with barber `barberId`. */
export const bookPublic = (shop: TestShop, customer: WaitlistCustomer, barberId: string, date: string, time: string) =>
  callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId,
      date,
      time,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
    },
  });

/** Whether `time` is listed free with the barber to the public. */
export async function listedFree(shop: TestShop, barberId: string, date: string, time: string): Promise<boolean> {
  const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
  const barber = (res.body.barbers as { barberId: string; slots: { time: string; available: boolean }[] }[]).find(
    (b) => b.barberId === barberId,
  );
  return barber?.slots.find((s) => s.time === time)?.available === true;
}
