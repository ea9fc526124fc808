import { requestedServiceIds, visitOf, walkInBusyReason } from '@barbershop/core/booking';
import {
  visitMarkRefusal,
  WALK_IN_NAME,
  type AppointmentUpdateInput,
  type OwnerBookingInput,
  type OwnerMoveInput,
  type WalkInInput,
} from '@barbershop/core/calendar';
import type { Appointment, AppointmentChange, AppointmentStatus, Barbershop } from '@barbershop/core/model';
import { liveIntervals } from '@barbershop/core/slots';
import { can, updateActions, withChange } from '@barbershop/core/staff';
import { instantToZoned } from '@barbershop/core/time';
import { db } from '../../app/firebase';
import { appointments } from '../../data/collections';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../errors';
import { createAppointment, moveBooking, requestedDateTime } from '../booking';
import { BOOKED_MESSAGE } from '../booking/slotChecks';
import { findAppointment } from '../reads/appointments';
import { assertNoShowAllowed } from '../payments/afterBooking/noShow';
import { actorIn, requireBarberScope, seesWholeSchedule, stampOf, type ShopActor } from '../reads/members';
import { findBarber, loadActiveBarbers, loadActiveServices, loadBarberDay } from '../reads/shopData';

/** A barber marks their own visit only once it has begun (the owner's rules for the shop stay as they are). */
const MARK_BEFORE_START = 'You can mark a visit only after it has started';

const OWN_BOOKINGS_ONLY = 'You can see only your own bookings';

/**
 * GET /api/barbershops/{id}/appointments: the shop's appointments between two dates, every
 * status. A barber who may not see the whole schedule (seesWholeSchedule) gets their own column's
 * bookings only, not a 403: the same list call serves their "My day" (docs/permissions.md).
 */
export async function shopAppointments(actor: ShopActor, startDate: string, endDate: string): Promise<Appointment[]> {
  if (!seesWholeSchedule(actor))
    return actor.barberId ? columnAppointments(actor.shop.id, actor.barberId, startDate, endDate) : [];
  const snap = await appointments(actor.shop.id)
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .orderBy('date')
    .orderBy('time')
    .get();
  return snap.docs.map((d) => d.data());
}

/**
 * GET /api/barbers/{id}/appointments: one barber's appointments between two dates, by start:
 * whoever sees the whole schedule, or the barber for their own column (another's: 403).
 */
export async function barberAppointments(
  uid: string,
  barberId: string,
  startDate: string,
  endDate: string,
): Promise<Appointment[]> {
  const barber = await findBarber(barberId);
  const actor = await actorIn(uid, barber.shopId, 'ownSchedule.read');
  if (!seesWholeSchedule(actor) && actor.barberId !== barberId) throw forbidden(OWN_BOOKINGS_ONLY);
  return columnAppointments(barber.shopId, barberId, startDate, endDate);
}

