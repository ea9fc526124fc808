import { planCustomerMerge } from '@barbershop/core/customers';
import type { Customer } from '@barbershop/core/model';
import { isDocId, FIELD_LIMITS } from '@barbershop/core/validation';
import { db } from '../../app/firebase';
import { appointments, customers } from '../../data/collections';
import { actorIn } from '../reads/members';
import { notFound, unprocessable } from '../../errors';

/**
 * One transaction writes the kept record, every appointment of the duplicate and the deletion:
 * Firestore allows 500 writes in it, so a duplicate with more bookings than this is refused
 * rather than merged in parts.
 */
export const MAX_MERGED_APPOINTMENTS = 450;

/**
 * POST /api/barbershops/{shopId}/customers/{customerId}/merge: the duplicate's appointments move
 * to the kept customer (its id, name, phone and email on each), the notes are joined, the
 * duplicate is deleted, all in one transaction. Another shop's customer is not found here.
 */
export async function mergeCustomer(uid: string, shopId: string, keptId: string, duplicateId: string): Promise<Customer> {
  await actorIn(uid, shopId, 'customers.write');
  if (!isDocId(keptId)) throw notFound('Customer not found');
  if (keptId === duplicateId) {
    throw unprocessable('Choose two different customers to merge', { duplicateId: 'Choose another customer' });
  }
  const keptRef = customers(shopId).doc(keptId);
  const duplicateRef = customers(shopId).doc(duplicateId);
  return db.runTransaction(async (tx) => {
    const [keptSnap, duplicateSnap, moved] = await Promise.all([
      tx.get(keptRef),
      tx.get(duplicateRef),
      tx.get(appointments(shopId).where('customerId', '==', duplicateId)),
    ]);
    const kept = keptSnap.data();
    const duplicate = duplicateSnap.data();
    if (!kept || !duplicate) throw notFound('Customer not found');
    if (moved.size > MAX_MERGED_APPOINTMENTS) {
      throw unprocessable(`A customer with more than ${MAX_MERGED_APPOINTMENTS} bookings cannot be merged`);
    }
    const plan = planCustomerMerge(keptId, kept, duplicate);
    if (!plan) {
      const message = `The two customers' notes together are longer than ${FIELD_LIMITS.customer.notes.max} characters: shorten them first`;
      throw unprocessable(message, { notes: message });
    }
    if (Object.keys(plan.keptChanges).length > 0) tx.update(keptRef, plan.keptChanges);
    for (const doc of moved.docs) tx.update(doc.ref, plan.appointmentChanges);
    tx.delete(duplicateRef);
    return { ...kept, ...plan.keptChanges };
  });
}
