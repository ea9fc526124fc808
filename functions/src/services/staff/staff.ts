import type { BarberDto, SeatInfoDto, ServiceDto } from '@barbershop/core/api';
import { canAddBarber, seatLimitMessage, seatsTotalOf } from '@barbershop/core/billing';
import type { Barber } from '@barbershop/core/model';
import { priceInputToPence, type BarberInput, type BarberPatchInput, type ServiceInput } from '@barbershop/core/shop';
import { can, type Permission, type StaffChangeInput } from '@barbershop/core/staff';
import { isDocId } from '@barbershop/core/validation';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { allBarbers, barbers, services, shops, timeBlocks, users } from '../../data/collections';
import { barberFromInput, toBarberDto } from '../../dto/barber';
import { serviceFromInput, toServiceDto } from '../../dto/service';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import { actorIn, NOT_A_MEMBER, roleRefusal, type ShopActor } from '../reads/members';
import { carryOutPlan, FutureAppointmentsPending, futureAppointmentsOf, planFutureAppointments } from './futureAppointments';
import { removeMembersOfBarber } from '../members/cascades';

/**
 * GET /api/user/seats: barbers of the owner's shop against the seats they pay for. With
 * `shopId`: that shop's, for whoever manages its staff (a manager sees the owner's seats).
 */
export async function seatInfo(uid: string, shopId?: string): Promise<SeatInfoDto> {
  if (shopId !== undefined) {
    const { shop } = await actorIn(uid, shopId, 'staff.manage', { needsAccess: false });
    return seatsOf(shop.ownerId, shop.id);
  }
  const owned = await shops().where('ownerId', '==', uid).limit(1).get();
  return seatsOf(uid, owned.docs[0]?.id ?? null);
}

async function seatsOf(ownerId: string, shopId: string | null): Promise<SeatInfoDto> {
  const [owner, seatsUsed] = await Promise.all([
    users().doc(ownerId).get(),
    shopId
      ? barbers(shopId)
          .count()
          .get()
          .then((c) => c.data().count)
      : 0,
  ]);
  return { seatsUsed, seatsTotal: seatsTotalOf(owner.data()?.billing?.seatsTotal) };
}

/**
 * POST /api/barbershops/{id}/barbers (staff.manage), refused at the seat limit: the seats the
 * shop OWNER pays for, whoever adds. The count and the insert run in one transaction that also
 * writes the shop document, so concurrent adds serialize on it and cannot overshoot the limit together.
 */
