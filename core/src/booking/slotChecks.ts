// The checks a requested time passes before it is booked or a booking is moved to it, as pure
// functions: each answers a value or the refusal the API gives (status and public message), and
// services/booking/slotChecks.ts turns a refusal into its HttpError. Shared by a new booking
// (every source), the customer's reschedule, the owner's move and a staff change's move.
import type { AppointmentSource, Barber, Barbershop, BusyInterval, Service } from '../model/types';
import { liveIntervals } from '../slots/busyProjection';
import { barberDayInput } from '../slots/dayInput';
import { isOnSlotGrid, OFF_GRID_MESSAGE } from '../slots/slotGrid';
import {
  ONLINE_LEAD_TIME_MIN,
  SLOT_REASONS,
  slotReasonAt,
  type BlockLike,
  type SlotReason,
  type SlotReasonCode,
} from '../slots/slots';
import { isExistingWallTime, zonedToInstant } from '../time/zone';
import { pickAnyAvailable } from './anyAvailable';
import { horizonDaysOf, horizonRefusal, isBeyondHorizon, lastBookableDate } from './horizon';
import { barbersForServices, performs } from './visit';

/** A refusal as the API answers it. */
export interface Refusal {
  status: 404 | 409 | 422;
  message: string;
  details?: Record<string, string>;
}

/** A check's answer: the value, or why not. */
export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = (
  status: Refusal['status'],
  message: string,
  details?: Record<string, string>,
): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: details ? { status, message, details } : { status, message },
});

export const SKIPPED_TIME_MESSAGE = 'That time does not exist on that day: the clocks go forward. Please choose another time.';
export const BOOKED_MESSAGE = 'That time was just booked. Please choose another time.';
export const NO_BARBER_FOR_SERVICES_MESSAGE =
  'No stylist performs all of these services in one visit. Please book them separately.';
const NOT_TAKING_MESSAGE = 'Barber not found or not taking bookings';
const NOBODY_FREE_MESSAGE = 'No stylist is free at that time any more. Please choose another time.';

/** Reasons that do not depend on other bookings: refused before any lock is taken. */
const STATIC_CODES: readonly SlotReasonCode[] = ['closed', 'notWorking', 'tooLate', 'past', 'tooSoon'];

/**
 * The API's refusal of a slot for a reason of the slot engine, decided by its code. A time block
 * tells the public only that the barber is away; an owner's check (block reasons on) also hears
 * which block.
 */
export function refusalFor(reason: SlotReason, barberName: string | null): Refusal {
  const who = barberName ?? 'The barber';
  switch (reason.code) {
    case 'booked':
      return { status: 409, message: BOOKED_MESSAGE };
    case 'past':
      return { status: 422, message: 'That time is in the past. Please choose a later time.' };
    case 'tooSoon':
      return { status: 422, message: 'That time is too soon to book online. Please choose a later time.' };
    case 'closed':
      return { status: 422, message: 'The barbershop is closed at that time.' };
    case 'notWorking':
    case 'tooLate':
      return { status: 422, message: `${who} is not working at that time for this service.` };
    case 'blocked':
      // the public label: nothing more to say (an owner's check carries the block's own reason)
      if (reason.label === SLOT_REASONS.blocked)
        return { status: 409, message: `${who} is not available at that time. Please choose another time.` };
  }
  return { status: 409, message: `${who} is not available at that time (${reason.label}). Please choose another time.` };
}

/**
 * The barbers a request may get: every active one who performs every chosen service for "any",
 * else the one asked for (404 when not taking bookings, 422 when they do not perform one).
 */
export function candidateBarbersFor(
  activeBarbers: readonly Barber[],
  barberId: string | null,
  services: readonly Pick<Service, 'name' | 'barberIds'>[] = [],
): Checked<Barber[]> {
  if (barberId === null) {
    if (activeBarbers.length === 0) return refused(422, 'This barbershop has no stylists taking bookings');
    const able = barbersForServices(activeBarbers, services);
    if (able.length === 0) return refused(422, NO_BARBER_FOR_SERVICES_MESSAGE);
    return ok(able);
  }
  const chosen = activeBarbers.find((b) => b.id === barberId);
  if (!chosen) return refused(404, NOT_TAKING_MESSAGE);
  const missing = services.find((s) => !performs(chosen.id, s));
  if (missing) return refused(422, `${chosen.name} does not perform ${missing.name}. Please choose another barber.`);
  return ok([chosen]);
}

/**
 * Inside the transaction: the candidates still taking bookings (their documents as read there,
 * so a barber removed meanwhile is refused, not booked) and their days. The barber asked for,
 * when removed: 404 as candidateBarbersFor answers; "any" when every candidate was removed: 409.
 */
