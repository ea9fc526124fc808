import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry, Service } from '../model/types';
import { zonedToInstant } from '../time/zone';
import { barbersForServices, visitOf } from '../booking/visit';
import { computeDaySlots, SLOT_REASONS, unavailableReason, type BarberDayInput } from './slots';

// A visit of several services: the slot engine gets their time together (the customer's) and
// their buffers together (the barber's cleanup after the visit).

const LONDON = 'Europe/London';
const HOURS: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '09:00',
  endTime: '18:00',
  isActive: true,
}));
const at = (date: string, time: string) => zonedToInstant(date, time, LONDON).getTime();
const svc = (id: string, durationMin: number, bufferMin = 0, barberIds: string[] | null = null): Service => ({
  id,
  shopId: 's',
  name: id,
  description: '',
  durationMin,
  pricePence: 1000,
  isActive: true,
  bufferMin,
  barberIds,
});
const cutAndBeard = visitOf([svc('Haircut', 45, 10), svc('Beard Trim', 30, 5)]);

function day(overrides: Partial<BarberDayInput> = {}): BarberDayInput {
  return {
    date: '2026-12-01',
    timeZone: LONDON,
    shopHours: HOURS,
    durationMin: cutAndBeard.durationMin,
    bufferMin: cutAndBeard.bufferMin,
    busy: [],
    blocks: [],
    now: 0,
    ...overrides,
  };
}

