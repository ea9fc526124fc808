import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../app/region';
import { emailSecrets } from '../email/params';
import { smsSecrets } from '../sms/params';
import { JOBS } from './registry';
import { WAITLIST_JOB_INTERVAL_MINUTES } from './schedule';

// Every minute: waitlist offers whose hold ended unclaimed expire and their times go to the next
// customer waiting (docs/waitlist.md "Expiry"). The held time is free at its expiry whether or
// not this has run; each step is one idempotent transaction, so overlapping runs are safe. The
// next customer's offer goes by email and, where they asked, by text: hence both secrets.
export const expireWaitlistOffers = onSchedule(
  {
    schedule: `every ${WAITLIST_JOB_INTERVAL_MINUTES} minutes`,
    region: FUNCTIONS_REGION,
    secrets: [...emailSecrets(), ...smsSecrets()],
  },
  async () => {
    const expired = await JOBS['waitlist-offers']();
    console.log(`job waitlist-offers: ${expired} expired`);
  },
);
