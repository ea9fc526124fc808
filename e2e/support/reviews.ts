// Verified-review fixtures shared by the API and browser tests: a past (or future) booking written
// as the booking service writes it, with a manage token, and the booker's review through the rules.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { ManageBookingDto } from '@barbershop/core/api';
import { instantToZoned } from '@barbershop/core/time';
import { expect } from 'vitest';
import { adminDb } from './admin';
import { callApi } from './api';
import { clientDbWithCustomToken } from './clientDb';
import type { TestShop } from './shops';

const HOUR = 3_600_000;

/** A booking of `shop` written directly (as the booking service does), starting `hoursAgo` before now (negative: ahead), with a manage token. */
export async function booking(
  shop: TestShop,
  hoursAgo: number,
  customerName = 'Ada Lovelace',
  extra: Record<string, unknown> = {},
) {
  const id = `review-${randomUUID().slice(0, 8)}`;
  const token = randomBytes(24).toString('base64url');
  const start = new Date(Math.round((Date.now() - hoursAgo * HOUR) / 60_000) * 60_000);
  const { date, time } = instantToZoned(start, 'Europe/London');
  await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).set({
    id,
    shopId: shop.id,
    barberId: shop.barberIds[0],
    serviceId: shop.serviceIds[0],
    customerId: 'c-direct',
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    date,
    time,
    durationMin: 30,
    pricePence: 2000,
    status: 'scheduled',
    customerName,
    customerPhone: '+447700900000',
    customerEmail: `${id}@reviews.example`,
    serviceName: 'Cut',
    barberName: 'Barber 1',
    notes: '',
    source: 'owner',
    createdAt: new Date(),
    reminderSentAt: null,
    thankYouSentAt: null,
    manageTokenHashes: [createHash('sha256').update(token).digest('hex')],
    manageUntil: null,
    sequence: 0,
    ...extra,
  });
  return { id, token, shop };
}
export type Booking = Awaited<ReturnType<typeof booking>>;

export const manage = (b: Booking) =>
  callApi<ManageBookingDto>('POST', `/api/appointments/${b.id}/manage`, { body: { token: b.token } });

/** The booker's review, written with the client SDK signed in with the manage link's token. */
export async function rate(b: Booking, rating: number, comment: string, firstName = 'Ada') {
  const view = await manage(b);
  expect(view.status, view.text).toBe(200);
  const client = await clientDbWithCustomToken(view.body.firebaseToken, `${b.id}-${randomUUID().slice(0, 4)}`);
  try {
    await setDoc(doc(client.db, `barbershops/${b.shop.id}/reviews/${b.id}`), {
      appointmentId: b.id,
      shopId: b.shop.id,
      barberId: b.shop.barberIds[0],
      rating,
      comment,
      firstName,
      createdAt: serverTimestamp(),
    });
  } finally {
    await client.close();
  }
}
