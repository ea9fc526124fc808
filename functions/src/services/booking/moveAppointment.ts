import {
  scheduleOf,
  busyEndOf,
  unavailableReason,
  type Appointment,
  type Barber,
  type Barbershop,
  type BusyInterval,
} from '@barbershop/core';
import { db } from '../../app/firebase';
import { appointments, barberDayId, barberDays, barbers } from '../../data/collections';
import { conflict, notFound } from '../../http/errors';
import { loadBarberDay } from './shopData';

/**
 * Moves a scheduled appointment from one barber to another at the same time, in one
 * transaction: the new barber's day and blocks are re-checked as a booking would (owner rules:
 * no online lead time), the interval leaves the old barber's busy projection and joins the new
 * one's, and the appointment carries the new barber. A booking made for the new barber in the
 * meantime makes the transaction retry and then refuse with 409, so nothing is double booked.
 */
export async function moveAppointment(
  shop: Barbershop,
  appointmentId: string,
  fromBarberId: string,
  to: Barber,
  now = Date.now(),
): Promise<Appointment> {
  const apptRef = appointments(shop.id).doc(appointmentId);
  return db.runTransaction(async (tx) => {
    const apptSnap = await tx.get(apptRef);
    const a = apptSnap.data();
    if (!a) throw notFound('Appointment not found');
    if (a.status !== 'scheduled' || a.barberId !== fromBarberId)
      throw conflict(`The appointment of ${a.customerName} on ${a.date} at ${a.time} changed meanwhile. Please try again.`);
    const oldDayRef = barberDays(shop.id).doc(barberDayId(fromBarberId, a.date));
    const [oldDay, target, newDay] = await Promise.all([
      tx.get(oldDayRef),
      tx.get(barbers(shop.id).doc(to.id)),
      loadBarberDay(shop.id, to.id, a.date, tx),
    ]);
    const fresh = target.data();
    if (!fresh || fresh.isActive === false) throw conflict(`${to.name} is not taking bookings any more.`);
    const reason = unavailableReason(
      {
        date: a.date,
        ...scheduleOf(shop, fresh),
        durationMin: a.durationMin,
        bufferMin: a.bufferMin ?? 0,
        busy: newDay.intervals,
        blocks: newDay.blocks,
        now,
        leadTimeMin: 0,
      },
      a.time,
      a.start.getTime(), // the booking's own instant: 01:30 BST and 01:30 GMT are not the same slot
    );
    if (reason)
      throw conflict(`${fresh.name} is not free on ${a.date} at ${a.time} (${reason}) for ${a.customerName}'s appointment.`);
    const interval: BusyInterval = { start: a.start.getTime(), end: busyEndOf(a), appointmentId: a.id };
    if (oldDay.exists)
      tx.update(oldDayRef, { intervals: (oldDay.data()?.intervals ?? []).filter((i) => i.appointmentId !== a.id) });
    tx.set(newDay.dayRef, {
      shopId: shop.id,
      barberId: fresh.id,
      date: a.date,
      intervals: [...newDay.intervals, interval].sort((x, y) => x.start - y.start),
    });
    tx.update(apptRef, { barberId: fresh.id, barberName: fresh.name });
    return { ...a, barberId: fresh.id, barberName: fresh.name };
  });
}
