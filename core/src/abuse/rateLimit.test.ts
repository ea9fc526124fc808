import { describe, expect, it } from 'vitest';
import {
  consumeRate,
  parseRateLimit,
  peekRate,
  RATE_LIMIT_DEFAULTS,
  rateLimitConfig,
  rateLimitMessage,
  waitText,
  windowExpiry,
  type RateWindow,
} from './rateLimit';

const rule = { limit: 3, windowSec: 600 };
const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);

function run(times: number[]) {
  let stored: RateWindow | null = null;
  return times.map((t) => {
    const d = consumeRate(stored, rule, t);
    stored = d.next;
    return d.allowed ? 'ok' : d.retryAfterSec;
  });
}

describe('fixed-window rate limit', () => {
  it('lets `limit` requests through in a window and refuses the next with the seconds left', () => {
    expect(run([T0, T0 + 1000, T0 + 2000, T0 + 3000, T0 + 599_000])).toEqual(['ok', 'ok', 'ok', 597, 1]);
  });

  it('opens a fresh window once the old one has ended, counting from that request', () => {
    expect(run([T0, T0, T0, T0 + 600_000, T0 + 600_001, T0 + 600_002, T0 + 600_003])).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 600]);
  });

  it('does not count refused requests, so knocking does not push the window back', () => {
    let stored: RateWindow | null = null;
    for (let i = 0; i < 3; i++) stored = consumeRate(stored, rule, T0).next;
    for (let i = 0; i < 50; i++) stored = consumeRate(stored, rule, T0 + 10_000).next;
    expect(stored).toEqual({ windowStart: T0, count: 3 });
    expect(consumeRate(stored, rule, T0 + 600_000).allowed).toBe(true);
  });

  it('treats a stored window from the future (clock skew) as over', () => {
    expect(consumeRate({ windowStart: T0 + 60_000, count: 3 }, rule, T0)).toMatchObject({ allowed: true, next: { windowStart: T0, count: 1 } });
  });

  it('peeks without counting', () => {
    expect(peekRate(null, rule, T0)).toEqual({ allowed: true, retryAfterSec: 0 });
    expect(peekRate({ windowStart: T0, count: 2 }, rule, T0)).toEqual({ allowed: true, retryAfterSec: 0 });
    expect(peekRate({ windowStart: T0, count: 3 }, rule, T0 + 540_500)).toEqual({ allowed: false, retryAfterSec: 60 });
  });

  it('expires a key when its window ends', () => {
    expect(windowExpiry({ windowStart: T0, count: 1 }, rule)).toBe(T0 + 600_000);
  });
});

describe('rate limit configuration', () => {
  it('reads <count>/<window> with s, m, h or d', () => {
    expect(parseRateLimit('10/10m')).toEqual({ limit: 10, windowSec: 600 });
    expect(parseRateLimit(' 60 / 1h ')).toEqual({ limit: 60, windowSec: 3600 });
    expect(parseRateLimit('5/900s')).toEqual({ limit: 5, windowSec: 900 });
    expect(parseRateLimit('100/1d')).toEqual({ limit: 100, windowSec: 86_400 });
    for (const bad of ['', '10', '0/10m', '10/0m', '10/10', '-1/1m', '10/10y', '1.5/1m', '10/8d', 'ten/1m']) expect(parseRateLimit(bad)).toBeNull();
  });

  it('uses the production defaults unless a variable sets a limit, and refuses a malformed one', () => {
    expect(rateLimitConfig({})).toEqual(RATE_LIMIT_DEFAULTS);
    expect(RATE_LIMIT_DEFAULTS).toEqual({
      bookingClient: { limit: 10, windowSec: 600 },
      bookingShop: { limit: 60, windowSec: 3600 },
      loginClient: { limit: 10, windowSec: 900 },
      loginAccount: { limit: 5, windowSec: 900 },
      registerClient: { limit: 10, windowSec: 3600 },
      subscriptionClient: { limit: 10, windowSec: 3600 },
    });
    const config = rateLimitConfig({ RATE_LIMIT_BOOKING_PER_CLIENT: '3/1m', RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: ' ' });
    expect(config.bookingClient).toEqual({ limit: 3, windowSec: 60 });
    expect(config.loginAccount).toEqual(RATE_LIMIT_DEFAULTS.loginAccount);
    expect(() => rateLimitConfig({ RATE_LIMIT_BOOKING_PER_SHOP: 'off' })).toThrow('RATE_LIMIT_BOOKING_PER_SHOP must be written <count>/<window>');
  });
});

describe('429 messages', () => {
  it('state the wait in whole minutes, rounded up, or hours for long waits', () => {
    expect(waitText(1)).toBe('in 1 minute');
    expect(waitText(60)).toBe('in 1 minute');
    expect(waitText(61)).toBe('in 2 minutes');
    expect(waitText(597)).toBe('in 10 minutes');
    expect(waitText(3600)).toBe('in 60 minutes');
    expect(waitText(3 * 3600)).toBe('in 3 hours');
  });

  it('say what was limited', () => {
    expect(rateLimitMessage('bookingClient', 597)).toBe('Too many booking attempts. Please try again in 10 minutes.');
    expect(rateLimitMessage('loginClient', 30)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(rateLimitMessage('loginAccount', 900)).toBe('Too many failed sign-in attempts for this account. Please try again in 15 minutes.');
    expect(rateLimitMessage('registerClient', 3000)).toBe('Too many registration attempts. Please try again in 50 minutes.');
    expect(rateLimitMessage('subscriptionClient', 3000)).toBe('Too many registration attempts. Please try again in 50 minutes.');
    expect(rateLimitMessage('bookingShop', 120)).toBe(
      'This barbershop is receiving too many online bookings right now. Please try again in 2 minutes or contact the shop.',
    );
  });
});
