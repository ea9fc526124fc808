import type { NewCustomerInput } from '@barbershop/core/calendar';
import { customerIdForPhone } from '@barbershop/core/customers';
import type { Customer } from '@barbershop/core/model';
import { customers } from '../../data/collections';
import { actorIn } from '../reads/members';
import { storedPhone } from '../phones/storedPhone';

/** GET /api/barbershops/{id}/customers (customers.read): the shop's customers by name. */
export async function listCustomers(uid: string, shopId: string): Promise<Customer[]> {
  await actorIn(uid, shopId, 'customers.read');
  const snap = await customers(shopId).orderBy('name').get();
  return snap.docs.map((d) => d.data());
}

/**
 * POST /api/barbershops/{id}/customers (customers.write): a phone already on file answers that customer rather
 * than a duplicate. A new record takes the id the booking engine derives from the phone, so an
 * online booking by the same phone at the same moment converges on one customer.
 */
export async function addCustomer(
  uid: string,
  shopId: string,
  input: NewCustomerInput,
): Promise<{ customer: Customer; created: boolean }> {
  await actorIn(uid, shopId, 'customers.write');
  const phone = storedPhone(input.phone, 'phone');
  const existing = await customers(shopId).where('phone', '==', phone).limit(1).get();
  if (existing.docs[0]) return { customer: existing.docs[0].data(), created: false };
  const ref = customers(shopId).doc(customerIdForPhone(phone));
  const customer: Customer = {
    id: ref.id,
    shopId,
    name: input.name,
    phone,
    email: input.email,
    notes: input.notes,
    createdAt: new Date(),
  };
  try {
    await ref.create(customer);
    return { customer, created: true };
  } catch (err) {
    // ALREADY_EXISTS: the same phone was saved a moment ago (a booking or a second click).
    if ((err as { code?: number }).code !== 6) throw err;
    return { customer: (await ref.get()).data()!, created: false };
  }
}
