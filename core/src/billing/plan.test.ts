import { describe, expect, it } from 'vitest';
import {
  canRemoveSeat,
  canUpdatePlan,
  extraSeats,
  monthlyPricePence,
  seatChangeProblem,
  seatReductionWarning,
  seatsFromInput,
  seatsFromItems,
  subscriptionItemsFor,
} from './plan';

describe('plan prices', () => {
  it('charges £40 for up to 4 seats and £6.99 for each seat above', () => {
    expect(monthlyPricePence(4)).toBe(4000);
    expect(extraSeats(4)).toBe(0);
    expect(monthlyPricePence(5)).toBe(4699);
    expect(monthlyPricePence(10)).toBe(4000 + 6 * 699);
  });

  it('bills the base price once and the seat price only above 4 seats', () => {
    const prices = { base: 'price_base', seat: 'price_seat' };
    expect(subscriptionItemsFor(4, prices)).toEqual([{ price: 'price_base', quantity: 1 }]);
    expect(subscriptionItemsFor(7, prices)).toEqual([
      { price: 'price_base', quantity: 1 },
      { price: 'price_seat', quantity: 3 },
    ]);
    expect(seatsFromItems(subscriptionItemsFor(7, prices), 'price_seat')).toBe(7);
    expect(seatsFromItems([{ price: 'price_base', quantity: 1 }], 'price_seat')).toBe(4);
  });
});

describe('seat changes', () => {
  it('refuses fewer than 4, fractions, and fewer than the barbers in use, with the spec warning', () => {
    expect(seatChangeProblem(3, 0)?.kind).toBe('below-minimum');
    expect(seatChangeProblem(4.5, 0)?.kind).toBe('not-whole');
    expect(seatChangeProblem(101, 0)?.kind).toBe('above-maximum');
    expect(seatChangeProblem(5, 6)).toEqual({
      kind: 'below-used',
      message: 'You cannot reduce seats below your current usage (6 seats). Please remove some staff members first.',
    });
    expect(seatChangeProblem(6, 6)).toBeNull();
  });

  it('resets an empty input to 4 and keeps the minus button off at 4', () => {
    expect(seatsFromInput('')).toBe(4);
    expect(seatsFromInput('  ')).toBe(4);
    expect(seatsFromInput('2')).toBe(4);
    expect(seatsFromInput('9')).toBe(9);
    expect(canRemoveSeat(4)).toBe(false);
    expect(canRemoveSeat(5)).toBe(true);
  });

  it('enables Update Plan only for a real change at or above the seats in use, not while saving', () => {
    const base = { seats: 6, currentTotal: 5, seatsUsed: 4, saving: false };
    expect(canUpdatePlan(base)).toBe(true);
    expect(canUpdatePlan({ ...base, saving: true })).toBe(false);
    expect(canUpdatePlan({ ...base, seats: 5 })).toBe(false);
    expect(canUpdatePlan({ ...base, seats: 4, seatsUsed: 5 })).toBe(false);
  });
});

describe('plan prices at the edges', () => {
  it('never charges less than the base price, for 0 to 4 seats', () => {
    for (const seats of [0, 1, 3, 4]) expect(monthlyPricePence(seats), String(seats)).toBe(4000);
    expect(extraSeats(0)).toBe(0);
    expect(extraSeats(3)).toBe(0);
    expect(extraSeats(5)).toBe(1);
    expect(monthlyPricePence(100)).toBe(4000 + 96 * 699);
    expect(monthlyPricePence(100)).toBe(71104);
  });

  it('bills no seat item at or below 4 seats, one seat at 5', () => {
    const prices = { base: 'price_base', seat: 'price_seat' };
    expect(subscriptionItemsFor(3, prices)).toEqual([{ price: 'price_base', quantity: 1 }]);
    expect(subscriptionItemsFor(5, prices)).toEqual([
      { price: 'price_base', quantity: 1 },
      { price: 'price_seat', quantity: 1 },
    ]);
  });

  it('reads the seat total back from the seat items only, adding split items', () => {
    expect(seatsFromItems([], 'price_seat')).toBe(4);
    expect(
      seatsFromItems(
        [
          { price: 'price_base', quantity: 1 },
          { price: 'price_seat', quantity: 2 },
          { price: 'price_other', quantity: 50 },
          { price: 'price_seat', quantity: 3 },
        ],
        'price_seat',
      ),
    ).toBe(9);
  });
});

describe('seat change problems with their messages', () => {
  it('explains each refusal in words', () => {
    expect(seatChangeProblem(4.5, 0)).toEqual({ kind: 'not-whole', message: 'Seats must be a whole number' });
    expect(seatChangeProblem(Number.NaN, 0)).toEqual({ kind: 'not-whole', message: 'Seats must be a whole number' });
    expect(seatChangeProblem(3, 0)).toEqual({ kind: 'below-minimum', message: 'The plan includes at least 4 seats' });
    expect(seatChangeProblem(0, 0)).toEqual({ kind: 'below-minimum', message: 'The plan includes at least 4 seats' });
    expect(seatChangeProblem(101, 0)).toEqual({ kind: 'above-maximum', message: 'At most 100 seats; contact us for more' });
    expect(seatReductionWarning(1)).toBe(
      'You cannot reduce seats below your current usage (1 seats). Please remove some staff members first.',
    );
  });

  it('takes exactly 4 and exactly 100 seats, and exactly the seats in use', () => {
    expect(seatChangeProblem(4, 0)).toBeNull();
    expect(seatChangeProblem(100, 0)).toBeNull();
    expect(seatChangeProblem(100, 100)).toBeNull();
    expect(seatChangeProblem(4, 4)).toBeNull();
    expect(seatChangeProblem(4, 5)?.kind).toBe('below-used');
  });
});

describe('the seat input', () => {
  it('reads what the owner types, clamped to 4-100', () => {
    expect(seatsFromInput(' 12 ')).toBe(12);
    expect(seatsFromInput('\t9\n')).toBe(9);
    expect(seatsFromInput('4')).toBe(4);
    expect(seatsFromInput('100')).toBe(100);
    expect(seatsFromInput('101')).toBe(100);
    expect(seatsFromInput('4000')).toBe(100);
    expect(seatsFromInput('-7')).toBe(4);
    expect(seatsFromInput('0')).toBe(4);
    expect(seatsFromInput('abc')).toBe(4);
    expect(seatsFromInput('7.9')).toBe(7);
  });

  it('keeps the minus button off below 4 too', () => {
    expect(canRemoveSeat(3)).toBe(false);
    expect(canRemoveSeat(100)).toBe(true);
  });

  it('enables Update Plan at exactly the seats in use, never below 4', () => {
    const base = { seats: 6, currentTotal: 5, seatsUsed: 6, saving: false };
    expect(canUpdatePlan(base)).toBe(true);
    expect(canUpdatePlan({ ...base, seats: 5, currentTotal: 6, seatsUsed: 5 })).toBe(true);
    expect(canUpdatePlan({ ...base, seats: 3, currentTotal: 4, seatsUsed: 0 })).toBe(false);
    expect(canUpdatePlan({ ...base, seats: 4, currentTotal: 5, seatsUsed: 0 })).toBe(true);
  });
});
