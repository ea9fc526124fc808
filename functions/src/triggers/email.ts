import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onAppointmentCancelled, onAppointmentCreated, onOwnerCreated } from '../email/automations';
import { EMAIL_JOBS } from '../email/jobs';

export const emailOnAppointmentCreated = onDocumentCreated('barbershops/{shopId}/appointments/{appointmentId}', async (event) => {
  await onAppointmentCreated(event.params.shopId, event.params.appointmentId);
});

export const emailOnAppointmentUpdated = onDocumentUpdated('barbershops/{shopId}/appointments/{appointmentId}', async (event) => {
  const before = event.data?.before.get('status');
  const after = event.data?.after.get('status');
  if (before !== 'cancelled' && after === 'cancelled') await onAppointmentCancelled(event.params.shopId, event.params.appointmentId);
});

export const emailOnOwnerCreated = onDocumentCreated('users/{uid}', async (event) => {
  if (event.data?.get('role') === 'owner') await onOwnerCreated(event.params.uid);
});

const every15 = { schedule: 'every 15 minutes', timeZone: 'Europe/London' };
export const emailReminders = onSchedule(every15, async () => void (await EMAIL_JOBS.reminders!()));
export const emailThankYous = onSchedule(every15, async () => void (await EMAIL_JOBS['thank-yous']!()));
export const emailFeatureIntroductions = onSchedule(every15, async () => void (await EMAIL_JOBS['feature-introductions']!()));
export const emailPersonalContacts = onSchedule(every15, async () => void (await EMAIL_JOBS['personal-contacts']!()));
export const emailRetryFailed = onSchedule(every15, async () => void (await EMAIL_JOBS['retry-failed']!()));
