import { runFeatureIntroductions, runPersonalContacts, runReminders, runThankYous } from './automations';
import { retryFailedEmails } from './sendEmail';

/** The scheduled jobs by name: the schedules call them, and so does the emulator-only route. */
export const EMAIL_JOBS: Record<string, (now?: Date) => Promise<number>> = {
  reminders: runReminders,
  'thank-yous': runThankYous,
  'feature-introductions': runFeatureIntroductions,
  'personal-contacts': runPersonalContacts,
  'retry-failed': retryFailedEmails,
};
