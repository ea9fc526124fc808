import { describe, expect, it } from 'vitest';
import {
  parseRateLimit,
  peekVerdict,
  RATE_LIMIT_DEFAULTS,
  rateLimitConfig,
  rateLimitMessage,
  rateVerdict,
  retryAfterSeconds,
  waitText,
  windowEndAt,
  windowStartAt,
} from './rateLimit';

const rule = { limit: 3, windowSec: 600 };
const T0 = Date.UTC(2026, 5, 1, 12, 0, 0); // a window boundary for every window length here

describe('fixed-window rate limit', () => {
  it('names each window by its start, aligned to its length, and ends it one length later', () => {
    expect(windowStartAt(rule, T0)).toBe(T0);
    expect(windowStartAt(rule, T0 + 599_999)).toBe(T0);
    expect(windowStartAt(rule, T0 + 600_000)).toBe(T0 + 600_000);
    expect(windowEndAt(rule, T0 + 123_456)).toBe(T0 + 600_000);
    expect(windowStartAt({ limit: 1, windowSec: 3600 }, T0 + 3_599_000)).toBe(T0);
  });

  it('passes the first `limit` increments of a window and refuses later ones until it ends', () => {
    const at = T0 + 3000;
    expect([1, 2, 3, 4, 50].map((count) => rateVerdict(count, rule, at))).toEqual([
      { allowed: true, retryAfterSec: 0 },
      { allowed: true, retryAfterSec: 0 },
      { allowed: true, retryAfterSec: 0 },
      { allowed: false, retryAfterSec: 597 },
      { allowed: false, retryAfterSec: 597 },
    ]);
  });

  it('rounds the wait up to whole seconds, and never answers 0', () => {
    expect(retryAfterSeconds(rule, T0)).toBe(600);
    expect(retryAfterSeconds(rule, T0 + 598_001)).toBe(2);
    expect(retryAfterSeconds(rule, T0 + 599_999)).toBe(1);
  });

  it('peeks at a count without adding to it', () => {
    expect(peekVerdict(0, rule, T0)).toEqual({ allowed: true, retryAfterSec: 0 });
    expect(peekVerdict(2, rule, T0)).toEqual({ allowed: true, retryAfterSec: 0 });
    expect(peekVerdict(3, rule, T0 + 540_500)).toEqual({ allowed: false, retryAfterSec: 60 });
  });
});

