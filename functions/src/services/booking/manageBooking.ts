import {
  BOOKING_NOT_FOUND_MESSAGE,
  canManageOnline,
  manageCutoffHoursOf,
  MANAGE_CLOSED_MESSAGE,
  manageUntilFor,
  type Appointment,
  type Barbershop,
  type BusyInterval,
  type Service,
  appointmentServicesOf,
  busyEndOf,
} from '@barbershop/core';
import { auth, db } from '../../app/firebase';
import { allAppointments, appointments, barberDayId, barberDays, services } from '../../data/collections';
import { isDocId } from '../../http/auth';
import { notFound, unprocessable } from '../../http/errors';
import { bookingReview } from '../reviews';
import { moveHeldBooking } from './customerHolds';
import { matchesManageToken } from './manageToken';
import { loadActiveBarbers, loadBarberDay, loadShop } from './shopData';
import {
  candidateBarbers,
  checkRequestedTime,
  chooseBarber,
  contentionRefusal,
  refuseStaticReasons,
  type RequestedSlot,
} from './slotChecks';

/** The one answer for an unknown booking and a missing, malformed or wrong token alike. */
export const bookingNotFound = () => notFound(BOOKING_NOT_FOUND_MESSAGE);

/**
 * The booking a manage link names, when its token is one of the booking's (else the same 404
 * for every reason). `token` has passed the core schema; an invalid id is answered the same way.
 */
export async function findManagedAppointment(appointmentId: string, token: string): Promise<Appointment> {
  if (!isDocId(appointmentId)) throw bookingNotFound();
  const snap = await allAppointments().where('id', '==', appointmentId).limit(1).get();
  const appointment = snap.docs[0]?.data();
  if (!appointment || !matchesManageToken(token, appointment.manageTokenHashes)) throw bookingNotFound();
  return appointment;
}

/** A custom token that signs the manage page in as the booker of this one booking (the rules' `appointmentId` claim). */
export function bookerFirebaseToken(a: Pick<Appointment, 'id' | 'shopId'>): Promise<string> {
  return auth.createCustomToken(`booking-${a.id}`, { appointmentId: a.id, shopId: a.shopId });
}

/** The booking a manage link names, its shop and its review (read together). */
export async function getManagedBooking(appointmentId: string, token: string) {
  const appointment = await findManagedAppointment(appointmentId, token);
  const [shop, review] = await Promise.all([loadShop(appointment.shopId), bookingReview(appointment.shopId, appointment.id)]);
  return { appointment, shop, review };
}

export interface RescheduleRequest {
  appointmentId: string;
  token: string;
  date: string;
  time: string;
  /** null: any available barber */
  barberId: string | null;
  now?: number;
}

/**
 * The customer moves their booking to another time (and maybe barber), as a new online booking
 * would be checked (grid, horizon, hours, blocks, lead time, other bookings). In one transaction
 * the old barber-day loses the interval, the new one gains it and the appointment gets the new
 * time, barber, a raised `sequence` and a new `manageUntil`. A booking of the same new time at
 * once makes exactly one of the two win; the other is refused with 409 and nothing is written.
 */
