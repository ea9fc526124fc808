import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import {
  onAppointmentCancelled,
  onAppointmentCreated,
  onAppointmentMoved,
  onCustomerCancelled,
  onOwnerCreated,
} from '../email/automations';
import { releaseCancelledInterval } from '../services/booking';
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
    const { shopId, appointmentId } = event.params;
    const before = event.data?.before.get('status');
    const after = event.data?.after.get('status');
    if (before !== 'cancelled' && after === 'cancelled') {
      // A customer's cancel goes through the security rules, which cannot touch the busy
      // projection: free the slot here (the owner's cancel already did, in its transaction).
      await releaseCancelledInterval(shopId, appointmentId);
      await onAppointmentCancelled(shopId, appointmentId);
      if (event.data?.after.get('cancelledBy') === 'customer') await onCustomerCancelled(shopId, appointmentId);
    }
    const sequenceBefore = (event.data?.before.get('sequence') as number | undefined) ?? 0;
    const sequenceAfter = (event.data?.after.get('sequence') as number | undefined) ?? 0;
    if (after === 'scheduled' && sequenceAfter > sequenceBefore) await onAppointmentMoved(shopId, appointmentId);
  },
);

export const emailOnOwnerCreated = onDocumentCreated({ document: 'users/{uid}', ...emailFunctionOptions() }, async (event) => {
  if (event.data?.get('role') === 'owner') await onOwnerCreated(event.params.uid);
});
