import { onSchedule } from 'firebase-functions/v2/scheduler';
import { emailFunctionOptions } from '../email/params';
import { billingSecrets } from '../services/billing/config';
import { JOBS } from './registry';
import { JOB_INTERVAL_MINUTES } from './schedule';

// Every 15 minutes, with Stripe's secrets: a card booking entering the authorisation window has
// its no-show fee held, a visit that happened (a day's grace for the no-show mark) is released.
export const noShowPreauths = onSchedule(
  {
    schedule: `every ${JOB_INTERVAL_MINUTES} minutes`,
    ...emailFunctionOptions(),
    secrets: [...emailFunctionOptions().secrets, ...billingSecrets()],
  },
  async () => {
    const changed = await JOBS['no-show-preauths']();
    console.log(`job no-show-preauths: ${changed} held or released`);
  },
);
