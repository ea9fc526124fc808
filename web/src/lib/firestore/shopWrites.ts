// The owner's direct Firestore writes (the security rules check each one); everything else the
// owner changes goes through /api.
import type { Barber, BusinessHoursEntry, Service } from '@barbershop/core/model';
import { performerChanges } from '@barbershop/core/shop';
import { deleteDoc, doc, runTransaction, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { barberConverter, barbershopConverter, serviceConverter } from './converters';
import { firestore } from './db';

export interface ServiceChanges {
  name: string;
  description: string;
  durationMin: number;
  pricePence: number;
  bufferMin: number;
  /** null: every barber */
  barberIds: string[] | null;
}

const serviceDoc = (shopId: string, serviceId: string) => doc(firestore(), 'barbershops', shopId, 'services', serviceId);

export function updateService(shopId: string, serviceId: string, changes: ServiceChanges): Promise<void> {
  return updateDoc(serviceDoc(shopId, serviceId), { ...changes });
}

/** Hides a service from booking (false) or offers it again; past bookings keep their copy either way. */
export function setServiceActive(shopId: string, serviceId: string, isActive: boolean): Promise<void> {
  return updateDoc(serviceDoc(shopId, serviceId), { isActive });
}

/** Deletes a service: each booking stores its own copy of name, price and duration, so history stays. */
export function deleteService(shopId: string, serviceId: string): Promise<void> {
  return deleteDoc(serviceDoc(shopId, serviceId));
}

/** The owner's new order of services: every changed `sortOrder` in one batch. */
export function reorderServices(shopId: string, orders: readonly { id: string; sortOrder: number }[]): Promise<void> {
  const batch = writeBatch(firestore());
  for (const { id, sortOrder } of orders) batch.update(serviceDoc(shopId, id), { sortOrder });
  return batch.commit();
}

/**
 * Makes `barberId` perform exactly the services `performed` of `serviceIds`: one transaction that
 * reads each service again, so another change to who performs it, made meanwhile, is kept.
 * Answers how many services changed.
 */
export function setBarberServices(
  shopId: string,
  barberId: string,
  performed: readonly string[],
  serviceIds: readonly string[],
  everyBarberId: readonly string[],
): Promise<number> {
  return runTransaction(firestore(), async (tx) => {
    const snaps = await Promise.all(serviceIds.map((id) => tx.get(serviceDoc(shopId, id).withConverter(serviceConverter))));
    const services = snaps.flatMap((snap): Service[] => (snap.exists() ? [snap.data()] : []));
    const changes = performerChanges(services, barberId, performed, everyBarberId);
    for (const { service, barberIds } of changes) tx.update(serviceDoc(shopId, service.id), { barberIds });
    return changes.length;
  });
}

/** A barber's own week (null: the shop's hours), used by the slot engine. */
export function updateBarberHours(shopId: string, barberId: string, weeklyHours: BusinessHoursEntry[] | null): Promise<void> {
  return updateDoc(doc(firestore(), 'barbershops', shopId, 'barbers', barberId), { weeklyHours });
}

/** What a barber may change of their own barber document (the rules allow these fields to them). */
export type OwnProfile = Pick<Barber, 'name' | 'specialty' | 'bio' | 'photoUrl'>;

/** The owner's choice to let barbers see every barber's bookings (the rules: the owner alone). */
export function setBarbersSeeAllBookings(shopId: string, on: boolean): Promise<void> {
  return updateDoc(doc(firestore(), 'barbershops', shopId), { barbersSeeAllBookings: on });
}

/** A barber's own profile, written by that barber (or anyone who may edit the shop's barbers). */
export function updateBarberProfile(shopId: string, barberId: string, profile: Partial<OwnProfile>): Promise<void> {
  return updateDoc(doc(firestore(), 'barbershops', shopId, 'barbers', barberId), { ...profile });
}

/** A barber's weekly breaks and the occurrences taken out. */
export type BreakFields = Pick<Barber, 'weeklyBreaks' | 'skippedBreaks'>;

/**
 * Changes a barber's breaks from the stored ones (core's withBreakOnDays, skipBreakOn,
 * removeBreakSeries), in one transaction: a change made meanwhile in another tab is kept.
 */
export function changeBarberBreaks(
  shopId: string,
  barberId: string,
  change: (stored: BreakFields) => Partial<BreakFields>,
): Promise<void> {
  const ref = doc(firestore(), 'barbershops', shopId, 'barbers', barberId).withConverter(barberConverter);
  return runTransaction(firestore(), async (tx) => {
    const snap = await tx.get(ref);
    const barber = snap.data();
    if (!barber) throw new Error('This barber no longer exists');
    tx.update(ref, change({ weeklyBreaks: barber.weeklyBreaks ?? [], skippedBreaks: barber.skippedBreaks ?? [] }));
  });
}

/** Changes the shop's closed dates from the stored ones (core's withClosedDate, withoutClosedDate), in one transaction. */
export function changeClosedDates(shopId: string, change: (stored: readonly string[]) => string[]): Promise<void> {
  const ref = doc(firestore(), 'barbershops', shopId).withConverter(barbershopConverter);
  return runTransaction(firestore(), async (tx) => {
    const shop = (await tx.get(ref)).data();
    if (!shop) throw new Error('This barbershop no longer exists');
    tx.update(ref, { closedDates: change(shop.closedDates ?? []) });
  });
}

const reviewDoc = (shopId: string, reviewId: string) => doc(firestore(), 'barbershops', shopId, 'reviews', reviewId);

/** The shop's public reply to a verified review ('' removes it). */
export function replyToReview(shopId: string, reviewId: string, reply: string): Promise<void> {
  return updateDoc(reviewDoc(shopId, reviewId), { reply, replyAt: serverTimestamp() });
}

/** Hides (or shows again) a review's comment on the public pages; its rating still counts. */
export function setReviewCommentHidden(shopId: string, reviewId: string, commentHidden: boolean): Promise<void> {
  return updateDoc(reviewDoc(shopId, reviewId), { commentHidden });
}
