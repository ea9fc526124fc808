import { describe, expect, it } from 'vitest';
import type { Barber, Barbershop, BusinessHoursEntry } from '../model/types';
import { OFF_GRID_MESSAGE } from '../slots/slotGrid';
import {
  BOOKED_MESSAGE,
  candidateBarbersFor,
  chosenBarber,
  NO_BARBER_FOR_SERVICES_MESSAGE,
  refusalFor,
  requestedTimeOf,
  SKIPPED_TIME_MESSAGE,
  slotReasonFor,
  staticRefusal,
  stillTaking,
  type Checked,
  type Refusal,
  type RequestedSlot,
} from './slotChecks';

const at = (iso: string) => Date.parse(iso);
// Monday to Saturday 09:00-18:00 (dayOfWeek 0 is Sunday)
const hours = Array.from({ length: 7 }, (_, dayOfWeek): BusinessHoursEntry => ({
  dayOfWeek: dayOfWeek as BusinessHoursEntry['dayOfWeek'],
  isActive: dayOfWeek !== 0,
  startTime: '09:00',
  endTime: '18:00',
}));
const shop = { id: 's1', timezone: 'Europe/London', businessHours: hours, bookingHorizonDays: 30 } as unknown as Barbershop;
const barber = (id: string, extra: Partial<Barber> = {}) => ({ id, name: `Barber ${id}`, isActive: true, ...extra }) as Barber;
const ann = barber('a');
const bob = barber('b');
// Tuesday 10 March 2026 (GMT: London is UTC); now is the Monday before
const slot = (extra: Partial<RequestedSlot> = {}): RequestedSlot => ({
  shop,
  date: '2026-03-10',
  time: '10:00',
  durationMin: 30,
  bufferMin: 0,
  source: 'online',
  now: at('2026-03-09T08:00:00Z'),
  ...extra,
});
const busy = (from: string, to: string, appointmentId = 'x') => ({ start: at(from), end: at(to), appointmentId });
const sickDay = {
  startDate: '2026-03-10',
  endDate: '2026-03-10',
  isAllDay: true,
  startTime: null,
  endTime: null,
  reason: 'sick_leave' as const,
};
const refusalOf = <T>(c: Checked<T>): Refusal | null => (c.ok ? null : c.refusal);

describe('refusalFor: a slot reason as the API refuses it, decided by its code', () => {
  it('answers each code with its status and message', () => {
    expect(refusalFor({ code: 'booked', label: 'Booked' }, 'Ann')).toEqual({ status: 409, message: BOOKED_MESSAGE });
    expect(refusalFor({ code: 'past', label: 'In the past' }, 'Ann')).toEqual({
      status: 422,
      message: 'That time is in the past. Please choose a later time.',
    });
    expect(refusalFor({ code: 'tooSoon', label: 'x' }, 'Ann')).toEqual({
      status: 422,
      message: 'That time is too soon to book online. Please choose a later time.',
    });
    expect(refusalFor({ code: 'closed', label: 'x' }, 'Ann')).toEqual({
      status: 422,
      message: 'The barbershop is closed at that time.',
    });
    for (const code of ['notWorking', 'tooLate'] as const)
      expect(refusalFor({ code, label: 'x' }, 'Ann')).toEqual({
        status: 422,
        message: 'Ann is not working at that time for this service.',
      });
    expect(refusalFor({ code: 'notWorking', label: 'x' }, null).message).toBe(
      'The barber is not working at that time for this service.',
    );
  });

  it('tells the public only that the barber is away, and the owner which block', () => {
    expect(refusalFor({ code: 'blocked', label: 'Not Available' }, 'Ann')).toEqual({
      status: 409,
      message: 'Ann is not available at that time. Please choose another time.',
    });
    expect(refusalFor({ code: 'blocked', label: 'Sick Leave' }, null)).toEqual({
      status: 409,
      message: 'The barber is not available at that time (Sick Leave). Please choose another time.',
    });
    expect(refusalFor({ code: 'tooFar', label: 'Too far ahead to book online' }, 'Ann')).toEqual({
      status: 409,
      message: 'Ann is not available at that time (Too far ahead to book online). Please choose another time.',
    });
  });
});

