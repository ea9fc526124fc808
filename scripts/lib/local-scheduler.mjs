// The local scheduler: the emulators fire no schedules (firebase-tools only subscribes a scheduled
// function to a Pub/Sub topic that nothing publishes to), so `npm start` runs this in its own
// process. It calls each scheduled job through the emulator-only route POST /api/dev/jobs/{name}
// (the same JOBS code the Cloud Scheduler runs in production) at once and then every
// JOB_INTERVAL_MINUTES (functions/src/jobs/schedule.ts; scripts/lib/local-scheduler.test.ts keeps
// the two lists the same). LOCAL_JOBS_INTERVAL_SECONDS shortens the interval (docs/emails.md).

export const LOCAL_JOB_NAMES = [
  'reminders',
  'sms-reminders-2h',
  'thank-yous',
  'feature-introductions',
  'personal-contacts',
  'retry-failed',
  'no-show-preauths',
  'release-expired-holds',
  'waitlist-offers',
];
export const JOB_INTERVAL_MINUTES = 15;

/** The interval: LOCAL_JOBS_INTERVAL_SECONDS when set to a positive number, else the production one. */
export function localJobsIntervalMs(env = process.env) {
  const seconds = Number(env.LOCAL_JOBS_INTERVAL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : JOB_INTERVAL_MINUTES * 60_000;
}

/**
 * Runs every job against the app at `origin` now and every `intervalMs`. A run still going when
 * the next is due is not doubled (the jobs are safe to overlap, but there is no point). A job
 * that fails is logged and tried again on the next run. `ready` settles after the first run.
 */
export function startLocalScheduler({ origin, intervalMs = localJobsIntervalMs(), log = console.log }) {
  let running = null;
  async function runAll() {
    for (const name of LOCAL_JOB_NAMES) {
      try {
        const res = await fetch(`${origin}/api/dev/jobs/${name}`, { method: 'POST', signal: AbortSignal.timeout(120_000) });
        const body = await res.json().catch(() => null);
        if (!res.ok) log(`[jobs] ${name}: HTTP ${res.status}`);
        else if (body?.sent) log(`[jobs] ${name}: ${body.sent} sent`);
      } catch (err) {
        log(`[jobs] ${name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  const run = () => {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };
  const ready = run();
  const timer = setInterval(run, intervalMs);
  return {
    ready,
    /** Stops the schedule; resolves once a run under way has finished. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
