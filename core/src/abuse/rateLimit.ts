/**
 * Fixed-window rate limits: at most `limit` counted requests per key in each window of
 * `windowSec` seconds, windows aligned to multiples of their length. The functions keep one
 * counter document per key and window and raise it with an atomic increment (no transaction,
 * so parallel requests never wait on a lock); a request passes when the count it raised is
 * within the limit, so no more than `limit` ever pass in a window. Pure arithmetic here.
 */
export interface RateLimitRule {
  limit: number;
  windowSec: number;
}

/** The start (ms) of the window `now` falls in; it names the window's counter. */
export function windowStartAt(rule: RateLimitRule, now: number): number {
  const ms = rule.windowSec * 1000;
  return Math.floor(now / ms) * ms;
}

/** When the window ends: the counter document's expiry, for the TTL policy. */
export function windowEndAt(rule: RateLimitRule, now: number): number {
  return windowStartAt(rule, now) + rule.windowSec * 1000;
}

/** Whole seconds until the window ends (at least 1, so a client never retries at once). */
export function retryAfterSeconds(rule: RateLimitRule, now: number): number {
  return Math.max(1, Math.ceil((windowEndAt(rule, now) - now) / 1000));
}

export type RateDecision = { allowed: true; retryAfterSec: 0 } | { allowed: false; retryAfterSec: number };

/**
 * The verdict on a request whose increment raised the window's count to `countWithThis`: the
 * first `limit` increments pass; every later one waits for the next window.
 */
export function rateVerdict(countWithThis: number, rule: RateLimitRule, now: number): RateDecision {
  return countWithThis <= rule.limit
    ? { allowed: true, retryAfterSec: 0 }
    : { allowed: false, retryAfterSec: retryAfterSeconds(rule, now) };
}

/** Whether a key already used its window (failed sign-ins are checked first, counted after). */
export function peekVerdict(count: number, rule: RateLimitRule, now: number): RateDecision {
  return rateVerdict(count + 1, rule, now);
}

/** The limits of the API, by what they protect. */
export const RATE_LIMIT_NAMES = [
  'bookingClient',
  'bookingShop',
  'bookingShopClient',
  'loginClient',
  'loginAccount',
  'registerClient',
  'subscriptionClient',
  'manageClient',
  'passwordResetClient',
  'passwordResetAccount',
  'passwordChangeAccount',
  'usernameCheckClient',
  'inviteClient',
  'waitlistClient',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimitConfig = Record<RateLimitName, RateLimitRule>;

/** Production defaults (docs/abuse-limits.md); each can be set with the variable below. */
export const RATE_LIMIT_DEFAULTS: RateLimitConfig = {
  bookingClient: { limit: 10, windowSec: 10 * 60 },
  bookingShop: { limit: 60, windowSec: 60 * 60 },
  bookingShopClient: { limit: 10, windowSec: 60 * 60 },
  loginClient: { limit: 10, windowSec: 15 * 60 },
  loginAccount: { limit: 5, windowSec: 15 * 60 },
  registerClient: { limit: 10, windowSec: 60 * 60 },
  subscriptionClient: { limit: 10, windowSec: 60 * 60 },
  manageClient: { limit: 30, windowSec: 10 * 60 },
  passwordResetClient: { limit: 5, windowSec: 60 * 60 },
  passwordResetAccount: { limit: 3, windowSec: 60 * 60 },
  passwordChangeAccount: { limit: 5, windowSec: 15 * 60 },
  // the registration form asks while the owner types (debounced): generous, but not a free lookup of every account
  usernameCheckClient: { limit: 120, windowSec: 10 * 60 },
  // an invite link's token is 256 random bits: this stops a flood of guesses and of accounts, not a search
  inviteClient: { limit: 20, windowSec: 15 * 60 },
  // joining a shop's waitlist sends an email to the address typed: as much as booking, counted apart
  waitlistClient: { limit: 10, windowSec: 10 * 60 },
};

/** Environment variable of each limit, written `<count>/<window>`: `10/10m`, `60/1h`, `5/900s`. */
export const RATE_LIMIT_VARIABLES: Record<RateLimitName, string> = {
  bookingClient: 'RATE_LIMIT_BOOKING_PER_CLIENT',
  bookingShop: 'RATE_LIMIT_BOOKING_PER_SHOP',
  bookingShopClient: 'RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT',
  loginClient: 'RATE_LIMIT_LOGIN_PER_CLIENT',
  loginAccount: 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT',
  registerClient: 'RATE_LIMIT_REGISTER_PER_CLIENT',
  subscriptionClient: 'RATE_LIMIT_SUBSCRIPTION_PER_CLIENT',
  manageClient: 'RATE_LIMIT_MANAGE_PER_CLIENT',
  passwordResetClient: 'RATE_LIMIT_PASSWORD_RESET_PER_CLIENT',
  passwordResetAccount: 'RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT',
  passwordChangeAccount: 'RATE_LIMIT_PASSWORD_CHANGE_FAILURES_PER_ACCOUNT',
  usernameCheckClient: 'RATE_LIMIT_USERNAME_CHECK_PER_CLIENT',
  inviteClient: 'RATE_LIMIT_INVITE_PER_CLIENT',
  waitlistClient: 'RATE_LIMIT_WAITLIST_PER_CLIENT',
};

const UNIT_SEC: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const MAX_WINDOW_SEC = 7 * 86_400;
const MAX_LIMIT = 1_000_000;

/** `10/10m` -> { limit: 10, windowSec: 600 }; anything else (zero, negative, junk) -> null. */
export function parseRateLimit(text: string): RateLimitRule | null {
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,6})\s*([smhd])\s*$/.exec(text);
  if (!match) return null;
  const limit = Number(match[1]);
  const windowSec = Number(match[2]) * UNIT_SEC[match[3]!]!;
  if (limit < 1 || limit > MAX_LIMIT || windowSec < 1 || windowSec > MAX_WINDOW_SEC) return null;
  return { limit, windowSec };
}