async function columnAppointments(shopId: string, barberId: string, startDate: string, endDate: string): Promise<Appointment[]> {
  const snap = await appointments(shopId)
    .where('barberId', '==', barberId)
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .orderBy('date')
    .get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * POST /api/barbershops/{id}/appointments: the shop (a member with schedule.write) books a
 * customer on file through the booking engine (same transaction, same 409 on a clash; no online
 * lead time). The history says who booked it.
 */
export async function bookForCustomer(actor: ShopActor, input: OwnerBookingInput): Promise<Appointment> {
  const { shop } = actor;
  const { date, time, start } = requestedDateTime(shop, input);
  const { appointment } = await createAppointment({
    shop,
    shopId: shop.id,
    serviceId: input.serviceId,
    serviceIds: input.serviceIds as string[] | undefined,
    barberId: input.barberId,
    date,
    time,
    start,
    customer: { customerId: input.customerId },
    notes: input.notes,
    source: 'owner',
    bookedBy: stampOf(actor),
  });
  // the owner's answer carries no manage token: the link is the customer's
  return appointment;
}

/**
 * POST /api/appointments/{id}/move: the owner moves a scheduled booking to another time and/or
 * barber, through the customer's reschedule engine with the owner's rules (any minute, no
 * horizon or lead time). The customer gets one "your appointment has moved" email, unless the
 * owner chose not to notify them (`notifyCustomer: false`).
 */
export async function moveForOwner(uid: string, appointmentId: string, input: OwnerMoveInput, now = Date.now()) {
  const found = await findAppointment(appointmentId);
  const actor = await actorIn(uid, found.shopId, 'schedule.write');
  const { shop } = actor;
  if (found.status !== 'scheduled') throw conflict(`Only a scheduled appointment can be moved; this one is ${found.status}.`);
  return moveBooking({
    shop,
    found,
    date: input.date,
    time: input.time,
    barberId: input.barberId,
    source: 'owner',
    // 'owner' means "the shop" (the email rules); who in the shop is the history's
    movedBy: 'owner',
    by: stampOf(actor),
    notifyCustomer: input.notifyCustomer,
    now,
    stillMovable: (a) => {
      if (!a) throw notFound('Appointment not found');
      if (a.status !== 'scheduled') throw conflict(`Only a scheduled appointment can be moved; this one is ${a.status}.`);
    },
  });
}

/**
 * POST /api/barbershops/{id}/walk-ins: the customer in the shop now, with the chosen barber from
 * this minute (not the grid's next slot). Details are optional: with a phone the customer joins
 * the list (or is matched), without one only the name (or "Walk-in") is kept on the booking.
 */
export async function bookWalkIn(actor: ShopActor, input: WalkInInput, now = Date.now()): Promise<Appointment> {
  const { shop } = actor;
  // from the start of this minute: the booking engine counts that minute as not yet past
  const minute = Math.floor(now / 60_000) * 60_000;
  const { date, time } = instantToZoned(minute, shop.timezone);
  const name = input.name.trim() || WALK_IN_NAME;
  const serviceIds = requestedServiceIds(input.serviceId, input.serviceIds as string[] | undefined);
  const booking = createAppointment({
    shop,
    shopId: shop.id,
    serviceId: input.serviceId,
    serviceIds: input.serviceIds as string[] | undefined,
    barberId: input.barberId,
    date,
    time,
    // this very minute: in the hour repeated when the clocks go back, 01:30 now is the first one
    start: minute,
    customer: input.phone ? { name, phone: input.phone, email: input.email } : { walkIn: { name, email: input.email } },
    notes: input.notes,
    source: 'owner',
    walkIn: true,
    now: minute,
    bookedBy: stampOf(actor),
  });
  try {
    return (await booking).appointment;
  } catch (err) {
    throw await walkInRefusal(err, shop, input.barberId, serviceIds, minute, date);
  }
}

/**
 * A walk-in refused because the barber is busy says why ("Sam is with a customer until 14:30"),
 * not the online "That time was just booked". Any other refusal passes through as it was.
 */
async function walkInRefusal(
  err: unknown,
  shop: Barbershop,
  barberId: string,
  serviceIds: readonly string[],
  start: number,
  date: string,
): Promise<unknown> {
  if (!(err instanceof HttpError) || err.message !== BOOKED_MESSAGE) return err;
  const [services, barbers, day] = await Promise.all([
    loadActiveServices(shop.id, serviceIds),
    loadActiveBarbers(shop.id),
    loadBarberDay(shop.id, barberId, date),
  ]);
  const { durationMin, bufferMin } = visitOf(services);
  const name = barbers.find((b) => b.id === barberId)?.name ?? 'The barber';
  const reason = walkInBusyReason(name, liveIntervals(day.intervals, Date.now()), start, durationMin + bufferMin, shop.timezone);
  return reason ? conflict(reason) : err;
}

/**
 * PATCH /api/appointments/{id}: the shop marks a visit completed or a no-show (or takes the mark
 * back to scheduled), marks the customer arrived (or not), and edits its notes. A cancelled
 * booking is not revived here: its time may be booked already. Completed and no-show wait for the
 * visit's start (422 before: core's visitMarkRefusal), as a no-show counts against the customer.
 * Whoever holds schedule.write marks any booking; a barber only their own column's, and any mark
 * (a status, an arrival) only once the visit has started. Each change joins the history in the
 * same write.
 */
export async function updateForOwner(
  uid: string,
  appointmentId: string,
  input: AppointmentUpdateInput,
  now = Date.now(),
): Promise<{ appointment: Appointment; previousStatus: AppointmentStatus }> {
  const found = await findAppointment(appointmentId);
  const actor = await actorIn(uid, found.shopId, 'ownSchedule.write');
  const ref = appointments(found.shopId).doc(found.id);
  return db.runTransaction(async (tx) => {
    const a = (await tx.get(ref)).data();
    if (!a) throw notFound('Appointment not found');
    // the column as it is now (the booking may have moved since it was found)
    if (!can(actor.role, 'schedule.write')) {
      requireBarberScope(actor, a.barberId, 'schedule.write');
      // a barber marks their visits; the booking's notes are the shop's (front desk and up)
      if (input.notes !== undefined) throw forbidden('You can mark your own visits, not change their notes');
      const marks = input.status !== undefined || input.arrived === true;
      if (marks && now < a.start.getTime()) throw unprocessable(MARK_BEFORE_START, { status: MARK_BEFORE_START });
    }
    if (a.status === 'cancelled' && (input.status !== undefined || input.arrived !== undefined))
      throw conflict('This appointment was cancelled. Book the customer again instead.');
    // a booking with a card or deposit: a no-show charges the customer, so never before the start (409)
    if (input.status === 'no_show') assertNoShowAllowed(a, new Date(now));
    const refusal = input.status === undefined ? null : visitMarkRefusal(a, input.status as AppointmentStatus, now);
    if (refusal) throw unprocessable(refusal, { status: refusal });
    const changes: Partial<Appointment> = {};
    if (input.status !== undefined) changes.status = input.status as AppointmentStatus;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.arrived === true && !a.arrivedAt) changes.arrivedAt = new Date(now);
    if (input.arrived === false) changes.arrivedAt = null;
    const by = stampOf(actor);
    const history = updateActions(a, input as Parameters<typeof updateActions>[1]).reduce<AppointmentChange[] | undefined>(
      (h, action) => withChange(h, { action, at: new Date(now), by }),
      a.history,
    );
    if (history !== a.history) changes.history = history;
    tx.update(ref, changes);
    // the status before: money moves only when the mark itself changes, not on a notes edit
    return { appointment: { ...a, ...changes }, previousStatus: a.status };
  });
}