export async function addBarber(uid: string, shopId: string, input: BarberInput): Promise<BarberDto> {
  const { shop: owned } = await actorIn(uid, shopId, 'staff.manage');
  const ref = barbers(shopId).doc();
  const barber = barberFromInput(ref.id, shopId, input);
  await db.runTransaction(async (tx) => {
    const [shop, owner, existing] = await Promise.all([
      tx.get(shops().doc(shopId)),
      tx.get(users().doc(owned.ownerId)),
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

const OTHER_SHOP_BARBER = 'This barber belongs to another barbershop';

/**
 * A barber by id alone (collection group) and the caller's role in its shop, if it holds
 * `permission` there (actorIn): unknown 404, another shop's 403.
 */
async function barberFor(uid: string, barberId: string, permission: Permission, { needsAccess = true } = {}) {
  if (!isDocId(barberId)) throw notFound('Barber not found');
  const snap = await allBarbers().where('id', '==', barberId).limit(1).get();
  const doc = snap.docs[0];
  const shopId = doc?.ref.parent.parent?.id;
  if (!doc || !shopId) throw notFound('Barber not found');
  const actor = await actorIn(uid, shopId, permission, { needsAccess }).catch((err: unknown) => {
    throw err instanceof HttpError && err.message === NOT_A_MEMBER ? forbidden(OTHER_SHOP_BARBER) : err;
  });
  return { doc, actor };
}

/** A barber the caller may manage (staff.manage), by id: unknown 404, another shop's 403. */
export async function managedBarberById(uid: string, barberId: string): Promise<Barber> {
  // a read (what removing them would affect): open whatever the subscription
  return (await barberFor(uid, barberId, 'staff.manage', { needsAccess: false })).doc.data();
}

/** GET /api/barbers/{id} (the calendar page): any member of the barber's shop. */
export async function getBarber(uid: string, barberId: string): Promise<BarberDto> {
  return toBarberDto((await barberFor(uid, barberId, 'ownSchedule.read')).doc.data());
}

/** The profile fields a barber may change on their own column (ownProfile.write). */
const PROFILE_FIELDS: ReadonlySet<string> = new Set(['name', 'specialty', 'bio', 'photoUrl']);

/**
 * Who may send which fields: the profile (name, specialty, bio, photo) whoever manages staff, or
 * a barber on their own column; the active flag only who manages staff; weekly hours (written
 * through the rules, not here) only who sets hours, so a barber sending them is refused rather
 * than told there is nothing to update. `sent`: the body's keys as sent, before the schema strips.
 */
function requirePatchAllowed(actor: ShopActor, barberId: string, sent: readonly string[]): void {
  if (sent.includes('isActive') && !can(actor.role, 'staff.manage')) throw roleRefusal(actor.role);
  if (sent.includes('weeklyHours') && !can(actor.role, 'hours.write')) throw roleRefusal(actor.role);
  if (sent.some((k) => PROFILE_FIELDS.has(k)) && !can(actor.role, 'staff.manage') && actor.barberId !== barberId)
    throw forbidden('You can only change your own profile');
}

/**
 * PATCH /api/barbers/{id}: name, specialty, bio, photo, active flag (requirePatchAllowed says who
 * may send which). Deactivating a barber with future appointments needs `futureAppointments`
 * saying how to handle them (409 otherwise).
 */
export async function updateBarber(
  uid: string,
  barberId: string,
  input: BarberPatchInput,
  future?: StaffChangeInput['futureAppointments'],
  sent: readonly string[] = Object.keys(input),
): Promise<BarberDto> {
  const { doc, actor } = await barberFor(uid, barberId, 'ownProfile.write');
  requirePatchAllowed(actor, barberId, sent);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Barber>;
  if (Object.keys(changes).length === 0) throw badRequest('Nothing to update: send name, specialty, bio, photoUrl or isActive');
  if (changes.isActive === false && doc.data().isActive !== false) {
    await removeBarber(uid, doc.data(), future, (tx) => tx.update(doc.ref, changes));
  } else {
    await doc.ref.update(changes);
  }
  return toBarberDto({ ...doc.data(), ...changes });
}

/**
 * A delete or deactivation, serialised with every booking of the barber. Each booking
 * transaction (createAppointment, moveBooking) reads the barber's document; a query cannot be
 * relied on to lock bookings that do not exist yet, so the removal first *closes* the barber
 * (isActive false, its own transaction: it waits for, or makes retry, every booking that read the
 * barber as active). After that no booking can land on them, and the future bookings read next
 * are all there are. Then: any booking the plan did not cover (it arrived meanwhile) refuses the
 * removal with 409 before anything moves; else each is moved or cancelled as planned, and the
 * final transaction checks the barber is still closed and has no future booking left, and deletes
 * or deactivates. A refusal reopens the barber (when it was active), so they keep taking bookings.
 */
async function removeBarber(
  uid: string,
  barber: Barber,
  future: StaffChangeInput['futureAppointments'],
  finish: (tx: Transaction) => void,
): Promise<void> {
  const plan = await planFutureAppointments(barber, future);
  const ref = barbers(barber.shopId).doc(barber.id);
  // closing waits on the barber's bookings too: lost for good, it is the same 409 as below
  const wasActive = await setTakingBookings(ref, false).catch((err: unknown) => {
    throw removalContention(err);
  });
  try {
    const now = Date.now();
    const planned = new Set(plan.steps.map((s) => s.a.id));
    const current = await futureAppointmentsOf(plan.shop, barber.id, now);
    if (current.some((a) => !planned.has(a.id))) throw new FutureAppointmentsPending(current.length);
    await carryOutPlan(uid, plan, now);
    await db.runTransaction(async (tx) => {
      const fresh = (await tx.get(ref)).data();
      if (!fresh) throw notFound('Barber not found');
      if (fresh.isActive !== false) throw conflict(`${fresh.name} was reactivated meanwhile. Please try again.`);
      const left = await futureAppointmentsOf(plan.shop, barber.id, Date.now(), tx);
      if (left.length > 0) throw new FutureAppointmentsPending(left.length);
      finish(tx);
    });
  } catch (err) {
    if (wasActive) await setTakingBookings(ref, true);
    throw removalContention(err);
  }
}

/**
 * A removal whose transaction lost to the barber's bookings for good (ABORTED after the retries,
 * or a transaction the emulator closed under load): 409 to try again, never a 500. The barber is
 * reopened by then, so nothing is left half done.
 */
function removalContention(err: unknown): unknown {
  const { code, message } = err as { code?: number; message?: string };
  if (code === 10 || (code === 3 && /Transaction is invalid or closed/.test(message ?? '')))
    return conflict('Bookings for this barber were being made at the same moment. Please try again.');
  return err;
}

/**
 * Opens or closes a barber for bookings in a transaction of its own (see removeBarber). Answers
 * whether they were taking bookings before; a barber since deleted is left alone (closing: 404).
 */
async function setTakingBookings(ref: DocumentReference<Barber>, taking: boolean): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) {
      if (taking) return false;
      throw notFound('Barber not found');
    }
    const was = current.isActive !== false;
    if (was !== taking) tx.update(ref, { isActive: taking });
    return was;
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
  const { doc } = await barberFor(uid, barberId, 'staff.manage');
  await removeBarber(uid, doc.data(), future, (tx) => tx.delete(doc.ref));
  const shopId = doc.data().shopId;
  const blocks = await timeBlocks(shopId).where('barberId', '==', barberId).get();
  const writer = db.bulkWriter();
  for (const block of blocks.docs) void writer.delete(block.ref);
  await writer.close();
  await removeMembersOfBarber(shopId, barberId);
}

/** POST /api/barbershops/{id}/services (services.write): `duration` minutes and `price` pounds become durationMin and pricePence. */
export async function addService(uid: string, shopId: string, input: ServiceInput): Promise<ServiceDto> {
  await actorIn(uid, shopId, 'services.write');
  const pricePence = priceInputToPence(input.price);
  if (pricePence === null) throw badRequest('Price must be an amount in pounds, e.g. 35 or 35.50', { price: 'Invalid price' });
  const ref = services(shopId).doc();
  const service = serviceFromInput(ref.id, shopId, input, pricePence);
  await ref.create(service);
  return toServiceDto(service);
}
