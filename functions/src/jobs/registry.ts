import { runFeatureIntroductions, runPersonalContacts, runReminders, runThankYous } from '../email/automations';
import { retryFailedEmails } from '../email/sendEmail';

/** The scheduled jobs by name: the schedules call them, and so does the emulator-only route. */
export const JOBS = {
  reminders: runReminders,
  'thank-yous': runThankYous,
  'feature-introductions': runFeatureIntroductions,
  'personal-contacts': runPersonalContacts,
  'retry-failed': retryFailedEmails,
} satisfies Record<string, (now?: Date) => Promise<number>>;

export type JobName = keyof typeof JOBS;

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);
