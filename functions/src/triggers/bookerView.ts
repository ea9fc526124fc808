import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncBookerView } from '../services/booking';

/**
 * Every write of an appointment (booking, move, reschedule, either side's cancel, a status, an
 * erasure, a deletion) brings the booker's view in step: the manage link's identity reads that
 * view, never the appointment with the shop's notes and the customer's contact details.
 */
export const bookerViewOnAppointmentWritten = onDocumentWritten(
  { document: 'barbershops/{shopId}/appointments/{appointmentId}', region: 'europe-west2' },
  async (event) => {
    await syncBookerView(event.params.shopId, event.params.appointmentId);
  },
);