describe('slots for a visit of several services', () => {
  it('needs the combined time before closing, while the cleanup may run past it', () => {
    // 75 minutes: 16:30 ends 17:45, 17:00 would end 18:15
    expect(unavailableReason(day(), '16:30')).toBeNull();
    expect(unavailableReason(day(), '17:00')).toBe(SLOT_REASONS.tooLate);
    // 16:45 + 75 = 18:00 exactly: the 15 minutes of cleanup after closing do not refuse it
    expect(unavailableReason(day(), '16:45')).toBeNull();
    expect(unavailableReason(day(), '16:46')).toBe(SLOT_REASONS.tooLate);
  });

  it("refuses a start whose cleanup buffer would overlap the next booking, and one inside the previous booking's buffer", () => {
    // the next booking at 11:30: 10:00 + 75 + 15 = 11:30 just fits, 10:30 does not
    const next = [{ start: at('2026-12-01', '11:30'), end: at('2026-12-01', '12:00') }];
    expect(unavailableReason(day({ busy: next }), '10:00')).toBeNull();
    expect(unavailableReason(day({ busy: next, date: '2026-12-01' }), '10:30')).toBe(SLOT_REASONS.booked);
    // a booking at 11:40: 10:15 ends 11:30, and its 15 minutes of cleanup run into it
    const at1140 = [{ start: at('2026-12-01', '11:40'), end: at('2026-12-01', '12:00') }];
    expect(unavailableReason(day({ busy: at1140 }), '10:15')).toBe(SLOT_REASONS.booked);
    expect(unavailableReason(day({ busy: at1140, bufferMin: 10 }), '10:15')).toBeNull();
    // without the buffers 10:15 would fit (ends 11:30): the buffer is what refuses it
    expect(unavailableReason(day({ busy: next, bufferMin: 0 }), '10:15')).toBeNull();
    expect(unavailableReason(day({ busy: next }), '10:15')).toBe(SLOT_REASONS.booked);
    // a stored interval carries its own buffer: 09:00-09:30 plus 15 of cleanup blocks 09:30
    const earlier = [{ start: at('2026-12-01', '09:00'), end: at('2026-12-01', '09:45') }];
    expect(unavailableReason(day({ busy: earlier }), '09:30')).toBe(SLOT_REASONS.booked);
    expect(unavailableReason(day({ busy: earlier, stepMin: 15 }), '09:45')).toBeNull();
  });

  it('treats a block after the visit like a booking: the cleanup cannot run into it', () => {
    const lunch = {
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      startTime: '13:00',
      endTime: '14:00',
      isAllDay: false,
      reason: 'lunch' as const,
    };
    expect(unavailableReason(day({ blocks: [lunch] }), '11:30')).toBeNull(); // 11:30 + 90 = 13:00
    expect(unavailableReason(day({ blocks: [lunch] }), '12:00')).toBe(SLOT_REASONS.blocked);
  });

  it('lists the right instants on the autumn clock change: the repeated hour is not double counted', () => {
    // 2026-10-25: 01:00-02:00 happens twice; the shop opens 00:30 for the test
    const night = HOURS.map((h) => ({ ...h, startTime: '00:30', endTime: '04:00' }));
    const slots = computeDaySlots(day({ date: '2026-10-25', shopHours: night }));
    // 00:30 BST + 75 min = 01:45 BST, inside the hours; 02:30 GMT + 75 = 03:45 fits, 03:00 does not
    expect(slots.find((s) => s.time === '00:30')?.available).toBe(true);
    expect(slots.find((s) => s.time === '02:30')?.available).toBe(true);
    expect(slots.find((s) => s.time === '03:00')?.reason).toBe(SLOT_REASONS.tooLate);
    // 00:30 BST is 23:30Z: 75 minutes and 15 of cleanup keep the barber busy until 01:00Z
    const busy = [{ start: Date.parse('2026-10-25T01:00:00Z'), end: Date.parse('2026-10-25T01:30:00Z') }];
    expect(unavailableReason(day({ date: '2026-10-25', shopHours: night, busy }), '00:30')).toBeNull(); // busy until 01:00Z
    expect(unavailableReason(day({ date: '2026-10-25', shopHours: night, busy }), '01:00')).toBe(SLOT_REASONS.booked);
  });

  it('checks the first (BST) occurrence of a repeated time when given its instant', () => {
    const night = HOURS.map((h) => ({ ...h, startTime: '00:00', endTime: '04:00' }));
    // a visit at 01:30 GMT (01:30Z): the bare 01:30 means it, so it is booked; 01:30 BST (00:30Z) is free
    const busy = [{ start: Date.parse('2026-10-25T01:30:00Z'), end: Date.parse('2026-10-25T02:45:00Z') }];
    const input = day({ date: '2026-10-25', shopHours: night, busy, durationMin: 60, bufferMin: 0 });
    expect(unavailableReason(input, '01:30')).toBe(SLOT_REASONS.booked);
    expect(unavailableReason(input, '01:30', Date.parse('2026-10-25T00:30:00Z'))).toBeNull();
    expect(unavailableReason(input, '01:30', Date.parse('2026-10-25T01:30:00Z'))).toBe(SLOT_REASONS.booked);
  });

  it('lists nothing at the skipped hour of the spring clock change and counts the visit in real minutes', () => {
    const night = HOURS.map((h) => ({ ...h, startTime: '00:00', endTime: '04:00' }));
    const slots = computeDaySlots(day({ date: '2026-03-29', shopHours: night }));
    expect(slots.map((s) => s.time)).not.toContain('01:00');
    expect(slots.map((s) => s.time)).not.toContain('01:30');
    // 00:30 GMT + 75 real minutes = 02:45 BST: inside the hours
    expect(slots.find((s) => s.time === '00:30')?.available).toBe(true);
    expect(slots.find((s) => s.time === '03:00')?.reason).toBe(SLOT_REASONS.tooLate);
  });
});

describe('barbersForServices', () => {
  const barbers = [{ id: 'sam' }, { id: 'jo' }, { id: 'lee' }];
  it('keeps only the barbers who perform every chosen service', () => {
    const shave = svc('Hot Towel Shave', 30, 0, ['jo']);
    expect(barbersForServices(barbers, [svc('Haircut', 30), shave])).toEqual([{ id: 'jo' }]);
    expect(barbersForServices(barbers, [svc('Haircut', 30, 0, ['sam', 'jo']), svc('Beard', 20, 0, ['jo', 'lee'])])).toEqual([
      { id: 'jo' },
    ]);
  });
  it('keeps everyone for services with no list, and no one when no barber does them all', () => {
    expect(barbersForServices(barbers, [svc('Haircut', 30)])).toEqual(barbers);
    expect(barbersForServices(barbers, [svc('A', 30, 0, ['sam']), svc('B', 30, 0, ['jo'])])).toEqual([]);
  });
});
