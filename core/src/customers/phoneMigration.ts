import { toE164 } from '../phone/phone';
import { customerIdForPhone } from './identity';

// The one-off move of stored phones to E.164 (scripts/migrate-phones.mjs), planned here as a
// pure function of one shop's documents so it can be tested without a database.

export interface LegacyCustomer {
  id: string;
  phone: string;
  email: string;
  notes: string;
  /** ms since the epoch; orders duplicates so the first record survives */
  createdAt: number;
}

export interface LegacyAppointment {
  id: string;
  customerId: string;
  customerPhone: string;
}

export interface ShopPhones {
  shopId: string;
  shopPhone: string;
  customers: LegacyCustomer[];
  appointments: LegacyAppointment[];
}

export interface Unparsable {
  /** document path inside the database, e.g. `barbershops/s1/customers/c1` */
  path: string;
  field: 'phone' | 'customerPhone';
  value: string;
}

export interface PhoneMigrationPlan {
  shop: { phone: string } | null;
  customerUpdates: { id: string; changes: Partial<Pick<LegacyCustomer, 'phone' | 'email' | 'notes'>> }[];
  /** customers merged into another record with the same number: id and the survivor's id */
  merged: { id: string; into: string }[];
  appointmentUpdates: { id: string; changes: Partial<Pick<LegacyAppointment, 'customerId' | 'customerPhone'>> }[];
  unparsable: Unparsable[];
}

const bySurvival = (derivedId: string) => (a: LegacyCustomer, b: LegacyCustomer) =>
  Number(b.id === derivedId) - Number(a.id === derivedId) ||
  a.createdAt - b.createdAt ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What to write so every phone of one shop is E.164: the shop's phone, each customer's phone
 * and each appointment's `customerPhone`. Customers whose numbers turn out to be the same are
 * merged: the record with the id a new booking would derive survives, else the oldest; it keeps
 * its details and takes an email or notes it lacks from the others (the newest first); their
 * appointments move to it. Values that are not phone numbers are left as they are and listed.
 * Planning again after the plan was applied gives an empty plan.
 */
export function planPhoneMigration(input: ShopPhones): PhoneMigrationPlan {
  const base = `barbershops/${input.shopId}`;
  const unparsable: Unparsable[] = [];
  let shop: PhoneMigrationPlan['shop'] = null;
  if (input.shopPhone) {
    const e164 = toE164(input.shopPhone);
    if (e164 === null) unparsable.push({ path: base, field: 'phone', value: input.shopPhone });
    else if (e164 !== input.shopPhone) shop = { phone: e164 };
  }

  const groups = new Map<string, LegacyCustomer[]>();
  for (const c of input.customers) {
    const e164 = toE164(c.phone);
    if (e164 === null) {
      unparsable.push({ path: `${base}/customers/${c.id}`, field: 'phone', value: c.phone });
      continue;
    }
    groups.set(e164, [...(groups.get(e164) ?? []), c]);
  }

  const customerUpdates: PhoneMigrationPlan['customerUpdates'] = [];
  const merged: PhoneMigrationPlan['merged'] = [];
  for (const [e164, group] of groups) {
    const [survivor, ...others] = [...group].sort(bySurvival(customerIdForPhone(e164)));
    const changes: PhoneMigrationPlan['customerUpdates'][number]['changes'] = {};
    if (survivor!.phone !== e164) changes.phone = e164;
    const newestFirst = [...others].sort((a, b) => b.createdAt - a.createdAt);
    const email = newestFirst.find((c) => c.email)?.email;
    if (!survivor!.email && email) changes.email = email;
    const notes = newestFirst.find((c) => c.notes)?.notes;
    if (!survivor!.notes && notes) changes.notes = notes;
    if (Object.keys(changes).length > 0) customerUpdates.push({ id: survivor!.id, changes });
    for (const other of others) merged.push({ id: other.id, into: survivor!.id });
  }

  const survivorOf = new Map(merged.map((m) => [m.id, m.into]));
  const appointmentUpdates: PhoneMigrationPlan['appointmentUpdates'] = [];
  for (const a of input.appointments) {
    const changes: PhoneMigrationPlan['appointmentUpdates'][number]['changes'] = {};
    const into = survivorOf.get(a.customerId);
    if (into) changes.customerId = into;
    const e164 = toE164(a.customerPhone);
    if (e164 === null) unparsable.push({ path: `${base}/appointments/${a.id}`, field: 'customerPhone', value: a.customerPhone });
    else if (e164 !== a.customerPhone) changes.customerPhone = e164;
    if (Object.keys(changes).length > 0) appointmentUpdates.push({ id: a.id, changes });
  }
  return { shop, customerUpdates, merged, appointmentUpdates, unparsable };
}
