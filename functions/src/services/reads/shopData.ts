import { DEFAULT_TIMEZONE, type Barber, type Barbershop, type Service, type TimeBlock } from '@barbershop/core/model';
import { isDocId } from '@barbershop/core/validation';
import type { QuerySnapshot, Transaction } from 'firebase-admin/firestore';
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
 * `blocks` (candidate i's time blocks, as loadBarberBlocks reads them outside the transaction):
 * only documents are then read in the transaction, so its reads can go out as one batch.
 */
export async function loadCandidateDays(
  shopId: string,
  candidates: readonly Barber[],
  date: string,
  tx: Transaction,
  blocks?: Promise<TimeBlock[][]>,
) {
  return Promise.all(
    candidates.map(async (b, i) => {
      const [snap, day] = await Promise.all([
        tx.get(barbers(shopId).doc(b.id)),
        blocks
          ? loadBarberDayIntervals(
              shopId,
              b.id,
              date,
              tx,
              blocks.then((all) => all[i]!),
            )
          : loadBarberDay(shopId, b.id, date, tx),
      ]);
      return { barber: snap.data() ?? null, day };
    }),
  );
}

/**
 * Each barber's time blocks on a date, read outside any transaction. A booking may read them so:
 * a block may cover bookings (they stay, docs/decisions.md), so a block added while a booking is
 * made ends the same way as one added just after it.
 */
export function loadBarberBlocks(shopId: string, barberIds: readonly string[], date: string): Promise<TimeBlock[][]> {
  return Promise.all(barberIds.map(async (barberId) => blocksOn(date, await blocksQuery(shopId, barberId, date).get())));
}

async function loadBarberDayIntervals(
  shopId: string,
  barberId: string,
  date: string,
  tx: Transaction,
  blocks: Promise<TimeBlock[]>,
) {
  const dayRef = barberDays(shopId).doc(barberDayId(barberId, date));
  const [daySnap, dayBlocks] = await Promise.all([tx.get(dayRef), blocks]);
  return { dayRef, intervals: daySnap.data()?.intervals ?? [], blocks: dayBlocks };
}

const blocksQuery = (shopId: string, barberId: string, date: string) =>
  timeBlocks(shopId).where('barberId', '==', barberId).where('startDate', '<=', date);

const blocksOn = (date: string, snap: QuerySnapshot<TimeBlock>): TimeBlock[] =>
  snap.docs.map((d) => d.data()).filter((b) => b.endDate >= date);

/** A barber's busy intervals and time blocks on a date, inside a transaction when given. */
export async function loadBarberDay(shopId: string, barberId: string, date: string, tx?: Transaction) {
  const dayRef = barberDays(shopId).doc(barberDayId(barberId, date));
  const query = blocksQuery(shopId, barberId, date);
  const [daySnap, blocksSnap] = tx
    ? await Promise.all([tx.get(dayRef), tx.get(query)])
    : await Promise.all([dayRef.get(), query.get()]);
  const intervals = daySnap.data()?.intervals ?? [];
  return { dayRef, intervals, blocks: blocksOn(date, blocksSnap) };
}
