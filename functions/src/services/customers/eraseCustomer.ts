import {
  ERASED_APPOINTMENT_FIELDS,
  ERASURE_CANCEL_REASON,
  upcomingBookings,
  erasedEmails,
  inChunks,
} from '@barbershop/core/customers';
import { isAppointmentEmailType } from '@barbershop/core/email';
import { holdErasable } from '@barbershop/core/payments';
import type { Appointment, EmailType } from '@barbershop/core/model';
import { isDocId } from '@barbershop/core/validation';
import type { DocumentReference, QueryDocumentSnapshot, QuerySnapshot, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { appointments, customers, emailLog, holds, mailOutbox, mailRetries, reviews } from '../../data/collections';
import { actorIn } from '../reads/members';
import { notFound } from '../../errors';
import { sendCancellationNotice } from '../../email/automations';
import { cancelForOwner } from '../booking/cancelAppointment';
import { holdRefsOf } from '../booking/customerHolds';
import { eraseWaitlistEntries, isWaitlistEmailType } from './eraseWaitlist';

/** Writes per batch: under Firestore's 500, with room to spare. */
const BATCH_WRITES = 400;
/** Values per `in` query (Firestore's limit). */
const IN_VALUES = 30;

type Write = (batch: WriteBatch) => void;

async function commitInBatches(writes: readonly Write[]): Promise<void> {
  for (const chunk of inChunks(writes, BATCH_WRITES)) {
    const batch = db.batch();
    for (const write of chunk) write(batch);
    await batch.commit();
  }
}

/** Documents of a query run once per group of values (`in` takes at most 30). */
async function whereIn<T>(
  values: readonly string[],
  run: (group: string[]) => Promise<QuerySnapshot<T>>,
): Promise<QueryDocumentSnapshot<T>[]> {
  const snaps = await Promise.all(inChunks(values, IN_VALUES).map(run));
  return snaps.flatMap((s) => s.docs);
}

const uniqueRefs = (refs: DocumentReference[]) => [...new Map(refs.map((r) => [r.path, r])).values()];

/**
 * `cancelUpcoming`: each upcoming booking is cancelled through the owner's cancel (idempotent) and
 * its cancellation email sent here and now, before the address is erased (a trigger would find it
 * gone). Those notices are mail delivered to the customer, so the erasure keeps them in the local
 * outbox and the retry queue (docs/decisions.md); their log entries lose the address as any other.
 * Answers the ids of the bookings cancelled (and emailed, when they have an address).
 */
async function cancelAndNotify(uid: string, shopId: string, upcoming: readonly Appointment[]): Promise<string[]> {
  const cancelled: string[] = [];
  for (const a of upcoming) {
    const { appointment, cancelledNow } = await cancelForOwner(uid, a.id, {
      reason: ERASURE_CANCEL_REASON,
      notifyCustomer: true,
      noticeByCaller: true,
      // the customer's right does not wait for the shop's subscription (as the erasure itself)
      needsAccess: false,
    });
    if (!cancelledNow) continue;
    await sendCancellationNotice(shopId, appointment);
    cancelled.push(a.id);
  }
  return cancelled;
}

/**
 * POST /api/barbershops/{shopId}/customers/{customerId}/erase (UK GDPR erasure on request). The
 * appointments stay for the shop's figures, anonymised (ERASED_APPOINTMENT_FIELDS); the email
 * log of those appointments loses the customer's address; their queued and locally sent emails,
 * their booking holds, their payment holds that are over (holdErasable) and the record itself
 * are deleted; a review keeps its rating but not the first name; their waitlist entries are taken
 * off the list and blanked (eraseWaitlist.ts), and the waitlist's emails and invites to book are
 * erased as the booking emails are. Written in batches, the record last: if a run stops half-way, erasing again
 * finishes the job (the record and the appointments still linked to it are found again).
 */
export async function eraseCustomer(
  uid: string,
  shopId: string,
  customerId: string,
  options: { cancelUpcoming?: boolean } = {},
  now = Date.now(),
): Promise<{ appointments: number; cancelled: number }> {
  // a customer's right to erasure does not wait for the shop's subscription
  await actorIn(uid, shopId, 'customers.erase', { needsAccess: false });
  if (!isDocId(customerId)) throw notFound('Customer not found');
  const customerRef = customers(shopId).doc(customerId);
  const customer = (await customerRef.get()).data();
  if (!customer) throw notFound('Customer not found');

  const [linked, samePhone] = await Promise.all([
    appointments(shopId).where('customerId', '==', customerId).get(),
    customer.phone ? appointments(shopId).where('customerPhone', '==', customer.phone).get() : null,
  ]);
  // a booking with this phone and no customer record linked (a walk-in) is this person's too
  const docs = [...linked.docs, ...(samePhone?.docs ?? []).filter((d) => d.data().customerId === '')];
  const found: Appointment[] = [...new Map(docs.map((d) => [d.id, d.data()])).values()];
  const cancelled = options.cancelUpcoming ? await cancelAndNotify(uid, shopId, upcomingBookings(found, now)) : [];
  // as they are now (the cancelled ones cancelled), for the rest of the erasure
  const booked = found.map((a) => (cancelled.includes(a.id) ? { ...a, status: 'cancelled' as const } : a));
  // the notices this erasure sent (in this run or in one that stopped half-way) stay delivered
  const notices = new Set([...cancelled, ...found.filter((a) => a.cancelReason === ERASURE_CANCEL_REASON).map((a) => a.id)]);
  const ids = booked.map((a) => a.id);
  const phones = [...new Set([customer.phone, ...booked.map((a) => a.customerPhone)].filter(Boolean))];
  // off the waitlist first, so no offer is made or claimed for them while the rest is erased
  const entryEmails = await eraseWaitlistEntries(shopId, phones);
  const emails = [...new Set([...erasedEmails(customer.email, booked), ...entryEmails])];

  // The queued and locally sent emails are global collections: only this shop's, and only its
  // emails about bookings, are the erased customer's to delete. Another shop's emails to the same
  // address, and owner emails, are not this shop's to touch.
  const outbox = mailOutbox().where('shopId', '==', shopId);
  const retries = mailRetries().where('shopId', '==', shopId);
  const shopHolds = holds().where('shopId', '==', shopId);
  const [logEntries, waitlistLog, outboxTo, outboxReplyTo, retriesById, retriesTo, reviewSnaps, holdsByPhone, holdsByEmail] =
    await Promise.all([
      whereIn(ids, (g) => emailLog(shopId).where('appointmentId', 'in', g).get()),
      // the waitlist's emails and the invites to book are about no appointment: found by address
      whereIn(emails, (g) => emailLog(shopId).where('recipientEmail', 'in', g).get()),
      whereIn(emails, (g) => outbox.where('to', 'in', g).get()),
      whereIn(emails, (g) => outbox.where('replyTo', 'in', g).get()),
      whereIn(ids, (g) => retries.where('appointmentId', 'in', g).get()),
      whereIn(emails, (g) => retries.where('to', 'in', g).get()),
      ids.length ? db.getAll(...ids.map((id) => reviews(shopId).doc(id))) : Promise.resolve([]),
      whereIn(phones, (g) => shopHolds.where('appointment.customerPhone', 'in', g).get()),
      whereIn(emails, (g) => shopHolds.where('appointment.customerEmail', 'in', g).get()),
    ]);
  const bookingEmail = (d: QueryDocumentSnapshot) => {
    const type: unknown = d.get('emailType');
    if (type === 'cancellation' && notices.has(d.get('appointmentId') as string)) return false;
    return typeof type === 'string' && (isAppointmentEmailType(type as EmailType) || isWaitlistEmailType(type as EmailType));
  };

  const writes: Write[] = [];
  const waitlistEntries = waitlistLog.filter((d) => isWaitlistEmailType(d.get('emailType') as EmailType));
  for (const entry of [...new Map([...logEntries, ...waitlistEntries].map((d) => [d.id, d])).values()]) {
    const { recipientEmail, error } = entry.data();
    if (!emails.includes(recipientEmail)) continue; // the shop's own notice of the booking
    const errorNamesThem = typeof error === 'string' && emails.some((e) => error.includes(e));
    writes.push((b) => b.update(entry.ref, errorNamesThem ? { recipientEmail: '', error: null } : { recipientEmail: '' }));
  }
  const deleted = uniqueRefs([
    ...[...outboxTo, ...outboxReplyTo, ...retriesById, ...retriesTo].filter(bookingEmail).map((d) => d.ref),
    ...[...phones.map((phone) => ({ phone, email: '' })), ...emails.map((email) => ({ phone: '', email }))].flatMap((c) =>
      holdRefsOf(shopId, c),
    ),
    ...[...holdsByPhone, ...holdsByEmail].filter((h) => holdErasable(h.data())).map((h) => h.ref),
  ]);
  for (const ref of deleted) writes.push((b) => b.delete(ref));
  for (const review of reviewSnaps) if (review.exists) writes.push((b) => b.update(review.ref, { firstName: '' }));
  for (const id of ids) writes.push((b) => b.update(appointments(shopId).doc(id), { ...ERASED_APPOINTMENT_FIELDS }));
  await commitInBatches(writes);
  await customerRef.delete();
  return { appointments: ids.length, cancelled: cancelled.length };
}
