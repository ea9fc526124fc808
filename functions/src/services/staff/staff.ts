import {
  canAddBarber,
  priceInputToPence,
  seatLimitMessage,
  seatsTotalOf,
  type Barber,
  type BarberDto,
  type BarberInput,
  type BarberPatchInput,
  type SeatInfoDto,
  type StaffChangeInput,
  type ServiceDto,
  type ServiceInput,
} from '@barbershop/core';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { allBarbers, barbers, services, shops, timeBlocks, users } from '../../data/collections';
import { barberFromInput, toBarberDto } from '../../dto/barber';
import { serviceFromInput, toServiceDto } from '../../dto/service';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isDocId, requireShopOwner } from '../../http/auth';
import { loadShop } from '../booking';
import { FutureAppointmentsPending, futureAppointmentsOf, resolveFutureAppointments } from './futureAppointments';

/** GET /api/user/seats: barbers of the owner's shop against the seats they pay for. */
export async function seatInfo(uid: string): Promise<SeatInfoDto> {
  const [user, owned] = await Promise.all([users().doc(uid).get(), shops().where('ownerId', '==', uid).limit(1).get()]);
  const seatsTotal = seatsTotalOf(user.data()?.billing?.seatsTotal);
  const shop = owned.docs[0];
  const seatsUsed = shop ? (await barbers(shop.id).count().get()).data().count : 0;
  return { seatsUsed, seatsTotal };
}

/**
 * POST /api/barbershops/{id}/barbers, refused at the seat limit. The count and the insert run
 * in one transaction that also writes the shop document, so concurrent adds serialize on it
 * and cannot overshoot the limit together.
 */
export async function addBarber(uid: string, shopId: string, input: BarberInput): Promise<BarberDto> {
  await requireShopOwner(uid, shopId);
  const ref = barbers(shopId).doc();
  const barber = barberFromInput(ref.id, shopId, input);
  await db.runTransaction(async (tx) => {
    const [shop, owner, existing] = await Promise.all([
      tx.get(shops().doc(shopId)),
      tx.get(users().doc(uid)),
      tx.get(barbers(shopId).select()),
    ]);
    if (!shop.exists) throw notFound('Barbershop not found');
    const seatsTotal = seatsTotalOf(owner.data()?.billing?.seatsTotal);
    if (!canAddBarber(existing.size, seatsTotal)) throw conflict(seatLimitMessage(seatsTotal));
    tx.create(ref, barber);
    tx.update(shop.ref, { updatedAt: new Date() });
  });
  return toBarberDto(barber);
}

/** A barber by id alone (collection group), checked to belong to the caller's shop. */
async function ownedBarber(uid: string, barberId: string) {
  if (!isDocId(barberId)) throw notFound('Barber not found');
  const snap = await allBarbers().where('id', '==', barberId).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw notFound('Barber not found');
  const shopId = doc.ref.parent.parent?.id;
  if (!shopId) throw notFound('Barber not found');
  const shop = await shops().doc(shopId).get();
  if (shop.data()?.ownerId !== uid) throw forbidden('This barber belongs to another barbershop');
  return doc;
}

/** A barber of the caller's shop, by id: unknown 404, another owner's 403. */
export async function ownedBarberById(uid: string, barberId: string): Promise<Barber> {
  return (await ownedBarber(uid, barberId)).data();
}

/** GET /api/barbers/{id} (the owner's calendar page). */
export async function getBarber(uid: string, barberId: string): Promise<BarberDto> {
  return toBarberDto((await ownedBarber(uid, barberId)).data());
}

/**
 * PATCH /api/barbers/{id}: name, specialty, bio, photo, active flag. Deactivating a barber with
 * future appointments needs `futureAppointments` saying how to handle them (409 otherwise).
 */
export async function updateBarber(
  uid: string,
  barberId: string,
  input: BarberPatchInput,
  future?: StaffChangeInput['futureAppointments'],
): Promise<BarberDto> {
  const doc = await ownedBarber(uid, barberId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Barber>;
  if (Object.keys(changes).length === 0) throw badRequest('Nothing to update: send name, specialty, bio, photoUrl or isActive');
  if (changes.isActive === false && doc.data().isActive !== false) {
    await resolveFutureAppointments(uid, doc.data(), future);
    await withoutFutureAppointments(doc.data(), (tx) => tx.update(doc.ref, changes));
  } else {
    await doc.ref.update(changes);
  }
  return toBarberDto({ ...doc.data(), ...changes });
}

/**
 * The final write of a delete or deactivation, refused with 409 if a booking for the barber
 * arrived after their future appointments were handled.
 */
async function withoutFutureAppointments(barber: Barber, write: (tx: Transaction) => void): Promise<void> {
  const shop = await loadShop(barber.shopId);
  await db.runTransaction(async (tx) => {
    const left = await futureAppointmentsOf(shop, barber.id, Date.now(), tx);
    if (left.length > 0) throw new FutureAppointmentsPending(left.length);
    write(tx);
  });
}

/**
 * DELETE /api/barbers/{id}: the barber and their time blocks. Future appointments must be
 * moved or cancelled first (`futureAppointments`, 409 otherwise); past appointments stay (they
 * carry the barber's name) so the shop's history and revenue are unchanged.
 */
export async function deleteBarber(
  uid: string,
  barberId: string,
  future?: StaffChangeInput['futureAppointments'],
): Promise<void> {
  const doc = await ownedBarber(uid, barberId);
  await resolveFutureAppointments(uid, doc.data(), future);
  await withoutFutureAppointments(doc.data(), (tx) => tx.delete(doc.ref));
  const shopId = doc.data().shopId;
  const blocks = await timeBlocks(shopId).where('barberId', '==', barberId).get();
  const writer = db.bulkWriter();
  for (const block of blocks.docs) void writer.delete(block.ref);
  await writer.close();
}

/** POST /api/barbershops/{id}/services: `duration` minutes and `price` pounds become durationMin and pricePence. */
export async function addService(uid: string, shopId: string, input: ServiceInput): Promise<ServiceDto> {
  await requireShopOwner(uid, shopId);
  const pricePence = priceInputToPence(input.price);
  if (pricePence === null) throw badRequest('Price must be an amount in pounds, e.g. 35 or 35.50', { price: 'Invalid price' });
  const ref = services(shopId).doc();
  const service = serviceFromInput(ref.id, shopId, input, pricePence);
  await ref.create(service);
  return toServiceDto(service);
}