export function stillTaking<D>(
  read: readonly { barber: Barber | null; day: D }[],
  anyBarber: boolean,
): Checked<{ candidates: Barber[]; days: D[] }> {
  const taking = read.filter((r): r is { barber: Barber; day: D } => r.barber !== null && r.barber.isActive !== false);
  if (taking.length === 0) return anyBarber ? refused(409, NOBODY_FREE_MESSAGE) : refused(404, NOT_TAKING_MESSAGE);
  return ok({ candidates: taking.map((r) => r.barber), days: taking.map((r) => r.day) });
}

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
  /**
   * minutes ahead an online booking must start; absent: ONLINE_LEAD_TIME_MIN. A claimed waitlist
   * offer passes 0: the time was offered ahead of the lead time and held for the customer since.
   */
  leadTimeMin?: number;
}

/**
 * The checks that read no other booking: the online slot grid, a wall time the clocks skip,
 * the horizon (online only). Answers the instants of the slot.
 */
export function requestedTimeOf(req: RequestedSlot): Checked<{ start: Date; end: Date }> {
  const { shop } = req;
  // Online bookings start on the grid the shop page lists; the owner may book any minute.
  if (req.source === 'online' && !isOnSlotGrid(shop.businessHours, req.date, req.time))
    return refused(422, OFF_GRID_MESSAGE, { time: OFF_GRID_MESSAGE });
  // A wall-clock time the clocks skip would be stored an hour off, on top of the next slot.
  if (!isExistingWallTime(req.date, req.time, shop.timezone)) return refused(422, SKIPPED_TIME_MESSAGE);
  const start = new Date(req.start ?? zonedToInstant(req.date, req.time, shop.timezone).getTime());
  const end = new Date(start.getTime() + req.durationMin * 60_000);
  // Owners may book any date; customers only within the shop's horizon.
  const horizonDays = horizonDaysOf(shop);
  if (req.source === 'online' && isBeyondHorizon(req.date, lastBookableDate(shop.timezone, horizonDays, req.now)))
    return refused(422, horizonRefusal(horizonDays));
  return ok({ start, end });
}

/** Why `barber` cannot take the slot given the day's busy intervals and blocks (null: free). */
export function slotReasonFor(
  req: RequestedSlot,
  barber: Barber,
  busy: readonly BusyInterval[],
  blocks: readonly BlockLike[],
): SlotReason | null {
  const input = barberDayInput({
    shop: req.shop,
    barber,
    date: req.date,
    visit: req,
    busy,
    blocks,
    now: req.now,
    rules: {
      leadTimeMin: req.source === 'online' ? (req.leadTimeMin ?? ONLINE_LEAD_TIME_MIN) : 0,
      blockReasons: req.source === 'owner',
    },
  });
  return slotReasonAt(input, req.time, req.start);
}

/** Hours, past and lead time do not depend on other bookings: the refusal before any lock is taken (null: none). */
export function staticRefusal(req: RequestedSlot, candidates: readonly Barber[], anyBarber: boolean): Refusal | null {
  const reasons = candidates.map((b) => slotReasonFor(req, b, [], []));
  if (!reasons.every((r) => r !== null && STATIC_CODES.includes(r.code))) return null;
  return refusalFor(reasons[0]!, anyBarber ? 'No stylist' : candidates[0]!.name);
}

/**
 * Inside the transaction: the index of the barber who gets the slot (least busy free one for
 * "any"), or the refusal. `days[i]` is candidate i's day as read in the transaction.
 */
export function chosenBarber(
  req: RequestedSlot,
  candidates: readonly Barber[],
  days: readonly { intervals: readonly BusyInterval[]; blocks: readonly BlockLike[] }[],
  anyBarber: boolean,
): Checked<number> {
  const reasons = candidates.map((b, i) => slotReasonFor(req, b, days[i]!.intervals, days[i]!.blocks));
  const barberId = anyBarber
    ? pickAnyAvailable(
        candidates.map((b, i) => ({
          barberId: b.id,
          free: reasons[i] === null,
          bookedCount: liveIntervals(days[i]!.intervals, req.now).length,
        })),
      )
    : reasons[0] === null
      ? candidates[0]!.id
      : null;
  if (barberId) return ok(candidates.findIndex((b) => b.id === barberId));
  if (anyBarber) return refused(409, NOBODY_FREE_MESSAGE);
  return { ok: false, refusal: refusalFor(reasons[0]!, candidates[0]!.name) };
}
