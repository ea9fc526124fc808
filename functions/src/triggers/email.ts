import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onAppointmentCancelled, onAppointmentCreated, onOwnerCreated } from '../email/automations';
import { emailFunctionOptions } from '../email/params';

const APPOINTMENT = 'barbershops/{shopId}/appointments/{appointmentId}';

/** Confirmation to the customer and a notification to the shop, for every new booking. */
export const emailOnAppointmentCreated = onDocumentCreated(
  { document: APPOINTMENT, ...emailFunctionOptions() },
  async (event) => {
    if (event.data?.get('status') === 'scheduled') await onAppointmentCreated(event.params.shopId, event.params.appointmentId);
  },
);

export const emailOnAppointmentUpdated = onDocumentUpdated(
  { document: APPOINTMENT, ...emailFunctionOptions() },
  async (event) => {
    const before = event.data?.before.get('status');
    const after = event.data?.after.get('status');
    if (before !== 'cancelled' && after === 'cancelled')
      await onAppointmentCancelled(event.params.shopId, event.params.appointmentId);
  },
);

export const emailOnOwnerCreated = onDocumentCreated({ document: 'users/{uid}', ...emailFunctionOptions() }, async (event) => {
  if (event.data?.get('role') === 'owner') await onOwnerCreated(event.params.uid);
});
