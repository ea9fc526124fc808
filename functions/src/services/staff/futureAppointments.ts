import type { FutureAppointmentsDto } from '@barbershop/core/api';
import { appointmentServicesOf } from '@barbershop/core/booking';
import type { Appointment, Barber, Barbershop, Service } from '@barbershop/core/model';
import type { BlockLike, Interval } from '@barbershop/core/slots';
import { choiceFor, suggestBarbers, type StaffChangeInput } from '@barbershop/core/staff';
import { todayIn } from '@barbershop/core/time';
import type { Transaction } from 'firebase-admin/firestore';
import { appointments, services } from '../../data/collections';
import { conflict, HttpError } from '../../errors';
import { cancelAppointment, candidateBarbers, moveBooking } from '../booking';
import { loadActiveBarbers, loadBarberDay, loadShop } from '../reads/shopData';
import { actorIn, stampOf } from '../reads/members';

/** 409 for a delete or deactivation that does not say what happens to the barber's future bookings. */
export class FutureAppointmentsPending extends HttpError {
  constructor(readonly count: number) {
    super(
      409,
      `This barber has ${count} future appointment${count === 1 ? '' : 's'}. Say for each whether to move it to another barber or cancel it (futureAppointments).`,
    );
  }
}

const futureQuery = (shop: Barbershop, barberId: string, now: number) =>
  appointments(shop.id).where('barberId', '==', barberId).where('date', '>=', todayIn(shop.timezone, now));

const upcoming = (list: Appointment[], now: number) =>
  list.filter((a) => a.status === 'scheduled' && a.start.getTime() > now).sort((x, y) => x.start.getTime() - y.start.getTime());

/** The barber's scheduled appointments that have not started yet, earliest first. */
export async function futureAppointmentsOf(
  shop: Barbershop,
  barberId: string,
  now: number,
  tx?: Transaction,
): Promise<Appointment[]> {
  const snap = tx ? await tx.get(futureQuery(shop, barberId, now)) : await futureQuery(shop, barberId, now).get();
  return upcoming(
    snap.docs.map((d) => d.data()),
    now,
  );
}

/**
 * Each appointment's services as they stand today (who performs them), from one read of the
 * shop's services; a service since deleted restricts nobody (as moveBooking reads them).
 */
async function servicesOfVisits(shop: Barbershop, future: Appointment[]): Promise<Map<string, Service[]>> {
  const byId = new Map((await services(shop.id).get()).docs.map((d) => [d.id, d.data()]));
  return new Map(future.map((a) => [a.id, appointmentServicesOf(a).flatMap((s) => byId.get(s.serviceId) ?? [])]));
}

/**
 * A free barber who performs every service of the visit, for each future appointment (planned
 * together), among the shop's other active barbers.
 */
async function suggestionsFor(shop: Barbershop, leaving: Barber, future: Appointment[], now: number) {
  const [active, visitServices] = await Promise.all([loadActiveBarbers(shop.id), servicesOfVisits(shop, future)]);
  const others = active.filter((b) => b.id !== leaving.id);
  const days = new Map<string, { busy: Interval[]; blocks: BlockLike[] }>();
  await Promise.all(
    others.flatMap((b) =>
      [...new Set(future.map((a) => a.date))].map(async (date) => {
        const day = await loadBarberDay(shop.id, b.id, date);
        days.set(`${b.id}|${date}`, { busy: day.intervals, blocks: day.blocks });
      }),
    ),
  );
  const suggested = suggestBarbers({
    appointments: future.map((a) => ({
      id: a.id,
      date: a.date,
      time: a.time,
      durationMin: a.durationMin,
      bufferMin: a.bufferMin ?? 0,
      start: a.start.getTime(),
      end: a.end.getTime(),
      services: visitServices.get(a.id) ?? [],
    })),
    barbers: others.map((b) => ({ ...b, barberId: b.id })),
    dayOf: (barberId, date) => days.get(`${barberId}|${date}`) ?? { busy: [], blocks: [] },
    shop,
    now,
  });
  return { others, suggested, visitServices };
}

