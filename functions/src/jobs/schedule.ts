// The scheduled jobs' names and interval, apart from their code: the schedules (jobs/email.ts),
// the emulator-only route and the local scheduler of `npm start` (scripts/lib/local-scheduler.mjs,
// checked against this list by scripts/lib/local-scheduler.test.ts) all follow it.
export const JOB_NAMES = [
  'reminders',
  'sms-reminders-2h',
  'thank-yous',
  'feature-introductions',
  'personal-contacts',
  'retry-failed',
  'no-show-preauths',
  'release-expired-holds',
  'waitlist-offers',
] as const;

export type JobName = (typeof JOB_NAMES)[number];

/** The email jobs run every 15 minutes (Cloud Scheduler in production; the local scheduler under `npm start`). */
export const JOB_INTERVAL_MINUTES = 15;

/** `release-expired-holds` runs every minute in production: a hold's time is free at its expiry anyway (docs/payments.md). */
export const HOLD_JOB_INTERVAL_MINUTES = 1;

/** `waitlist-offers` runs every minute: an unclaimed offer's time goes to the next customer soon after its hold ends (docs/waitlist.md). */
export const WAITLIST_JOB_INTERVAL_MINUTES = 1;
