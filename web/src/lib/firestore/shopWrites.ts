// The owner's direct Firestore writes (the security rules check each one); everything else the
// owner changes goes through /api.
import type { BusinessHoursEntry } from '@barbershop/core';
import { doc, updateDoc } from 'firebase/firestore';
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
