import { describe, expect, it } from 'vitest';
import {
  customerContactKeys,
  DEFAULT_MAX_UPCOMING_ONLINE_BOOKINGS,
  maxUpcomingFromEnv,
  upcomingCapMessage,
  upcomingHeld,
} from './customerCap';

describe('customer contact keys', () => {
  it('knows one customer by the E.164 phone and the lower-cased email', () => {
    expect(customerContactKeys('07700 900123', ' Ada@Example.com ')).toEqual(['phone:+447700900123', 'email:ada@example.com']);
    expect(customerContactKeys('+44 (0)7700 900-123', 'ada@example.com')).toEqual(
      customerContactKeys('07700900123', 'ADA@example.com'),
    );
  });

  it('falls back to the digits of a phone that does not parse, and skips empty contacts', () => {
    expect(customerContactKeys('12345', '')).toEqual(['phone:12345']);
    expect(customerContactKeys('+999 12345', '')).toEqual(['phone:+99912345']);
    expect(customerContactKeys('-----', 'a@b.co')).toEqual(['email:a@b.co']);
    expect(customerContactKeys('  +999 12345', '   ')).toEqual(['phone:+99912345']);
    expect(customerContactKeys('999-12+345', '')).toEqual(['phone:99912345']);
    expect(customerContactKeys('', '')).toEqual([]);
  });
});

describe('upcoming held bookings', () => {
  it('counts each booking once across keys and only those still ahead', () => {
    const now = 1_000_000;
    const byPhone = [
      { appointmentId: 'a', start: now + 1 },
      { appointmentId: 'old', start: now },
    ];
    const byEmail = [
      { appointmentId: 'a', start: now + 1 },
      { appointmentId: 'b', start: now + 5 },
    ];
    expect(upcomingHeld([byPhone, byEmail], now).map((h) => h.appointmentId)).toEqual(['a', 'b']);
  });

  it('lists them soonest first, whatever order the lists hold them in', () => {
    const later = { appointmentId: 'later', start: 5000 };
    const sooner = { appointmentId: 'sooner', start: 2000 };
    const middle = { appointmentId: 'middle', start: 3000 };
    expect(upcomingHeld([[later], [sooner, middle]], 1000)).toEqual([sooner, middle, later]);
    expect(upcomingHeld([], 1000)).toEqual([]);
  });

  it('has a configurable cap, default 3, with a message that names it', () => {
    expect(DEFAULT_MAX_UPCOMING_ONLINE_BOOKINGS).toBe(3);
    expect(maxUpcomingFromEnv({})).toBe(3);
    expect(maxUpcomingFromEnv({ MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER: '5' })).toBe(5);
    expect(() => maxUpcomingFromEnv({ MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER: '0' })).toThrow(/1 to 100/);
    expect(() => maxUpcomingFromEnv({ MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER: 'lots' })).toThrow(/1 to 100/);
    expect(upcomingCapMessage(3)).toBe(
      'You already have 3 upcoming bookings at this barbershop. Please cancel one or contact the shop to book more.',
    );
    expect(upcomingCapMessage(1)).toBe(
      'You already have 1 upcoming booking at this barbershop. Please cancel one or contact the shop to book more.',
    );
  });

  it('reads the cap from 1 to 100, trimmed, and refuses anything else with the variable named', () => {
    const cap = (value: string) => maxUpcomingFromEnv({ MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER: value });
    expect([cap('1'), cap('100'), cap(' 7 '), cap('   ')]).toEqual([1, 100, 7, 3]);
    for (const bad of ['0', '101', '1000', '1e2', '5x', 'x5', '-5', '+5', '2.5']) {
      expect(() => cap(bad)).toThrow(new Error('MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER must be a whole number from 1 to 100'));
    }
    expect(maxUpcomingFromEnv({ OTHER: '5' })).toBe(3);
  });
});
