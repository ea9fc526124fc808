import { describe, expect, it } from 'vitest';
import type { WaitlistPreference } from '../model/waitlist';
import { firstFit, fitsPreference, offerSlotKey, orderEntries, type BarberFreeSlots } from './matching';

const entry = (id: string, createdAt: number, regular = false) => ({ id, createdAt: new Date(createdAt), regular });

describe('orderEntries', () => {
  const list = [entry('c', 3), entry('a', 1, false), entry('b', 2, true), entry('d', 2)];

  it('first come, first served: by the time joined, the id breaking ties', () => {
    expect(orderEntries(list, 'firstCome').map((e) => e.id)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('regulars first: customers with a completed visit ahead, each group by the time joined', () => {
    expect(orderEntries([...list, entry('e', 9, true)], 'regularsFirst').map((e) => e.id)).toEqual(['b', 'e', 'a', 'd', 'c']);
  });

  it('leaves the given list as it was', () => {
    const copy = [...list];
    orderEntries(list, 'regularsFirst');
    expect(list).toEqual(copy);
  });
});

describe('fitsPreference', () => {
  const prefs: WaitlistPreference[] = [{ date: '2030-05-06', from: '10:00', to: '12:00' }];

  it('takes a start from the window start to its end, both included, on its date only', () => {
    expect(fitsPreference(prefs, '2030-05-06', '10:00')).toBe(true);
    expect(fitsPreference(prefs, '2030-05-06', '12:00')).toBe(true);
    expect(fitsPreference(prefs, '2030-05-06', '09:45')).toBe(false);
    expect(fitsPreference(prefs, '2030-05-06', '12:15')).toBe(false);
    expect(fitsPreference(prefs, '2030-05-07', '11:00')).toBe(false);
  });
});

describe('firstFit', () => {
  const date = '2030-05-06';
  const at = (time: string) => Date.parse(`${date}T${time}:00Z`);
  const slot = (time: string, available = true) => ({ time, start: at(time), available });
  const days: BarberFreeSlots[] = [
    { barberId: 'sam', slots: [slot('09:00'), slot('10:00', false), slot('11:00'), slot('13:00')] },
    { barberId: 'alex', slots: [slot('10:00'), slot('10:30'), slot('11:00')] },
  ];
  const waiting = (barberId: string | null, offeredSlots: string[] = []) => ({
    barberId,
    preferences: [{ date, from: '10:00', to: '12:00' }],
    offeredSlots,
  });

  it('any barber: the earliest free time in the window, whoever has it', () => {
    expect(firstFit(waiting(null), days, date)).toEqual({ barberId: 'alex', time: '10:00', start: at('10:00') });
  });

  it('a chosen barber: only their times', () => {
    expect(firstFit(waiting('sam'), days, date)).toEqual({ barberId: 'sam', time: '11:00', start: at('11:00') });
  });

  it('two barbers free at the same earliest time: the first in barber order', () => {
    const tie: BarberFreeSlots[] = [days[0]!, { barberId: 'alex', slots: [slot('11:00')] }];
    expect(firstFit(waiting(null), tie, date)?.barberId).toBe('sam');
  });

  it('never a time offered to the customer before', () => {
    expect(firstFit(waiting(null, [offerSlotKey('alex', at('10:00'))]), days, date)).toEqual({
      barberId: 'alex',
      time: '10:30',
      start: at('10:30'),
    });
  });

  it('nothing free in the window, or another date: null', () => {
    expect(firstFit(waiting('sam', [offerSlotKey('sam', at('11:00'))]), days, date)).toBeNull();
    expect(firstFit(waiting(null), days, '2030-05-07')).toBeNull();
    expect(firstFit(waiting('kim'), days, date)).toBeNull();
  });
});
