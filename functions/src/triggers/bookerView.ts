import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { syncBookerView } from '../services/booking';

/**
 * An appointment deleted (a shop's account deletion, a test) takes its booker view with it. The
 * created and updated cases ride on the appointment triggers of triggers/email.ts, which run for
 * every such write anyway: a function of its own would double the runs of every booking.
 */
export const bookerViewOnAppointmentDeleted = onDocumentDeleted(
  { document: 'barbershops/{shopId}/appointments/{appointmentId}', region: 'europe-west2' },
  async (event) => {
    await syncBookerView(event.params.shopId, event.params.appointmentId);
  },
);
