import { describe, expect, it } from 'vitest';
import { changeTakesAway } from './memberChange';

describe('changeTakesAway', () => {
  it('is true when the new role lacks a permission of the old one', () => {
    expect(changeTakesAway({ role: 'manager', barberId: null }, { role: 'frontDesk', barberId: null })).toBe(true);
    expect(changeTakesAway({ role: 'frontDesk', barberId: null }, { role: 'barber', barberId: 'b1' })).toBe(true);
    // a barber edits their own profile; front desk does not
    expect(changeTakesAway({ role: 'barber', barberId: 'b1' }, { role: 'frontDesk', barberId: null })).toBe(true);
  });

  it('is false for a promotion that keeps everything', () => {
    expect(changeTakesAway({ role: 'frontDesk', barberId: null }, { role: 'manager', barberId: null })).toBe(false);
    expect(changeTakesAway({ role: 'barber', barberId: 'b1' }, { role: 'barber', barberId: 'b1' })).toBe(false);
  });

  it("is true when a barber becomes another barber's column", () => {
    expect(changeTakesAway({ role: 'barber', barberId: 'b1' }, { role: 'barber', barberId: 'b2' })).toBe(true);
  });
});
