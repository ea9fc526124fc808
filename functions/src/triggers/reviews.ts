import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { countReview } from '../services/reviews';

/**
 * A booker's new review joins its shop's `reviewStats` (the listing's badge and the shop page's
 * average). Idempotent: a redelivered event counts nothing twice (`countedAt`).
 */
export const reviewStatsOnCreated = onDocumentCreated(
  { document: 'barbershops/{shopId}/reviews/{appointmentId}', region: 'europe-west2' },
  async (event) => {
    await countReview(event.params.shopId, event.params.appointmentId);
  },
);