describe('rate limit configuration', () => {
  it('reads <count>/<window> with s, m, h or d', () => {
    expect(parseRateLimit('10/10m')).toEqual({ limit: 10, windowSec: 600 });
    expect(parseRateLimit(' 60 / 1h ')).toEqual({ limit: 60, windowSec: 3600 });
    expect(parseRateLimit('5/900s')).toEqual({ limit: 5, windowSec: 900 });
    expect(parseRateLimit('100/1d')).toEqual({ limit: 100, windowSec: 86_400 });
    for (const bad of ['', '10', '0/10m', '10/0m', '10/10', '-1/1m', '10/10y', '1.5/1m', '10/8d', 'ten/1m'])
      expect(parseRateLimit(bad)).toBeNull();
  });

  it('takes limits up to 1,000,000 and windows up to 7 days, and refuses junk around the value', () => {
    expect(parseRateLimit('1/1s')).toEqual({ limit: 1, windowSec: 1 });
    expect(parseRateLimit('1000000/604800s')).toEqual({ limit: 1_000_000, windowSec: 604_800 });
    expect(parseRateLimit('10/7d')).toEqual({ limit: 10, windowSec: 604_800 });
    expect(parseRateLimit('10/168h')).toEqual({ limit: 10, windowSec: 604_800 });
    expect(parseRateLimit('10/10080m')).toEqual({ limit: 10, windowSec: 604_800 });
    expect(parseRateLimit('\t2 /\t3m\n')).toEqual({ limit: 2, windowSec: 180 });
    expect(parseRateLimit('10/10 m')).toEqual({ limit: 10, windowSec: 600 });
    for (const bad of [
      '1000001/1s',
      '10/604801s',
      '10/169h',
      '00000001/1s',
      '1/0000001s',
      'x10/10m',
      '10/10mx',
      '10/m',
      '/10m',
      '10//10m',
      '10 10m',
    ]) {
      expect(parseRateLimit(bad)).toBeNull();
    }
  });

  it('uses the production defaults unless a variable sets a limit, and refuses a malformed one', () => {
    expect(rateLimitConfig({})).toEqual(RATE_LIMIT_DEFAULTS);
    expect(RATE_LIMIT_DEFAULTS).toEqual({
      bookingClient: { limit: 10, windowSec: 600 },
      bookingShop: { limit: 60, windowSec: 3600 },
      bookingShopClient: { limit: 10, windowSec: 3600 },
      loginClient: { limit: 10, windowSec: 900 },
      loginAccount: { limit: 5, windowSec: 900 },
      registerClient: { limit: 10, windowSec: 3600 },
      subscriptionClient: { limit: 10, windowSec: 3600 },
      manageClient: { limit: 30, windowSec: 600 },
      passwordResetClient: { limit: 5, windowSec: 3600 },
      passwordResetAccount: { limit: 3, windowSec: 3600 },
      passwordChangeAccount: { limit: 5, windowSec: 900 },
      usernameCheckClient: { limit: 120, windowSec: 600 },
      inviteClient: { limit: 20, windowSec: 900 },
      waitlistClient: { limit: 10, windowSec: 600 },
    });
    const config = rateLimitConfig({ RATE_LIMIT_BOOKING_PER_CLIENT: '3/1m', RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: ' ' });
    expect(config.bookingClient).toEqual({ limit: 3, windowSec: 60 });
    expect(config.loginAccount).toEqual(RATE_LIMIT_DEFAULTS.loginAccount);
    expect(() => rateLimitConfig({ RATE_LIMIT_BOOKING_PER_SHOP: 'off' })).toThrow(
      new Error('RATE_LIMIT_BOOKING_PER_SHOP must be written <count>/<window>, e.g. 10/10m (got an invalid value)'),
    );
  });

  it('sets each limit from its own variable', () => {
    expect(
      rateLimitConfig({
        RATE_LIMIT_BOOKING_PER_CLIENT: '1/1m',
        RATE_LIMIT_BOOKING_PER_SHOP: '2/2m',
        RATE_LIMIT_LOGIN_PER_CLIENT: '3/3m',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '4/4m',
        RATE_LIMIT_REGISTER_PER_CLIENT: '5/5m',
        RATE_LIMIT_SUBSCRIPTION_PER_CLIENT: '6/6m',
        RATE_LIMIT_MANAGE_PER_CLIENT: '7/7m',
        RATE_LIMIT_PASSWORD_RESET_PER_CLIENT: '8/8m',
        RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '9/9m',
        RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT: '10/10m',
        RATE_LIMIT_PASSWORD_CHANGE_FAILURES_PER_ACCOUNT: '11/11m',
        RATE_LIMIT_USERNAME_CHECK_PER_CLIENT: '12/12m',
        RATE_LIMIT_INVITE_PER_CLIENT: '13/13m',
        RATE_LIMIT_WAITLIST_PER_CLIENT: '14/14m',
      }),
    ).toEqual({
      bookingClient: { limit: 1, windowSec: 60 },
      bookingShop: { limit: 2, windowSec: 120 },
      loginClient: { limit: 3, windowSec: 180 },
      loginAccount: { limit: 4, windowSec: 240 },
      registerClient: { limit: 5, windowSec: 300 },
      subscriptionClient: { limit: 6, windowSec: 360 },
      manageClient: { limit: 7, windowSec: 420 },
      passwordResetClient: { limit: 8, windowSec: 480 },
      passwordResetAccount: { limit: 9, windowSec: 540 },
      bookingShopClient: { limit: 10, windowSec: 600 },
      passwordChangeAccount: { limit: 11, windowSec: 660 },
      usernameCheckClient: { limit: 12, windowSec: 720 },
      inviteClient: { limit: 13, windowSec: 780 },
      waitlistClient: { limit: 14, windowSec: 840 },
    });
    expect(rateLimitConfig({ RATE_LIMIT_SUBSCRIPTION_PER_CLIENT: '', RATE_LIMIT_REGISTER_PER_CLIENT: '7/1h' })).toEqual({
      ...RATE_LIMIT_DEFAULTS,
      registerClient: { limit: 7, windowSec: 3600 },
    });
    expect(() => rateLimitConfig({ RATE_LIMIT_SUBSCRIPTION_PER_CLIENT: '0/1m' })).toThrow(
      /^RATE_LIMIT_SUBSCRIPTION_PER_CLIENT must be written/,
    );
  });

  it('does not change the production defaults when a variable is set', () => {
    rateLimitConfig({ RATE_LIMIT_BOOKING_PER_CLIENT: '1/1m' });
    expect(RATE_LIMIT_DEFAULTS.bookingClient).toEqual({ limit: 10, windowSec: 600 });
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
    expect(waitText(0)).toBe('in 1 minute');
    expect(waitText(89 * 60)).toBe('in 89 minutes');
    expect(waitText(89 * 60 + 1)).toBe('in 2 hours');
    expect(waitText(121 * 60)).toBe('in 3 hours');
  });

  it('say what was limited', () => {
    expect(rateLimitMessage('bookingClient', 597)).toBe('Too many booking attempts. Please try again in 10 minutes.');
    expect(rateLimitMessage('loginClient', 30)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(rateLimitMessage('loginAccount', 900)).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    );
    expect(rateLimitMessage('registerClient', 3000)).toBe('Too many registration attempts. Please try again in 50 minutes.');
    expect(rateLimitMessage('subscriptionClient', 3000)).toBe('Too many registration attempts. Please try again in 50 minutes.');
    expect(rateLimitMessage('bookingShop', 120)).toBe(
      'This barbershop is receiving too many online bookings right now. Please try again in 2 minutes or contact the shop.',
    );
    expect(rateLimitMessage('bookingShopClient', 3599)).toBe(
      'Too many bookings at this barbershop from your connection. Please try again in 60 minutes or contact the shop.',
    );
    expect(rateLimitMessage('passwordChangeAccount', 899)).toBe(
      'Too many wrong current passwords. Please try again in 15 minutes.',
    );
    expect(rateLimitMessage('manageClient', 540)).toBe('Too many requests about bookings. Please try again in 9 minutes.');
    expect(rateLimitMessage('usernameCheckClient', 540)).toBe('Too many username checks. Please try again in 9 minutes.');
    expect(rateLimitMessage('inviteClient', 540)).toBe('Too many invite attempts. Please try again in 9 minutes.');
    expect(rateLimitMessage('waitlistClient', 540)).toBe('Too many waitlist requests. Please try again in 9 minutes.');
    expect(rateLimitMessage('passwordResetClient', 3599)).toBe(
      'Too many password reset requests. Please try again in 60 minutes.',
    );
    expect(rateLimitMessage('passwordResetAccount', 60)).toBe('Too many password reset requests. Please try again in 1 minute.');
  });

  it('read the manage-link limit from its variable', () => {
    expect(rateLimitConfig({ RATE_LIMIT_MANAGE_PER_CLIENT: '5/1m' }).manageClient).toEqual({ limit: 5, windowSec: 60 });
  });
});