export async function rescheduleAppointment(req: RescheduleRequest): Promise<{ appointment: Appointment; shop: Barbershop }> {
  const now = req.now ?? Date.now();
  const found = await findManagedAppointment(req.appointmentId, req.token);
  if (!canManageOnline(found, now)) throw unprocessable(MANAGE_CLOSED_MESSAGE);
  const shop = await loadShop(found.shopId);
  const anyBarber = req.barberId === null;
  const [activeBarbers, services] = await Promise.all([loadActiveBarbers(shop.id), bookedServices(shop.id, found)]);
  const candidates = candidateBarbers(activeBarbers, req.barberId, services);
  // The booked services' duration, buffer and price stay as booked.
  const slot: RequestedSlot = {
    shop,
    date: req.date,
    time: req.time,
    durationMin: found.durationMin,
    bufferMin: found.bufferMin ?? 0,
    source: 'online',
    now,
  };
  const { start, end } = checkRequestedTime(slot);
  refuseStaticReasons(slot, candidates, anyBarber);

  const apptRef = appointments(shop.id).doc(found.id);
  try {
    const appointment = await db.runTransaction(
      async (tx) => {
        const [apptSnap, days] = await Promise.all([
          tx.get(apptRef),
          Promise.all(candidates.map((b) => loadBarberDay(shop.id, b.id, req.date, tx))),
        ]);
        const a = apptSnap.data();
        if (!a || !matchesManageToken(req.token, a.manageTokenHashes)) throw bookingNotFound();
        if (!canManageOnline(a, now)) throw unprocessable(MANAGE_CLOSED_MESSAGE);
        const oldDayRef = barberDays(shop.id).doc(barberDayId(a.barberId, a.date));
        const [oldDay, moveHeld] = await Promise.all([
          tx.get(oldDayRef),
          a.source === 'online' ? moveHeldBooking(tx, shop.id, { phone: a.customerPhone, email: a.customerEmail }, a.id) : null,
        ]);
        // The booking does not stand in its own way (a move within the same barber-day).
        const without = (intervals: BusyInterval[]) => intervals.filter((i) => i.appointmentId !== a.id);
        const freeDays = days.map((d) => ({ ...d, intervals: without(d.intervals) }));
        const index = chooseBarber(slot, candidates, freeDays, anyBarber);
        const barber = candidates[index]!;
        const day = freeDays[index]!;
        const interval: BusyInterval = {
          start: start.getTime(),
          end: busyEndOf({ end, bufferMin: a.bufferMin }),
          appointmentId: a.id,
        };
        if (oldDay.exists && oldDayRef.path !== day.dayRef.path)
          tx.update(oldDayRef, { intervals: without(oldDay.data()?.intervals ?? []) });
        tx.set(day.dayRef, {
          shopId: shop.id,
          barberId: barber.id,
          date: req.date,
          intervals: [...day.intervals, interval].sort((x, y) => x.start - y.start),
        });
        const changes = {
          date: req.date,
          time: req.time,
          start,
          end,
          barberId: barber.id,
          barberName: barber.name,
          sequence: (a.sequence ?? 0) + 1,
          manageUntil: manageUntilFor(start, manageCutoffHoursOf(shop)),
          // the new time gets its own reminder
          reminderSentAt: null,
        };
        tx.update(apptRef, changes);
        moveHeld?.(start.getTime());
        return { ...a, ...changes };
      },
      { maxAttempts: 25 },
    );
    return { appointment, shop };
  } catch (err) {
    throw contentionRefusal(err);
  }
}

/**
 * Who may do a booked visit now: the booked services as they stand today (their barber lists);
 * a service since deleted no longer restricts anyone.
 */
async function bookedServices(shopId: string, a: Appointment): Promise<Pick<Service, 'name' | 'barberIds'>[]> {
  const snaps = await Promise.all(appointmentServicesOf(a).map((s) => services(shopId).doc(s.serviceId).get()));
  return snaps.flatMap((snap) => {
    const s = snap.data();
    return s ? [{ name: s.name, barberIds: s.barberIds ?? null }] : [];
  });
}

/**
 * Frees a cancelled booking's busy interval (the customer cancels through the security rules,
 * which cannot touch the barber-day). Idempotent: the owner's cancel already removed it.
 */
export async function releaseCancelledInterval(shopId: string, appointmentId: string): Promise<void> {
  const apptRef = appointments(shopId).doc(appointmentId);
  await db.runTransaction(async (tx) => {
    const a = (await tx.get(apptRef)).data();
    if (!a || a.status !== 'cancelled') return;
    const dayRef = barberDays(shopId).doc(barberDayId(a.barberId, a.date));
    const day = await tx.get(dayRef);
    const intervals = day.data()?.intervals ?? [];
    if (!intervals.some((i) => i.appointmentId === appointmentId)) return;
    tx.update(dayRef, { intervals: intervals.filter((i) => i.appointmentId !== appointmentId) });
  });
}
