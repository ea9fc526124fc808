import { runFeatureIntroductions, runPersonalContacts, runThankYous } from '../email/automations';
import { runReminders, runSmsReminders2h } from '../sms/reminders';
import { retryFailedEmails } from '../email/sendEmail';
import { runNoShowPreauths } from '../services/payments/afterBooking';
import { releaseExpiredHolds } from '../services/payments/holds';
import { expireOffers } from '../services/waitlist/offers';
import type { JobName } from './schedule';

/** The scheduled jobs by name: the schedules call them, and so does the emulator-only route. */
export const JOBS = {
  reminders: runReminders,
  // the second text reminder, 2 hours before (shops that turned it on: docs/sms.md)
  'sms-reminders-2h': runSmsReminders2h,
  'thank-yous': runThankYous,
  'feature-introductions': runFeatureIntroductions,
  'personal-contacts': runPersonalContacts,
  'retry-failed': retryFailedEmails,
  // pre-authorise no-show fees entering the window; release the holds of visits that happened
  'no-show-preauths': runNoShowPreauths,
  'release-expired-holds': releaseExpiredHolds,
  // expire unclaimed waitlist offers and offer their times to the next customer
  'waitlist-offers': expireOffers,
} satisfies Record<JobName, (now?: Date) => Promise<number>>;

export type { JobName };

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);
