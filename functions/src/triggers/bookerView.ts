import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { syncBookerView } from '../services/booking';
import { FUNCTIONS_REGION } from '../app/region';

/**
 * An appointment deleted (a shop's account deletion, a test) takes its booker view with it. The
 * created and updated cases ride on the appointment triggers of triggers/email.ts, which run for
 * every such write anyway: a function of its own would double the runs of every booking.
 */
export const bookerViewOnAppointmentDeleted = onDocumentDeleted(
  { document: 'barbershops/{shopId}/appointments/{appointmentId}', region: FUNCTIONS_REGION },
  async (event) => {
    await syncBookerView(event.params.shopId, event.params.appointmentId);
  },
);
