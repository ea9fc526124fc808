import { onSchedule } from 'firebase-functions/v2/scheduler';
import { emailFunctionOptions } from '../email/params';
import { smsSecrets } from '../sms/params';
import { JOBS, type JobName } from './registry';
import { JOB_INTERVAL_MINUTES } from './schedule';

// Every 15 minutes: a reminder goes out within 15 minutes of the 24-hour mark, a thank-you
// within 15 minutes of the appointment's end. Each send is claimed, so overlapping runs are safe.
// An interval runs at the same instants in every zone, so the schedule names none: each
// appointment carries its shop's own zone (its date, time and UTC start).
const every15Minutes = (name: JobName) =>
  onSchedule(
    {
      schedule: `every ${JOB_INTERVAL_MINUTES} minutes`,
      ...emailFunctionOptions(),
      // the reminders text too (Twilio's credentials: docs/sms.md)
      secrets: [...emailFunctionOptions().secrets, ...smsSecrets()],
    },
    async () => {
      const sent = await JOBS[name]();
      console.log(`job ${name}: ${sent} sent`);
    },
  );

export const emailReminders = every15Minutes('reminders');
export const smsReminders2h = every15Minutes('sms-reminders-2h');
export const emailThankYous = every15Minutes('thank-yous');
export const emailFeatureIntroductions = every15Minutes('feature-introductions');
export const emailPersonalContacts = every15Minutes('personal-contacts');
export const emailRetryFailed = every15Minutes('retry-failed');