describe('candidateBarbersFor', () => {
  const cut = { name: 'Cut', barberIds: ['a'] };
  it('any available: every active barber who performs every service', () => {
    expect(candidateBarbersFor([ann, bob], null)).toEqual({ ok: true, value: [ann, bob] });
    expect(candidateBarbersFor([ann, bob], null, [cut])).toEqual({ ok: true, value: [ann] });
    expect(refusalOf(candidateBarbersFor([], null))).toEqual({
      status: 422,
      message: 'This barbershop has no stylists taking bookings',
    });
    expect(refusalOf(candidateBarbersFor([bob], null, [cut]))).toEqual({ status: 422, message: NO_BARBER_FOR_SERVICES_MESSAGE });
  });

  it('a named barber: 404 when not taking bookings, 422 when they do not perform a service', () => {
    expect(candidateBarbersFor([ann, bob], 'a', [cut])).toEqual({ ok: true, value: [ann] });
    expect(refusalOf(candidateBarbersFor([ann], 'b'))).toEqual({
      status: 404,
      message: 'Barber not found or not taking bookings',
    });
    expect(refusalOf(candidateBarbersFor([ann, bob], 'b', [{ name: 'Beard', barberIds: null }, cut]))).toEqual({
      status: 422,
      message: 'Barber b does not perform Cut. Please choose another barber.',
    });
  });
});

describe('stillTaking', () => {
  it('keeps the candidates whose documents still take bookings, with their days', () => {
    const read = [
      { barber: ann, day: 1 },
      { barber: null, day: 2 },
      { barber: { ...bob, isActive: false }, day: 3 },
      { barber: bob, day: 4 },
    ];
    expect(stillTaking(read, true)).toEqual({ ok: true, value: { candidates: [ann, bob], days: [1, 4] } });
  });

  it('refuses when none is left: 404 for a named barber, 409 for any', () => {
    const gone = [{ barber: null, day: 1 }];
    expect(refusalOf(stillTaking(gone, false))).toEqual({ status: 404, message: 'Barber not found or not taking bookings' });
    expect(refusalOf(stillTaking(gone, true))?.status).toBe(409);
  });
});

describe('requestedTimeOf', () => {
  it('answers the instants of the slot', () => {
    expect(requestedTimeOf(slot())).toEqual({
      ok: true,
      value: { start: new Date('2026-03-10T10:00:00Z'), end: new Date('2026-03-10T10:30:00Z') },
    });
    const named = at('2026-03-10T10:00:00Z');
    expect(requestedTimeOf(slot({ start: named, durationMin: 45 }))).toEqual({
      ok: true,
      value: { start: new Date(named), end: new Date(named + 45 * 60_000) },
    });
  });

  it('online: refuses a time off the grid and a date past the horizon; the owner may book either', () => {
    expect(refusalOf(requestedTimeOf(slot({ time: '10:15' })))).toEqual({
      status: 422,
      message: OFF_GRID_MESSAGE,
      details: { time: OFF_GRID_MESSAGE },
    });
    expect(refusalOf(requestedTimeOf(slot({ date: '2026-04-09' })))).toEqual({
      status: 422,
      message: 'Online bookings open 30 days ahead. Please choose an earlier date.',
    });
    expect(requestedTimeOf(slot({ date: '2026-04-08' })).ok).toBe(true); // the horizon's last day
    expect(requestedTimeOf(slot({ time: '10:15', source: 'owner' })).ok).toBe(true);
    expect(requestedTimeOf(slot({ date: '2026-04-09', source: 'owner' })).ok).toBe(true);
  });

  it('refuses a wall time the clocks skip, for everyone', () => {
    expect(refusalOf(requestedTimeOf(slot({ date: '2026-03-29', time: '01:30', source: 'owner' })))).toEqual({
      status: 422,
      message: SKIPPED_TIME_MESSAGE,
    });
  });
});

describe('slotReasonFor', () => {
  it('reads the shop, the barber, the day and the visit', () => {
    expect(slotReasonFor(slot(), ann, [], [])).toBeNull();
    expect(slotReasonFor(slot(), ann, [busy('2026-03-10T10:15:00Z', '2026-03-10T10:45:00Z')], [])?.code).toBe('booked');
    // the buffer keeps the barber busy after the visit
    const later = [busy('2026-03-10T10:30:00Z', '2026-03-10T11:00:00Z')];
    expect(slotReasonFor(slot(), ann, later, [])).toBeNull();
    expect(slotReasonFor(slot({ bufferMin: 10 }), ann, later, [])?.code).toBe('booked');
    expect(slotReasonFor(slot({ time: '17:45', source: 'owner' }), ann, [], [])?.code).toBe('tooLate');
    const offTuesdays = barber('c', { weeklyHours: hours.map((h) => (h.dayOfWeek === 2 ? { ...h, isActive: false } : h)) });
    expect(slotReasonFor(slot(), offTuesdays, [], [])?.code).toBe('notWorking');
  });

  it('online: the lead time counts and blocks show as away; the owner: no lead time, the block named', () => {
    const soon = slot({ now: at('2026-03-10T09:50:00Z') });
    expect(slotReasonFor(soon, ann, [], [])?.code).toBe('tooSoon');
    expect(slotReasonFor({ ...soon, source: 'owner' }, ann, [], [])).toBeNull();
    expect(slotReasonFor(slot(), ann, [], [sickDay])).toEqual({ code: 'blocked', label: 'Not Available' });
    expect(slotReasonFor(slot({ source: 'owner' }), ann, [], [sickDay])).toEqual({ code: 'blocked', label: 'Sick Leave' });
  });
});

