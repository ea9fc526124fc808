import { describe, expect, it } from 'vitest';
import { positionsOf, refilledOf, waitlistDayQuerySchema } from './day';

describe('positionsOf', () => {
  it('numbers only the entries still in line, in the order given', () => {
    const positions = positionsOf([
      { id: 'a', state: 'left' },
      { id: 'b', state: 'offered' },
      { id: 'c', state: 'booked' },
      { id: 'd', state: 'waiting' },
      { id: 'e', state: 'ended' },
    ]);
    expect([...positions]).toEqual([
      ['b', 1],
      ['d', 2],
    ]);
  });
});

describe('refilledOf', () => {
  it('counts bookings made from the list that still stand, with their prices', () => {
    expect(
      refilledOf([
        { status: 'scheduled', pricePence: 2000, waitlistEntryId: 'e1' },
        { status: 'completed', pricePence: 3500, waitlistEntryId: 'e2' },
        { status: 'no_show', pricePence: 1000, waitlistEntryId: 'e3' },
        { status: 'cancelled', pricePence: 9900, waitlistEntryId: 'e4' },
        { status: 'scheduled', pricePence: 5000 },
      ]),
    ).toEqual({ count: 3, revenuePence: 6500 });
    expect(refilledOf([])).toEqual({ count: 0, revenuePence: 0 });
  });
});

describe('waitlistDayQuerySchema', () => {
  it('needs a real date', async () => {
    await expect(waitlistDayQuerySchema.validate({ date: '2026-03-10' })).resolves.toEqual({ date: '2026-03-10' });
    await expect(waitlistDayQuerySchema.validate({ date: '2026-02-30' })).rejects.toThrow();
    await expect(waitlistDayQuerySchema.validate({})).rejects.toThrow('date is required');
  });
});
