import { maxUpcomingFromEnv, rateLimitConfig, type RateLimitConfig } from '@barbershop/core/abuse';

/**
 * The abuse limits, read from the environment on each use so an in-process test can set them:
 * `functions/.env.<project>` in production (or nothing: the documented defaults), the scripts'
 * environment for the emulator suite (scripts/lib/suite-limits.mjs). docs/abuse-limits.md.
 */
export const rateLimits = (): RateLimitConfig => rateLimitConfig(process.env);

/** Online bookings one customer may hold ahead at one shop (default 3). */
export const maxUpcomingOnlineBookings = (): number => maxUpcomingFromEnv(process.env);

export const CLIENT_ADDRESS_POSITION_VARIABLE = 'CLIENT_ADDRESS_XFF_POSITION';

/**
 * Which X-Forwarded-For entry, counted from the right, is the client: 2 behind Firebase Hosting
 * (Hosting's CDN appends the client, Google's front end then appends the CDN node).
 */
export function clientAddressPosition(): number {
  const raw = process.env[CLIENT_ADDRESS_POSITION_VARIABLE]?.trim();
  if (!raw) return 2;
  if (!/^[1-9]$/.test(raw)) throw new Error(`${CLIENT_ADDRESS_POSITION_VARIABLE} must be a whole number from 1 to 9`);
  return Number(raw);
}

/** The limiter's clock. In-process tests pin it to a window's start so no window ends mid-test. */
export const rateLimitClock = { now: (): number => Date.now() };
