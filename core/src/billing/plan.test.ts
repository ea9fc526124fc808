import { describe, expect, it } from 'vitest';
import {
  canRemoveSeat,
  canUpdatePlan,
  extraSeats,
  monthlyPricePence,
  seatChangeProblem,
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
