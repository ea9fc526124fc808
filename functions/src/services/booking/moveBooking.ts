import { appointmentServicesOf, busyEndOf, moveChanges, type MovedBy } from '@barbershop/core/booking';
import type { ActorStamp, Appointment, AppointmentSource, Barbershop, BusyInterval, Service } from '@barbershop/core/model';
import { removeInterval } from '@barbershop/core/slots';
import { withChange } from '@barbershop/core/staff';
import { db } from '../../app/firebase';
import { appointments, services } from '../../data/collections';
import { moveBetweenDays, readBarberDay } from './busyDays';
import { moveHeldBooking } from './customerHolds';
import { loadActiveBarbers, loadCandidateDays } from '../reads/shopData';
import {
  candidateBarbers,
  checkRequestedTime,
  chooseBarber,
  contentionRefusal,
  refuseStaticReasons,
  stillTakingBookings,
  type RequestedSlot,
} from './slotChecks';

export type { MovedBy } from '@barbershop/core/booking';

export interface MoveBookingRequest {
  shop: Barbershop;
  /** the booking as read before the transaction */
  found: Appointment;
  date: string;
  time: string;
  /** the exact instant when `time` is ambiguous (the repeated autumn hour); else derived from it */
  start?: number;
  /** null: any available barber who performs the booked services */
  barberId: string | null;
  /** 'online' checks as a customer's booking (grid, horizon, lead time); 'owner' as the owner's */
  source: AppointmentSource;
  movedBy: MovedBy;
  /** who moved it, for its history (a member, or the booker); absent: no entry */
  by?: ActorStamp;
  /** false: no "moved" email to the customer (the owner's choice); absent: they are emailed */
  notifyCustomer?: boolean;
  /** re-checks the booking as read inside the transaction (token, cut-off, status): throws to refuse */
  stillMovable: (a: Appointment) => void;
  now: number;
}

/**
 * Moves a booking to another time and maybe barber, as a new booking of the same services would
 * be checked. In one transaction the old barber-day loses the interval (with its buffer), the new
 * one gains it, and the appointment gets the new time and barber, a raised `sequence` (the
 * customer's "moved" email and the .ics update follow from it) and a new `manageUntil`. A booking
 * of the same new time at once makes exactly one of the two win; the other is refused with 409
 * and nothing is written. The customer's reschedule, the owner's move and a staff change's moves
 * all come here, so each checks the barber performs the booked services and tells the customer
 * the same way (moveChanges).
 */
export async function moveBooking(req: MoveBookingRequest): Promise<Appointment> {
  const { shop, found, now } = req;
  const anyBarber = req.barberId === null;
  const [activeBarbers, booked] = await Promise.all([loadActiveBarbers(shop.id), bookedServices(shop.id, found)]);
  const candidates = candidateBarbers(activeBarbers, req.barberId, booked);
  // The booked services' duration, buffer and price stay as booked.
  const slot: RequestedSlot = {
    shop,
    date: req.date,
    time: req.time,
    start: req.start,
    durationMin: found.durationMin,
    bufferMin: found.bufferMin ?? 0,
    source: req.source,
    now,
  };
  const { start, end } = checkRequestedTime(slot);
  refuseStaticReasons(slot, candidates, anyBarber);

  const apptRef = appointments(shop.id).doc(found.id);
  try {
    return await db.runTransaction(
      async (tx) => {
        const [apptSnap, read] = await Promise.all([tx.get(apptRef), loadCandidateDays(shop.id, candidates, req.date, tx)]);
        const a = apptSnap.data();
        req.stillMovable(a!);
        // a barber removed since `candidates` was read is not moved onto (see createAppointment)
        const taking = stillTakingBookings(read, anyBarber);
        const days = taking.days;
        const [oldDay, moveHeld] = await Promise.all([
          readBarberDay(tx, a!),
          a!.source === 'online'
            ? moveHeldBooking(tx, shop.id, { phone: a!.customerPhone, email: a!.customerEmail }, a!.id)
            : null,
        ]);
        // The booking does not stand in its own way (a move within the same barber-day).
        const freeDays = days.map((d) => ({ ...d, intervals: removeInterval(d.intervals, found.id) }));
        const index = chooseBarber(slot, taking.candidates, freeDays, anyBarber);
        const barber = taking.candidates[index]!;
        const day = days[index]!;
        const interval: BusyInterval = {
          start: start.getTime(),
          end: busyEndOf({ end, bufferMin: a!.bufferMin }),
          appointmentId: found.id,
        };
        moveBetweenDays(tx, oldDay, day, { shopId: shop.id, barberId: barber.id, date: req.date }, interval);
        const changes = moveChanges(
          { ...a!, movedSentSequence: apptSnap.get('movedSentSequence') },
          { date: req.date, time: req.time, start, end, barberId: barber.id, barberName: barber.name },
          { movedBy: req.movedBy, notifyCustomer: req.notifyCustomer, shop },
        );
        const history = req.by ? { history: withChange(a!.history, { action: 'moved', at: new Date(), by: req.by }) } : {};
        tx.update(apptRef, { ...changes, ...history });
        moveHeld?.(start.getTime());
        return { ...a!, ...changes, ...history };
      },
      { maxAttempts: 25 },
    );
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
