// The abuse limits of the emulator test suite (docs/abuse-limits.md). The API and browser tests
// make hundreds of bookings, sign-ins and registrations from one address, and the suite's
// functions emulator sees every one of them as the same client, so its per-client and per-shop
// limits are set out of reach here; the checks themselves still run on every request. The
// limits are tested with small values in-process (e2e/api/abuse-limits.test.ts). `npm start`
// does not use this: it runs with the production defaults.
export function suiteLimitsEnv() {
  return {
    RATE_LIMIT_BOOKING_PER_CLIENT: '100000/10m',
    RATE_LIMIT_BOOKING_PER_SHOP: '100000/1h',
    RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT: '100000/1h',
    RATE_LIMIT_LOGIN_PER_CLIENT: '100000/15m',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '100000/15m',
    RATE_LIMIT_REGISTER_PER_CLIENT: '100000/1h',
    RATE_LIMIT_SUBSCRIPTION_PER_CLIENT: '100000/1h',
    RATE_LIMIT_MANAGE_PER_CLIENT: '100000/10m',
    RATE_LIMIT_PASSWORD_RESET_PER_CLIENT: '100000/1h',
    RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '100000/1h',
    RATE_LIMIT_PASSWORD_CHANGE_FAILURES_PER_ACCOUNT: '100000/15m',
    RATE_LIMIT_USERNAME_CHECK_PER_CLIENT: '100000/10m',
    RATE_LIMIT_INVITE_PER_CLIENT: '100000/15m',
    RATE_LIMIT_WAITLIST_PER_CLIENT: '100000/10m',
  };
}
