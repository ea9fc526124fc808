import {
  choiceFor,
  suggestBarbers,
  todayIn,
  type Appointment,
  type Barber,
  type Barbershop,
  type BlockLike,
  type FutureAppointmentsDto,
  type Interval,
  type StaffChangeInput,
} from '@barbershop/core';
import type { Transaction } from 'firebase-admin/firestore';
import { appointments } from '../../data/collections';
import { conflict, HttpError } from '../../http/errors';
import { cancelAppointment, loadActiveBarbers, loadBarberDay, loadShop, moveAppointment } from '../booking';

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

/** A free barber for each future appointment (planned together), among the shop's other active barbers. */
async function suggestionsFor(shop: Barbershop, leaving: Barber, future: Appointment[], now: number) {
  const others = (await loadActiveBarbers(shop.id)).filter((b) => b.id !== leaving.id);
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
    })),
    barbers: others.map((b) => ({
      barberId: b.id,
      barberHours: b.weeklyHours ?? null,
      weeklyBreaks: b.weeklyBreaks,
      skippedBreaks: b.skippedBreaks,
    })),
    dayOf: (barberId, date) => days.get(`${barberId}|${date}`) ?? { busy: [], blocks: [] },
    timeZone: shop.timezone,
    shopHours: shop.businessHours,
    closedDates: shop.closedDates,
    now,
  });
  return { others, suggested };
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

/**
 * Before a barber is deleted or deactivated: each future appointment is moved (one transaction
 * per move, re-checked there) or cancelled through the owner's cancellation, whose update
 * sends the customer's cancellation email. Every choice is checked before anything changes;
 * without a choice for each appointment nothing changes and the answer is 409 with the count.
 */
export async function resolveFutureAppointments(
  uid: string,
  barber: Barber,
  input: StaffChangeInput['futureAppointments'],
  now = Date.now(),
): Promise<{ moved: number; cancelled: number }> {
  const shop = await loadShop(barber.shopId);
  const future = await futureAppointmentsOf(shop, barber.id, now);
  if (future.length === 0) return { moved: 0, cancelled: 0 };
  const choices = future.map((a) => ({ a, choice: choiceFor(input, a.id) }));
  if (choices.some((c) => c.choice === null)) throw new FutureAppointmentsPending(future.length);

  const { others, suggested } = await suggestionsFor(shop, barber, future, now);
  const plan = choices.map(({ a, choice }) => {
    if (choice!.action === 'cancel') return { a, to: null };
    const targetId = choice!.barberId ?? suggested.get(a.id) ?? null;
    if (!targetId)
      throw conflict(`No other barber is free on ${a.date} at ${a.time} for ${a.customerName}'s appointment. Cancel it instead.`);
    const to = others.find((b) => b.id === targetId);
    if (!to)
      throw conflict(
        `The barber chosen for ${a.customerName}'s appointment on ${a.date} at ${a.time} is not an active barber of this shop.`,
      );
    return { a, to };
  });

  let moved = 0;
  let cancelled = 0;
  for (const { a, to } of plan) {
    if (to) {
      await moveAppointment(shop, a.id, barber.id, to, now);
      moved += 1;
    } else {
      await cancelAppointment(uid, a.id);
      cancelled += 1;
    }
  }
  return { moved, cancelled };
}