/** GET /api/barbers/{id}/future-appointments. */
export async function listFutureAppointments(barber: Barber, now = Date.now()): Promise<FutureAppointmentsDto> {
  const shop = await loadShop(barber.shopId);
  const future = await futureAppointmentsOf(shop, barber.id, now);
  const { others, suggested } = await suggestionsFor(shop, barber, future, now);
  return {
    futureAppointments: future.length,
    appointments: future.map((a) => {
      const id = suggested.get(a.id) ?? null;
      return {
        id: a.id,
        date: a.date,
        time: a.time,
        durationMin: a.durationMin,
        serviceName: a.serviceName,
        customerName: a.customerName,
        suggestedBarberId: id,
        suggestedBarberName: others.find((b) => b.id === id)?.name ?? null,
      };
    }),
  };
}

/** What a delete or deactivation does with each of the barber's future appointments. */
export interface FuturePlan {
  shop: Barbershop;
  barberId: string;
  /** `to` null: cancel it */
  steps: { a: Appointment; to: Barber | null }[];
}

/** A refusal about one appointment of the plan, saying which (status and details kept). */
function aboutAppointment(a: Appointment, err: unknown): unknown {
  if (!(err instanceof HttpError) || err instanceof FutureAppointmentsPending) return err;
  return new HttpError(
    err.status,
    `${a.customerName}'s appointment on ${a.date} at ${a.time} cannot be moved: ${err.message}`,
    err.details,
  );
}

/**
 * Before a barber is deleted or deactivated: the choice for each future appointment, every one
 * checked before anything changes. Without a choice for each, 409 with the count. A move goes
 * to the barber named, else the suggested one, who must be an active barber of the shop who
 * performs every service of the visit (the same check as the dashboard's move: candidateBarbers);
 * whether they are free is checked again when it moves.
 */
export async function planFutureAppointments(
  barber: Barber,
  input: StaffChangeInput['futureAppointments'],
  now = Date.now(),
): Promise<FuturePlan> {
  const shop = await loadShop(barber.shopId);
  const future = await futureAppointmentsOf(shop, barber.id, now);
  if (future.length === 0) return { shop, barberId: barber.id, steps: [] };
  const choices = future.map((a) => ({ a, choice: choiceFor(input, a.id) }));
  if (choices.some((c) => c.choice === null)) throw new FutureAppointmentsPending(future.length);

  const { others, suggested, visitServices } = await suggestionsFor(shop, barber, future, now);
  const steps = choices.map(({ a, choice }) => {
    if (choice!.action === 'cancel') return { a, to: null };
    const targetId = choice!.barberId ?? suggested.get(a.id) ?? null;
    if (!targetId)
      throw conflict(`No other barber is free on ${a.date} at ${a.time} for ${a.customerName}'s appointment. Cancel it instead.`);
    if (!others.some((b) => b.id === targetId))
      throw conflict(
        `The barber chosen for ${a.customerName}'s appointment on ${a.date} at ${a.time} is not an active barber of this shop.`,
      );
    try {
      return { a, to: candidateBarbers(others, targetId, visitServices.get(a.id) ?? [])[0]! };
    } catch (err) {
      throw aboutAppointment(a, err);
    }
  });
  return { shop, barberId: barber.id, steps };
}

/**
 * Carries a plan out: each move through the dashboard's move (moveBooking: one transaction, the
 * same checks, the sequence raised so the customer gets "Your appointment has moved"), each cancel
 * through the owner's cancellation (the customer gets the cancellation email).
 */
export async function carryOutPlan(
  uid: string,
  plan: FuturePlan,
  now = Date.now(),
): Promise<{ moved: number; cancelled: number }> {
  let moved = 0;
  let cancelled = 0;
  // the moves' history names who removed the barber (the cancels name them through cancelAppointment)
  const by = stampOf(await actorIn(uid, plan.shop.id, 'staff.manage'));
  for (const { a, to } of plan.steps) {
    if (!to) {
      await cancelAppointment(uid, a.id);
      cancelled += 1;
      continue;
    }
    try {
      await moveBooking({
        shop: plan.shop,
        found: a,
        date: a.date,
        time: a.time,
        start: a.start.getTime(), // the booking's own instant: 01:30 BST and 01:30 GMT differ
        barberId: to.id,
        source: 'owner',
        movedBy: 'owner',
        by,
        now,
        stillMovable: (fresh) => {
          if (!fresh || fresh.status !== 'scheduled' || fresh.barberId !== plan.barberId)
            throw conflict(`The appointment of ${a.customerName} on ${a.date} at ${a.time} changed meanwhile. Please try again.`);
        },
      });
    } catch (err) {
      throw aboutAppointment(a, err);
    }
    moved += 1;
  }
  return { moved, cancelled };
}
