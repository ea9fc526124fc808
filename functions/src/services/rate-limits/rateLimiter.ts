import { createHash } from 'node:crypto';
import {
  peekVerdict,
  rateLimitMessage,
  rateVerdict,
  windowEndAt,
  windowStartAt,
  type RateLimitName,
} from '@barbershop/core/abuse';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { rateLimitCounters } from '../../data/collections';
import { HttpError } from '../../errors';
import { rateLimitClock, rateLimits } from './config';

/** A 429 that carries the seconds for its Retry-After header (set by http/rateLimit.ts). */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSec: number,
  ) {
    super(429, message);
  }
}

/** One limit applied to one identity: `client:<address>`, `shop:<id>`, `account:<uid>`. */
export interface RateCheck {
  name: RateLimitName;
  identity: string;
}

/**
 * Functions-only collection rateLimits (no rule lets a client in): one counter per limit,
 * identity and window. Ids are hashes, so no address, email or username is stored; `expiresAt`
 * (the window's end) is the field of its TTL policy (docs/abuse-limits.md).
 */

function counterOf(check: RateCheck, now: number): { ref: DocumentReference; fields: Record<string, unknown> } {
  const rule = rateLimits()[check.name];
  const windowStart = windowStartAt(rule, now);
  const id = createHash('sha256').update(`barberbook-rate-limit:v1:${check.name}:${check.identity}:${windowStart}`).digest('hex');
  return {
    ref: rateLimitCounters().doc(id),
    fields: { name: check.name, windowStart: new Date(windowStart), expiresAt: new Date(windowEndAt(rule, now)) },
  };
}

const countIn = (data: Record<string, unknown> | undefined): number => (typeof data?.count === 'number' ? data.count : 0);

/** Firestore refused the write under load on one counter: refuse the request rather than let it through. */
const busy = () => new RateLimitedError('Too many requests right now. Please try again in 1 minute.', 60);

const storedCount = async (check: RateCheck, now: number): Promise<number> =>
  countIn((await counterOf(check, now).ref.get()).data());

/** The 429 of a verdict that refuses, with its wait in the message and Retry-After. */
function refuseOver(check: RateCheck, verdict: { allowed: boolean; retryAfterSec: number }): void {
  if (!verdict.allowed) throw new RateLimitedError(rateLimitMessage(check.name, verdict.retryAfterSec), verdict.retryAfterSec);
}

async function increment(check: RateCheck, now: number): Promise<number> {
  const { ref, fields } = counterOf(check, now);
  try {
    // An atomic increment waits on no lock, so parallel requests (many bookings of one shop) do
    // not queue; reading the count back after our own increment tells where this request stands.
    await ref.set({ ...fields, count: FieldValue.increment(1) }, { merge: true });
    return countIn((await ref.get()).data());
  } catch (err) {
    console.error('Rate limit counter unavailable', check.name, err);
    throw busy();
  }
}

/**
 * Counts the request against each check in turn and refuses it (429) at the first count it
 * raised over its limit. Of the requests of one window at most `limit` pass: each passes only if
 * its own increment is among the first `limit`. In turn, so that a client refused by its own
 * limit (listed first) never uses up what a shop's limit allows everybody else.
 */
export async function consumeRateLimits(checks: readonly RateCheck[], now = rateLimitClock.now()): Promise<void> {
  const config = rateLimits();
  for (const check of checks) {
    const count = await increment(check, now);
    if (count >= config[check.name].limit) rememberUsedUp(check, now);
    refuseOver(check, rateVerdict(count, config[check.name], now));
  }
}

/** Refuses (429) when the check's window is already used up, without counting this request. */
export async function assertUnderLimit(check: RateCheck, now = rateLimitClock.now()): Promise<void> {
  refuseOver(check, peekVerdict(await storedCount(check, now), rateLimits()[check.name], now));
}

/**
 * The limits this instance saw used up, per limit, identity and window: until the window ends.
 * A hint only (each instance learns for itself; the exact count still decides): it lets a
 * booking from a client that has used up its allowance wait for its own count, and its 429,
 * before the booking's transaction takes a lock, while every other booking pays nothing for it.
 */
const usedUp = new Map<string, number>();
const USED_UP_MEMORY = 10_000;

function usedUpKey(check: RateCheck, now: number): string {
  return `${check.name}:${check.identity}:${windowStartAt(rateLimits()[check.name], now)}`;
}

function rememberUsedUp(check: RateCheck, now: number): void {
  if (usedUp.size >= USED_UP_MEMORY) {
    for (const [key, until] of usedUp) if (until <= now) usedUp.delete(key);
    if (usedUp.size >= USED_UP_MEMORY) usedUp.clear();
  }
  usedUp.set(usedUpKey(check, now), windowEndAt(rateLimits()[check.name], now));
}

/** Whether this instance saw any of the checks' windows used up (see usedUp). */
export function knownUsedUp(checks: readonly RateCheck[], now = rateLimitClock.now()): boolean {
  return checks.some((check) => (usedUp.get(usedUpKey(check, now)) ?? 0) > now);
}

/** Counts one event (a failed sign-in) against the check. */
export async function countEvent(check: RateCheck, now = rateLimitClock.now()): Promise<void> {
  const { ref, fields } = counterOf(check, now);
  await ref.set({ ...fields, count: FieldValue.increment(1) }, { merge: true });
}

/** Forgets the check's count in the current window (a successful sign-in clears the account's failures). */
export async function clearRateLimit(check: RateCheck, now = rateLimitClock.now()): Promise<void> {
  await counterOf(check, now).ref.delete();
}

/**
 * Inside a transaction: refuses (429) when any check's window is already used up, and returns
 * the write that counts this one (call it after every other read, when nothing can refuse any
 * more). Nothing is counted unless the transaction commits, so only what actually happened
 * (a booking made) uses up the allowance; a request refused for any reason uses none. The
 * counters are read in the transaction, so concurrent requests cannot pass the limit together.
 */
export async function checkLimitsInTransaction(
  tx: Transaction,
  checks: readonly RateCheck[],
  now = rateLimitClock.now(),
): Promise<() => void> {
  const config = rateLimits();
  const counters = checks.map((check) => counterOf(check, now));
  const counts = (await Promise.all(counters.map((c) => tx.get(c.ref)))).map((snap) => countIn(snap.data()));
  checks.forEach((check, i) => refuseOver(check, peekVerdict(counts[i]!, config[check.name], now)));
  return () => counters.forEach((c, i) => tx.set(c.ref, { ...c.fields, count: counts[i]! + 1 }));
}
