// The checks a requested time passes before it is booked or a booking is moved to it: shared by
// createAppointment (every source) and rescheduleAppointment (the customer's manage link).
import {
  scheduleOf,
  horizonDaysOf,
  horizonRefusal,
  isBeyondHorizon,
  isExistingWallTime,
  isOnSlotGrid,
  lastBookableDate,
  OFF_GRID_MESSAGE,
  ONLINE_LEAD_TIME_MIN,
  pickAnyAvailable,
  SLOT_REASONS,
  unavailableReason,
  zonedToInstant,
  type AppointmentSource,
  type Barber,
  type Barbershop,
  type BusyInterval,
  type Service,
  barbersForServices,
  performs,
} from '@barbershop/core';
import { conflict, HttpError, notFound, unprocessable } from '../../errors';

export const SKIPPED_TIME_MESSAGE = 'That time does not exist on that day: the clocks go forward. Please choose another time.';

const STATIC_REASONS: string[] = [
  SLOT_REASONS.closed,
  SLOT_REASONS.notWorking,
  SLOT_REASONS.tooLate,
  SLOT_REASONS.past,
  SLOT_REASONS.tooSoon,
];

export const BOOKED_MESSAGE = 'That time was just booked. Please choose another time.';

export function refusal(reason: string, barberName: string | null): HttpError {
  if (reason === SLOT_REASONS.booked) return conflict(BOOKED_MESSAGE);
  if (reason === SLOT_REASONS.past) return unprocessable('That time is in the past. Please choose a later time.');
  if (reason === SLOT_REASONS.tooSoon) return unprocessable('That time is too soon to book online. Please choose a later time.');
  if (reason === SLOT_REASONS.closed) return unprocessable('The barbershop is closed at that time.');
  if (reason === SLOT_REASONS.notWorking || reason === SLOT_REASONS.tooLate) {
    return unprocessable(`${barberName ?? 'The barber'} is not working at that time for this service.`);
  }
  // A time block: the public hears only that the barber is away; the owner hears why.
  if (reason === SLOT_REASONS.blocked)
    return conflict(`${barberName ?? 'The barber'} is not available at that time. Please choose another time.`);
  return conflict(`${barberName ?? 'The barber'} is not available at that time (${reason}). Please choose another time.`);
}

/**
 * The barbers a request may get: every active one who performs every chosen service for "any",
 * else the one asked for (404 when not taking bookings, 422 when they do not perform one).
 */
export function candidateBarbers(
  activeBarbers: Barber[],
  barberId: string | null,
  services: readonly Pick<Service, 'name' | 'barberIds'>[] = [],
): Barber[] {
  if (barberId === null) {
    if (activeBarbers.length === 0) throw unprocessable('This barbershop has no stylists taking bookings');
    const able = barbersForServices(activeBarbers, services);
    if (able.length === 0) throw unprocessable(NO_BARBER_FOR_SERVICES_MESSAGE);
    return able;
  }
  const chosen = activeBarbers.find((b) => b.id === barberId);
  if (!chosen) throw notFound('Barber not found or not taking bookings');
  const missing = services.find((s) => !performs(chosen.id, s));
  if (missing) throw unprocessable(`${chosen.name} does not perform ${missing.name}. Please choose another barber.`);
  return [chosen];
}

/**
 * Inside the transaction: the candidates still taking bookings (their documents as read there,
 * so a barber removed meanwhile is refused, not booked) and their days. The barber asked for,
 * when removed: 404 as candidateBarbers answers; "any" when every candidate was removed: 409.
 */
export function stillTakingBookings<D>(
  read: readonly { barber: Barber | null; day: D }[],
  anyBarber: boolean,
): { candidates: Barber[]; days: D[] } {
  const taking = read.filter((r): r is { barber: Barber; day: D } => r.barber !== null && r.barber.isActive !== false);
  if (taking.length === 0) {
    if (anyBarber) throw conflict('No stylist is free at that time any more. Please choose another time.');
    throw notFound('Barber not found or not taking bookings');
  }
  return { candidates: taking.map((r) => r.barber), days: taking.map((r) => r.day) };
}

export const NO_BARBER_FOR_SERVICES_MESSAGE =
  'No stylist performs all of these services in one visit. Please book them separately.';

