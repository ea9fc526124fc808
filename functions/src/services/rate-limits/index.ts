export {
  assertUnderLimit,
  checkLimitsInTransaction,
  clearRateLimit,
  consumeRateLimits,
  countEvent,
  knownUsedUp,
  RateLimitedError,
  type RateCheck,
} from './rateLimiter';
export { clientAddressPosition, maxUpcomingOnlineBookings, rateLimitClock } from './config';
