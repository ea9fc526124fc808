import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { countReview } from '../services/reviews';
import { FUNCTIONS_REGION } from '../app/region';

/**
 * A booker's new review joins its shop's `reviewStats` (the listing's badge and the shop page's
 * average). Idempotent: a redelivered event counts nothing twice (`countedAt`).
 */
export const reviewStatsOnCreated = onDocumentCreated(
  { document: 'barbershops/{shopId}/reviews/{appointmentId}', region: FUNCTIONS_REGION },
  async (event) => {
    await countReview(event.params.shopId, event.params.appointmentId);
  },
);