export interface RequestedSlot {
  shop: Barbershop;
  date: string;
  time: string;
  /** the exact start (epoch ms) when the request named one; else `time` read by zonedToInstant */
  start?: number;
  durationMin: number;
  /** the visit's cleanup buffer: the barber must be free until end + bufferMin */
  bufferMin: number;
  source: AppointmentSource;
  now: number;
}

/**
 * The checks that read no other booking: the online slot grid, a wall time the clocks skip,
 * the horizon (online only). Answers the instants of the slot.
 */
export function checkRequestedTime(req: RequestedSlot): { start: Date; end: Date } {
  const { shop } = req;
  // Online bookings start on the grid the shop page lists; the owner may book any minute.
  if (req.source === 'online' && !isOnSlotGrid(shop.businessHours, req.date, req.time))
    throw unprocessable(OFF_GRID_MESSAGE, { time: OFF_GRID_MESSAGE });
  // A wall-clock time the clocks skip would be stored an hour off, on top of the next slot.
  if (!isExistingWallTime(req.date, req.time, shop.timezone)) throw unprocessable(SKIPPED_TIME_MESSAGE);
  const start = new Date(req.start ?? zonedToInstant(req.date, req.time, shop.timezone).getTime());
  const end = new Date(start.getTime() + req.durationMin * 60_000);
  // Owners may book any date; customers only within the shop's horizon.
  const horizonDays = horizonDaysOf(shop);
  if (req.source === 'online' && isBeyondHorizon(req.date, lastBookableDate(shop.timezone, horizonDays, req.now))) {
    throw unprocessable(horizonRefusal(horizonDays));
  }
  return { start, end };
}

type Blocks = Parameters<typeof unavailableReason>[0]['blocks'];

/** Why `barber` cannot take the slot given the day's busy intervals and blocks (null: free). */
export function slotReason(req: RequestedSlot, barber: Barber, busy: readonly BusyInterval[], blocks: Blocks): string | null {
  return unavailableReason(
    {
      date: req.date,
      ...scheduleOf(req.shop, barber),
      durationMin: req.durationMin,
      bufferMin: req.bufferMin,
      busy,
      blocks,
      now: req.now,
      leadTimeMin: req.source === 'online' ? ONLINE_LEAD_TIME_MIN : 0,
      blockReasons: req.source === 'owner',
    },
    req.time,
    req.start,
  );
}

/** Hours, past and lead time do not depend on other bookings: refused before any lock is taken. */
export function refuseStaticReasons(req: RequestedSlot, candidates: Barber[], anyBarber: boolean): void {
  const reasons = candidates.map((b) => slotReason(req, b, [], []));
  if (reasons.every((r) => r && STATIC_REASONS.includes(r))) {
    throw refusal(reasons[0]!, anyBarber ? 'No stylist' : candidates[0]!.name);
  }
}

/**
 * Inside the transaction: the barber who gets the slot (least busy free one for "any"), or the
 * refusal. `days[i]` is candidate i's day as read in the transaction.
 */
export function chooseBarber(
  req: RequestedSlot,
  candidates: Barber[],
  days: { intervals: BusyInterval[]; blocks: Blocks }[],
  anyBarber: boolean,
): number {
  const reasons = candidates.map((b, i) => slotReason(req, b, days[i]!.intervals, days[i]!.blocks));
  const barberId = anyBarber
    ? pickAnyAvailable(
        candidates.map((b, i) => ({ barberId: b.id, free: reasons[i] === null, bookedCount: days[i]!.intervals.length })),
      )
    : reasons[0] === null
      ? candidates[0]!.id
      : null;
  if (!barberId) {
    if (anyBarber) throw conflict('No stylist is free at that time any more. Please choose another time.');
    throw refusal(reasons[0]!, candidates[0]!.name);
  }
  return candidates.findIndex((b) => b.id === barberId);
}

/** Contention that outlasted every retry (gRPC ABORTED): someone else is booking the same barber-day. */
export function contentionRefusal(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  if ((err as { code?: number }).code === 10)
    return conflict('That time is being booked by someone else right now. Please choose another time.');
  return err;
}