describe('staticRefusal: what is refused before any lock', () => {
  it('refuses when every candidate is refused for hours, past or lead time', () => {
    expect(staticRefusal(slot({ date: '2026-03-08' }), [ann, bob], true)).toEqual({
      status: 422,
      message: 'The barbershop is closed at that time.',
    });
    expect(staticRefusal(slot({ time: '18:00', source: 'owner' }), [ann], false)).toEqual({
      status: 422,
      message: 'Barber a is not working at that time for this service.',
    });
    expect(staticRefusal(slot({ time: '18:00', source: 'owner' }), [ann, bob], true)?.message).toBe(
      'No stylist is not working at that time for this service.',
    );
  });

  it('leaves the rest to the transaction: one candidate free, or no candidate refused', () => {
    const offTuesdays = barber('c', { weeklyHours: hours.map((h) => (h.dayOfWeek === 2 ? { ...h, isActive: false } : h)) });
    expect(staticRefusal(slot(), [offTuesdays, ann], true)).toBeNull();
    expect(staticRefusal(slot(), [ann], false)).toBeNull();
  });
});

describe('chosenBarber: inside the transaction', () => {
  const free = { intervals: [], blocks: [] };
  const taken = { intervals: [busy('2026-03-10T10:00:00Z', '2026-03-10T10:30:00Z')], blocks: [] };
  const oneBooking = { intervals: [busy('2026-03-10T15:00:00Z', '2026-03-10T15:30:00Z')], blocks: [] };

  it('a named barber gets it when free, else their refusal', () => {
    expect(chosenBarber(slot(), [ann], [free], false)).toEqual({ ok: true, value: 0 });
    expect(refusalOf(chosenBarber(slot(), [ann], [taken], false))).toEqual({ status: 409, message: BOOKED_MESSAGE });
    expect(refusalOf(chosenBarber(slot(), [ann], [{ intervals: [], blocks: [sickDay] }], false))).toEqual({
      status: 409,
      message: 'Barber a is not available at that time. Please choose another time.',
    });
  });

  it('a hold keeps the time until it expires; an expired one is free and not counted as a booking', () => {
    const now = slot().now;
    const held = { ...busy('2026-03-10T10:00:00Z', '2026-03-10T10:30:00Z', 'h'), heldUntil: now + 60_000 };
    expect(refusalOf(chosenBarber(slot(), [ann], [{ intervals: [held], blocks: [] }], false))).toEqual({
      status: 409,
      message: BOOKED_MESSAGE,
    });
    const expired = { intervals: [{ ...held, heldUntil: now }], blocks: [] };
    expect(chosenBarber(slot(), [ann], [expired], false)).toEqual({ ok: true, value: 0 });
    // any available: an expired hold at another time is not a booking either (least booked first)
    const expiredElsewhere = {
      intervals: [{ ...busy('2026-03-10T15:00:00Z', '2026-03-10T15:30:00Z', 'h'), heldUntil: now }],
      blocks: [],
    };
    expect(chosenBarber(slot(), [ann, bob], [oneBooking, expiredElsewhere], true)).toEqual({ ok: true, value: 1 });
    expect(chosenBarber(slot(), [ann, bob], [expiredElsewhere, oneBooking], true)).toEqual({ ok: true, value: 0 });
  });

  it('any available: the least booked free barber, 409 when nobody is free', () => {
    expect(chosenBarber(slot(), [ann, bob], [taken, free], true)).toEqual({ ok: true, value: 1 });
    expect(chosenBarber(slot(), [ann, bob], [oneBooking, free], true)).toEqual({ ok: true, value: 1 });
    expect(chosenBarber(slot(), [ann, bob], [free, oneBooking], true)).toEqual({ ok: true, value: 0 });
    expect(refusalOf(chosenBarber(slot(), [ann, bob], [taken, taken], true))).toEqual({
      status: 409,
      message: 'No stylist is free at that time any more. Please choose another time.',
    });
  });
});
