export {
  assertNotAlreadyOver,
  assertUnderLimit,
  checkLimitsInTransaction,
  clearRateLimit,
  consumeRateLimits,
  countEvent,
  RateLimitedError,
  type RateCheck,
} from './rateLimiter';
export { clientAddressPosition, maxUpcomingOnlineBookings, rateLimitClock } from './config';
