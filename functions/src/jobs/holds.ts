import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../app/region';
import { stripeKeySecrets } from '../services/billing/config';
import { JOBS } from './registry';
import { HOLD_JOB_INTERVAL_MINUTES } from './schedule';

// Every minute: holds past their expiry are released and their intents cancelled (a hold paid at
// the last moment is completed instead), and a lost hold's refund Stripe did not take is tried
// again. A hold's time is free at its expiry whether or not this has run (the slot engine skips
// expired holds); the job cancels the intent so it can no longer be paid. Each step is idempotent,
// so overlapping runs are safe.
export const releaseExpiredHolds = onSchedule(
  { schedule: `every ${HOLD_JOB_INTERVAL_MINUTES} minutes`, region: FUNCTIONS_REGION, secrets: stripeKeySecrets() },
  async () => {
    const settled = await JOBS['release-expired-holds']();
    console.log(`job release-expired-holds: ${settled} settled`);
  },
);