/**
 * The limits from environment variables, each falling back to its production default. A
 * malformed value is an error rather than a silent default, so a typo cannot switch a limit off
 * or loosen it unnoticed.
 */
export function rateLimitConfig(env: Record<string, string | undefined>): RateLimitConfig {
  const config = { ...RATE_LIMIT_DEFAULTS };
  for (const name of RATE_LIMIT_NAMES) {
    const raw = env[RATE_LIMIT_VARIABLES[name]];
    if (raw === undefined || raw.trim() === '') continue;
    const rule = parseRateLimit(raw);
    if (!rule)
      throw new Error(`${RATE_LIMIT_VARIABLES[name]} must be written <count>/<window>, e.g. 10/10m (got an invalid value)`);
    config[name] = rule;
  }
  return config;
}

/** "in 1 minute", "in 14 minutes", "in 2 hours": the wait as the message states it. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hours`;
}

/** The 429 message of each limit. */
export function rateLimitMessage(name: RateLimitName, retryAfterSec: number): string {
  const wait = waitText(retryAfterSec);
  switch (name) {
    case 'bookingClient':
      return `Too many booking attempts. Please try again ${wait}.`;
    case 'bookingShop':
      return `This barbershop is receiving too many online bookings right now. Please try again ${wait} or contact the shop.`;
    case 'bookingShopClient':
      return `Too many bookings at this barbershop from your connection. Please try again ${wait} or contact the shop.`;
    case 'loginClient':
      return `Too many sign-in attempts. Please try again ${wait}.`;
    case 'loginAccount':
      return `Too many failed sign-in attempts for this account. Please try again ${wait}.`;
    case 'passwordChangeAccount':
      return `Too many wrong current passwords. Please try again ${wait}.`;
    case 'registerClient':
    case 'subscriptionClient':
      return `Too many registration attempts. Please try again ${wait}.`;
    case 'manageClient':
      return `Too many requests about bookings. Please try again ${wait}.`;
    case 'usernameCheckClient':
      return `Too many username checks. Please try again ${wait}.`;
    case 'inviteClient':
      return `Too many invite attempts. Please try again ${wait}.`;
    case 'waitlistClient':
      return `Too many waitlist requests. Please try again ${wait}.`;
    // the account's limit is never answered (it would tell that the account exists): the
    // request is answered as any other and no email goes
    case 'passwordResetClient':
    case 'passwordResetAccount':
      return `Too many password reset requests. Please try again ${wait}.`;
  }
}
