// One-off: every stored phone to E.164 (docs/phones.md). Run by scripts/migrate-phones.mjs
// (scripts/migrations/migratePhonesCli.ts).
// Reads each shop's phone, customers and appointments, plans the changes with core's
// planPhoneMigration, and writes them. Idempotent: a second run finds nothing to change.
import {
  planPhoneMigration,
  type LegacyAppointment,
  type LegacyCustomer,
  type PhoneMigrationPlan,
} from '@barbershop/core/customers';
import { Timestamp, type DocumentReference, type Firestore, type UpdateData, type WriteBatch } from 'firebase-admin/firestore';

export interface MigrationOptions {
  /** only these shops (default: every shop) */
  shopIds?: string[];
  /** plan and report without writing */
  dryRun?: boolean;
}

export interface MigrationReport {
  shops: number;
  shopPhones: number;
  customerPhones: number;
  merged: PhoneMigrationPlan['merged'];
  appointments: number;
  unparsable: PhoneMigrationPlan['unparsable'];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const millis = (v: unknown) => (v instanceof Timestamp ? v.toMillis() : v instanceof Date ? v.getTime() : 0);

/** Batches hold at most 500 writes. */
async function commitAll(db: Firestore, writes: ((batch: WriteBatch) => void)[]) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + 400)) write(batch);
    await batch.commit();
  }
}

export async function migratePhones(db: Firestore, options: MigrationOptions = {}): Promise<MigrationReport> {
  const shopRefs: DocumentReference[] = options.shopIds
    ? options.shopIds.map((id) => db.doc(`barbershops/${id}`))
    : (await db.collection('barbershops').select().get()).docs.map((d) => d.ref);
  const report: MigrationReport = { shops: 0, shopPhones: 0, customerPhones: 0, merged: [], appointments: 0, unparsable: [] };
  for (const shopRef of shopRefs) {
    const shop = await shopRef.get();
    if (!shop.exists) continue;
    const [customerSnap, appointmentSnap] = await Promise.all([
      shopRef.collection('customers').get(),
      shopRef.collection('appointments').get(),
    ]);
    const customers: LegacyCustomer[] = customerSnap.docs.map((d) => ({
      id: d.id,
      phone: text(d.get('phone')),
      email: text(d.get('email')),
      notes: text(d.get('notes')),
      createdAt: millis(d.get('createdAt')),
    }));
    const appointments: LegacyAppointment[] = appointmentSnap.docs.map((d) => ({
      id: d.id,
      customerId: text(d.get('customerId')),
      customerPhone: text(d.get('customerPhone')),
    }));
    const plan = planPhoneMigration({ shopId: shop.id, shopPhone: text(shop.get('phone')), customers, appointments });

    // Appointments first, merged customers deleted last: a run cut short leaves every
    // appointment pointing at a customer that exists, and the next run finishes the merge.
    const writes: ((batch: WriteBatch) => void)[] = [];
    for (const u of plan.appointmentUpdates)
      writes.push((b) => b.update(shopRef.collection('appointments').doc(u.id), u.changes as UpdateData<object>));
    for (const u of plan.customerUpdates)
      writes.push((b) => b.update(shopRef.collection('customers').doc(u.id), u.changes as UpdateData<object>));
    if (plan.shop) {
      const phone = plan.shop.phone;
      writes.push((b) => b.update(shopRef, { phone }));
    }
    for (const m of plan.merged) writes.push((b) => b.delete(shopRef.collection('customers').doc(m.id)));
    if (!options.dryRun) await commitAll(db, writes);

    report.shops += 1;
    report.shopPhones += plan.shop ? 1 : 0;
    report.customerPhones += plan.customerUpdates.filter((u) => u.changes.phone).length;
    report.merged.push(
      ...plan.merged.map((m) => ({
        id: `barbershops/${shop.id}/customers/${m.id}`,
        into: `barbershops/${shop.id}/customers/${m.into}`,
      })),
    );
    report.appointments += plan.appointmentUpdates.length;
    report.unparsable.push(...plan.unparsable);
  }
  return report;
}

export function formatReport(r: MigrationReport, dryRun: boolean): string {
  const lines = [
    `${dryRun ? 'Dry run (nothing written): ' : ''}${r.shops} shop(s) checked.`,
    `Shop phones rewritten: ${r.shopPhones}`,
    `Customer phones rewritten: ${r.customerPhones}`,
    `Customers merged: ${r.merged.length}`,
    ...r.merged.map((m) => `  ${m.id} -> ${m.into}`),
    `Appointments updated: ${r.appointments}`,
    `Left as they are (not a phone number): ${r.unparsable.length}`,
    ...r.unparsable.map((u) => `  ${u.path} ${u.field}: ${JSON.stringify(u.value)}`),
  ];
  return lines.join('\n');
}
