// The owner's direct Firestore writes (the security rules check each one); everything else the
// owner changes goes through /api.
import type { BusinessHoursEntry } from '@barbershop/core';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from './db';

export interface ServiceChanges {
  name: string;
  description: string;
  durationMin: number;
  pricePence: number;
}

export function updateService(shopId: string, serviceId: string, changes: ServiceChanges): Promise<void> {
  return updateDoc(doc(firestore(), 'barbershops', shopId, 'services', serviceId), { ...changes });
}

/** A barber's own week (null: the shop's hours), used by the slot engine. */
export function updateBarberHours(shopId: string, barberId: string, weeklyHours: BusinessHoursEntry[] | null): Promise<void> {
  return updateDoc(doc(firestore(), 'barbershops', shopId, 'barbers', barberId), { weeklyHours });
}

const reviewDoc = (shopId: string, reviewId: string) => doc(firestore(), 'barbershops', shopId, 'reviews', reviewId);

/** The shop's public reply to a verified review ('' removes it). */
export function replyToReview(shopId: string, reviewId: string, reply: string): Promise<void> {
  return updateDoc(reviewDoc(shopId, reviewId), { reply, replyAt: serverTimestamp() });
}

/** Hides (or shows again) a review's comment on the public pages; its rating still counts. */
export function setReviewCommentHidden(shopId: string, reviewId: string, commentHidden: boolean): Promise<void> {
  return updateDoc(reviewDoc(shopId, reviewId), { commentHidden });
}
