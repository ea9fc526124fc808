export { assertUnderLimit, clearRateLimit, consumeRateLimits, countEvent, RateLimitedError, type RateCheck } from './rateLimiter';
export { clientAddressPosition, maxUpcomingOnlineBookings, rateLimitClock, rateLimits } from './config';
