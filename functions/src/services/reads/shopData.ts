import { DEFAULT_TIMEZONE, isDocId, type Barber, type Barbershop, type Service, type TimeBlock } from '@barbershop/core';
import type { Transaction } from 'firebase-admin/firestore';
import { notFound, unprocessable } from '../../errors';
import { allBarbers, barberDayId, barberDays, barbers, services, shops, timeBlocks } from '../../data/collections';

/** A shop by id with its defaults filled in (time zone, hours): unknown 404. */
export async function loadShop(shopId: string): Promise<Barbershop> {
  if (!isDocId(shopId)) throw notFound('Barbershop not found');
  const snap = await shops().doc(shopId).get();
  const shop = snap.data();
  if (!shop) throw notFound('Barbershop not found');
  return { ...shop, timezone: shop.timezone || DEFAULT_TIMEZONE, businessHours: shop.businessHours ?? [] };
}

export async function loadActiveService(shopId: string, serviceId: string): Promise<Service> {
  if (!isDocId(serviceId)) throw notFound('Service not found');
  const service = (await services(shopId).doc(serviceId).get()).data();
  if (!service) throw notFound('Service not found');
  if (service.isActive === false) throw unprocessable('This service is no longer offered');
  return service;
}

/**
 * The active services of a visit in the order asked (each refused as loadActiveService
 * refuses it); `ids` as requestedServiceIds gives them.
 */
export async function loadActiveServices(shopId: string, ids: readonly string[]): Promise<Service[]> {
  if (ids.length === 0) throw notFound('Service not found');
  return Promise.all(ids.map((id) => loadActiveService(shopId, id)));
}

export async function loadActiveBarbers(shopId: string): Promise<Barber[]> {
  const snap = await barbers(shopId).get();
  return snap.docs.map((d) => d.data()).filter((b) => b.isActive !== false);
}

/** A barber by id alone (routes such as /api/barbers/{barberId}/all-slots). */
export async function findBarber(barberId: string): Promise<Barber> {
  if (!isDocId(barberId)) throw notFound('Barber not found');
  const snap = await allBarbers().where('id', '==', barberId).limit(1).get();
  const barber = snap.docs[0]?.data();
  if (!barber) throw notFound('Barber not found');
  return barber;
}

/**
 * Inside a booking's transaction: each candidate barber's document as it stands now (null: deleted)
 * and their day. The barber document is read in the transaction on purpose: a removal writes it
 * (staff.ts closes the barber before it checks for future bookings), so a booking and a removal
 * of the same barber are serialised by Firestore and a booking never lands on a removed barber.
 */
export async function loadCandidateDays(shopId: string, candidates: readonly Barber[], date: string, tx: Transaction) {
  return Promise.all(
    candidates.map(async (b) => {
      const [snap, day] = await Promise.all([tx.get(barbers(shopId).doc(b.id)), loadBarberDay(shopId, b.id, date, tx)]);
      return { barber: snap.data() ?? null, day };
    }),
  );
}

/** A barber's busy intervals and time blocks on a date, inside a transaction when given. */
export async function loadBarberDay(shopId: string, barberId: string, date: string, tx?: Transaction) {
  const dayRef = barberDays(shopId).doc(barberDayId(barberId, date));
  const blocksQuery = timeBlocks(shopId).where('barberId', '==', barberId).where('startDate', '<=', date);
  const [daySnap, blocksSnap] = tx
    ? await Promise.all([tx.get(dayRef), tx.get(blocksQuery)])
    : await Promise.all([dayRef.get(), blocksQuery.get()]);
  const intervals = daySnap.data()?.intervals ?? [];
  const blocks: TimeBlock[] = blocksSnap.docs.map((d) => d.data()).filter((b) => b.endDate >= date);
  return { dayRef, intervals, blocks };
}
