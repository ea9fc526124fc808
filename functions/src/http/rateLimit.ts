import { clientAddress, type RateLimitName } from '@barbershop/core/abuse';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { clientAddressPosition, consumeRateLimits, knownUsedUp, RateLimitedError, type RateCheck } from '../services/rate-limits';

/** The client a request counts against (see core clientAddress and docs/abuse-limits.md). */
export function requestClient(req: Request): string {
  return clientAddress({
    forwardedFor: req.headers['x-forwarded-for'],
    socketAddress: req.socket?.remoteAddress,
    position: clientAddressPosition(),
  });
}

type CheckOf = (req: Request) => RateCheck | null;

/** A limit per client address. */
export const perClient =
  (name: RateLimitName): CheckOf =>
  (req) => ({ name, identity: `client:${requestClient(req)}` });

/**
 * The limits on the online bookings a shop takes: at most `bookingShop` in a window, of which at
 * most `bookingShopClient` from one client address. They count bookings made, not requests
 * (checked and counted inside the booking's transaction), so requests refused for any reason
 * (junk, a taken slot, a repeat) cannot use up a shop's allowance (docs/abuse-limits.md).
 */
export const shopBookingLimits = (req: Request, shopId: string): RateCheck[] => [
  { name: 'bookingShopClient', identity: `shop:${shopId}:client:${requestClient(req)}` },
  { name: 'bookingShop', identity: `shop:${shopId}` },
];

/**
 * Counts the request against each limit before the route does any work, in one Firestore
 * transaction; over a limit it answers 429 with Retry-After and a message saying how long.
 */
export function rateLimited(...checks: CheckOf[]): RequestHandler {
  return (req, _res, next) => {
    consumeRateLimits(checks.map((c) => c(req)).filter((c): c is RateCheck => c !== null)).then(() => next(), next);
  };
}

/**
 * Counts the request against each limit as rateLimited does, without holding the request up:
 * the answer is the verdict, for the handler to pass before it answers or writes anything
 * (services/booking answeredAfter), so the limit's refusal still comes before any other while
 * the route's first reads run alongside the count.
 */
export function countedAlongside(req: Request, ...checks: CheckOf[]): Promise<void> {
  const counted = consumeRateLimits(checks.map((c) => c(req)).filter((c): c is RateCheck => c !== null));
  counted.catch(() => undefined); // the handler awaits it
  return counted;
}

/**
 * Whether this instance saw the client use up these limits in their current window (a hint; the
 * count decides): the booking then waits for its count before its transaction takes a lock.
 */
export function knownOverLimit(req: Request, ...checks: CheckOf[]): boolean {
  return knownUsedUp(checks.map((c) => c(req)).filter((c): c is RateCheck => c !== null));
}

/** Sets Retry-After (whole seconds) on every 429 of a rate limit, then lets the error handler answer. */
export const retryAfterHeader: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof RateLimitedError) res.set('Retry-After', String(err.retryAfterSec));
  next(err);
};
