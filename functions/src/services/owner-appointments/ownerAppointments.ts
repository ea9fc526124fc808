import { requestedServiceIds, visitOf, walkInBusyReason } from '@barbershop/core/booking';
import {
  visitMarkRefusal,
  WALK_IN_NAME,
  type AppointmentUpdateInput,
  type OwnerBookingInput,
  type OwnerMoveInput,
  type WalkInInput,
} from '@barbershop/core/calendar';
import type { Appointment, AppointmentStatus, Barbershop } from '@barbershop/core/model';
import { liveIntervals } from '@barbershop/core/slots';
import { instantToZoned } from '@barbershop/core/time';
import { db } from '../../app/firebase';
import { appointments } from '../../data/collections';
import { ownedShop } from '../reads/owned';
import { conflict, HttpError, notFound, unprocessable } from '../../errors';
import { createAppointment, moveBooking, requestedDateTime } from '../booking';
import { BOOKED_MESSAGE } from '../booking/slotChecks';
import { findAppointment } from '../reads/appointments';
import { assertNoShowAllowed } from '../payments/afterBooking/noShow';
import { ownedBarber } from '../reads/owned';
import { loadActiveBarbers, loadActiveServices, loadBarberDay } from '../reads/shopData';

/** GET /api/barbershops/{id}/appointments: the shop's appointments between two dates, every status. */
export async function shopAppointments(uid: string, shopId: string, startDate: string, endDate: string): Promise<Appointment[]> {
  await ownedShop(uid, shopId);
  const snap = await appointments(shopId)
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .orderBy('date')
    .orderBy('time')
    .get();
  return snap.docs.map((d) => d.data());
}

/** GET /api/barbers/{id}/appointments: one barber's appointments between two dates, by start. */
export async function barberAppointments(
  uid: string,
  barberId: string,
  startDate: string,
  endDate: string,
): Promise<Appointment[]> {
  const barber = await ownedBarber(uid, barberId);
  const snap = await appointments(barber.shopId)
    .where('barberId', '==', barberId)
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .orderBy('date')
    .get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * POST /api/barbershops/{id}/appointments: the owner books a customer on file through the
 * booking engine (same transaction, same 409 on a clash; no online lead time).
 */
export async function bookForCustomer(uid: string, shopId: string, input: OwnerBookingInput): Promise<Appointment> {
  const shop = await ownedShop(uid, shopId);
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
  const shop = await ownedShop(uid, found.shopId);
  if (found.status !== 'scheduled') throw conflict(`Only a scheduled appointment can be moved; this one is ${found.status}.`);
  return moveBooking({
    shop,
    found,
    date: input.date,
    time: input.time,
    barberId: input.barberId,
    source: 'owner',
    movedBy: 'owner',
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
export async function bookWalkIn(uid: string, shopId: string, input: WalkInInput, now = Date.now()): Promise<Appointment> {
  const shop = await ownedShop(uid, shopId);
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
 * PATCH /api/appointments/{id}: the owner marks a visit completed or a no-show (or takes the
 * mark back to scheduled) and edits its notes. A cancelled booking is not revived here: its
 * time may be booked already. Completed and no-show wait for the visit's start (422 before:
 * core's visitMarkRefusal), as a no-show counts against the customer.
 */
export async function updateForOwner(
  uid: string,
  appointmentId: string,
  input: AppointmentUpdateInput,
  now = Date.now(),
): Promise<{ appointment: Appointment; previousStatus: AppointmentStatus }> {
  const found = await findAppointment(appointmentId);
  await ownedShop(uid, found.shopId);
  const ref = appointments(found.shopId).doc(found.id);
  return db.runTransaction(async (tx) => {
    const a = (await tx.get(ref)).data();
    if (!a) throw notFound('Appointment not found');
    if (a.status === 'cancelled' && input.status !== undefined)
      throw conflict('This appointment was cancelled. Book the customer again instead.');
    // a booking with a card or deposit: a no-show charges the customer, so never before the start (409)
    if (input.status === 'no_show') assertNoShowAllowed(a, new Date(now));
    const refusal = input.status === undefined ? null : visitMarkRefusal(a, input.status as AppointmentStatus, now);
    if (refusal) throw unprocessable(refusal, { status: refusal });
    const changes: Partial<Appointment> = {};
    if (input.status !== undefined) changes.status = input.status as AppointmentStatus;
    if (input.notes !== undefined) changes.notes = input.notes;
    tx.update(ref, changes);
    // the status before: money moves only when the mark itself changes, not on a notes edit
    return { appointment: { ...a, ...changes }, previousStatus: a.status };
  });
}
