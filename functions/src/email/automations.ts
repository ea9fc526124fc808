import { ownerGreetingName } from '@barbershop/core/account';
import { appointmentServicesOf, bookingChangeWindow, canChangeOnline, manageBookingUrl } from '@barbershop/core/booking';
import {
  emailEnvelope,
  renderEmail,
  type AppointmentEmailType,
  type AppointmentFacts,
  type OwnerEmailType,
  type OwnerFacts,
} from '@barbershop/core/email';
import { DEFAULT_TIMEZONE, type ActorStamp, type Appointment, type Barbershop, type UserProfile } from '@barbershop/core/model';
import { paymentEmailNote } from '@barbershop/core/payments';
import { publicShopUrl, shopContactOf, shopNameAndContactOf } from '@barbershop/core/shop';
import { memberWhoDid } from '@barbershop/core/staff';
import { appointmentTimeLabel } from '@barbershop/core/time';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../app/firebase';
import { allAppointments, appointments, shops, users } from '../data/collections';
import { newManageToken } from '../services/manage-token/manageToken';
import { configuredAppUrl } from './params';
import type { EmailRequest } from './emailRequest';
import { sendEmail } from './sendEmail';
import type { MailTransport } from './transport';

const APP_URL = configuredAppUrl;
const shopUrl = (shop: Pick<Barbershop, 'slug'>) => publicShopUrl(APP_URL(), shop.slug);

/**
 * Claims a send: sets `field` in a transaction only while it is unset and `stillWanted` holds,
 * so an overlapping or repeated run (or a trigger delivered twice) sends nothing twice.
 */
export async function claim<T>(
  ref: DocumentReference<T>,
  field: string,
  stillWanted: (data: T) => boolean = () => true,
): Promise<T | null> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || (snap.get(field) ?? null) !== null || !stillWanted(data)) return null;
    tx.update(ref as DocumentReference, { [field]: new Date() });
    return data;
  });
}

export function appointmentFacts(shop: Barbershop, a: Appointment): AppointmentFacts {
  return {
    appointmentId: a.id,
    ...shopNameAndContactOf(shop),
    googleBusinessUrl: shopContactOf(shop).googleBusinessUrl,
    shopUrl: shopUrl(shop),
    customerName: a.customerName,
    customerPhone: a.customerPhone,
    customerEmail: a.customerEmail,
    serviceName: a.serviceName,
    services: appointmentServicesOf(a).map(({ name, durationMin, pricePence }) => ({ name, durationMin, pricePence })),
    barberName: a.barberName,
    date: a.date,
    // '01:30 BST' / '01:30 GMT' in the hour repeated when the clocks go back; else a.time
    time: appointmentTimeLabel(a, shop.timezone || DEFAULT_TIMEZONE),
    durationMin: a.durationMin,
    pricePence: a.pricePence,
    start: a.start,
    end: a.end,
    notes: a.notes ?? '',
    source: a.source,
    sequence: a.sequence ?? 0,
    timezone: shop.timezone || DEFAULT_TIMEZONE,
    // the deposit, card or fee and the policy accepted (issue 34): '' for a booking without
    paymentNote: paymentEmailNote(a),
    policyText: a.payment?.acceptance.text ?? '',
  };
}

/**
 * One appointment email, with the sender name and Reply-To its type calls for; `triggeredBy`:
 * the member whose change sent it (core memberWhoDid: the booking's last change, when a member
 * made it), for the email log's "Sent by".
 */
function appointmentEmail(
  type: AppointmentEmailType,
  to: string,
  facts: AppointmentFacts,
  shopId: string,
  triggeredBy: ActorStamp | null = null,
): EmailRequest {
  return {
    emailType: type,
    to,
    email: renderEmail(type, facts),
    shopId,
    appointmentId: facts.appointmentId,
    ...emailEnvelope(type, facts),
    ...(triggeredBy ? { triggeredBy } : {}),
  };
}

function ownerFacts(u: UserProfile, businessName: string, shop: Barbershop | null): OwnerFacts {
  return {
    // the owner's own name; '' (greeted "Hi there") rather than the business name's first word
    firstName: ownerGreetingName(u, shop?.name),
    businessName,
    username: u.username,
    appUrl: APP_URL(),
    ...(shop ? { shopUrl: shopUrl(shop) } : {}),
  };
}

/** Where the shop hears of a new booking: its own email, or else its owner's account email. */
async function shopNotificationAddress(shop: Barbershop): Promise<string | null> {
  if (shop.email) return shop.email;
  const owner = (await users().doc(shop.ownerId).get()).data();
  return owner?.email || null;
}

export async function loadShop(shopId: string) {
  const shop = (await shops().doc(shopId).get()).data();
  if (!shop) throw new Error(`shop ${shopId} is gone`);
  return shop;
}

/**
 * The booker's email with a private manage link of its own: a fresh token whose hash joins the
 * booking's (the raw token exists only in this email, as the one the booking answered exists
 * only in that answer).
 */
async function withManageLink(ref: DocumentReference<Appointment>, facts: AppointmentFacts): Promise<AppointmentFacts> {
  const { token, hash } = newManageToken();
  await ref.update({ manageTokenHashes: FieldValue.arrayUnion(hash) });
  return { ...facts, manageUrl: manageBookingUrl(APP_URL(), facts.appointmentId, token) };
}

/**
 * The booker's email about a booking still to come (confirmation, moved, reminder): its change
 * window as the private link judges it now, and the link only while it can be used (no token is
 * minted for an email that would not offer it).
 */
export async function withChangeAdvice(ref: DocumentReference<Appointment>, a: Appointment, facts: AppointmentFacts) {
  const changeWindow = bookingChangeWindow(a, new Date());
  const withWindow = { ...facts, changeWindow };
  return canChangeOnline(changeWindow) ? withManageLink(ref, withWindow) : withWindow;
}

/**
 * The text that goes with a booker's email, under the same claim (sms/bookingTexts.ts: sent only
 * when the booker chose texts). Passed in by the triggers: email/ knows nothing of texts.
 */
export type BookerText = (a: Appointment, facts: AppointmentFacts) => Promise<unknown>;

/** Whether the booker hears by text as well (issue 38): their facts then need the manage link too. */
const textsChosen = (a: Appointment) => a.reminderChannels?.sms === true;

/**
 * A new booking: confirmation (with .ics) to the customer, `waitlist_booked` when the booking
 * claimed a waitlist offer, and a notification to the shop. A
 * walk-in is in the chair already: the confirmation's reminder, arrival advice and manage link
 * would be wrong, so the customer gets none (their thank-you still comes after the visit).
 */
export async function onAppointmentCreated(shopId: string, appointmentId: string, transport?: MailTransport, text?: BookerText) {
  const ref = appointments(shopId).doc(appointmentId);
  const a = await claim(ref, 'confirmationSentAt', (x) => x.status === 'scheduled');
  if (!a) return;
  const shop = await loadShop(shopId);
  const facts = appointmentFacts(shop, a);
  // a booking the shop made names the member who made it
  const by = memberWhoDid(a.history, 'booked');
  // a time claimed from the waitlist is confirmed as such (the same facts, link and .ics)
  const confirmation = a.waitlistEntryId ? 'waitlist_booked' : 'booking_confirmation';
  // the email and the text (when the booker chose texts) give the same manage link
  const bookerFacts = !a.walkIn && (a.customerEmail || textsChosen(a)) ? await withChangeAdvice(ref, a, facts) : facts;
  if (a.customerEmail && !a.walkIn)
    await sendEmail(appointmentEmail(confirmation, a.customerEmail, bookerFacts, shopId, by), transport);
  if (!a.walkIn) await text?.(a, bookerFacts);
  const shopAddress = await shopNotificationAddress(shop);
  if (shopAddress) await sendEmail(appointmentEmail('staff_notification', shopAddress, facts, shopId, by), transport);
}

export async function onAppointmentCancelled(
  shopId: string,
  appointmentId: string,
  transport?: MailTransport,
  text?: BookerText,
) {
  const ref = appointments(shopId).doc(appointmentId);
  // the owner may cancel without telling the customer (already told in person, a test booking)
  const a = await claim(ref, 'cancellationSentAt', (x) => x.status === 'cancelled' && x.cancelNotice !== false);
  if (!a) return;
  const shop = await loadShop(shopId);
  const facts = appointmentFacts(shop, a);
  if (a.customerEmail)
    await sendEmail(
      appointmentEmail('cancellation', a.customerEmail, facts, shopId, memberWhoDid(a.history, 'cancelled')),
      transport,
    );
  await text?.(a, facts);
}

/**
 * The owner's cancellation email for a booking whose cancel claimed the send
 * (`noticeByCaller`): an erasure sends it before the customer's address is erased.
 */
export async function sendCancellationNotice(shopId: string, a: Appointment, transport?: MailTransport): Promise<boolean> {
  if (!a.customerEmail) return false;
  const shop = await loadShop(shopId);
  await sendEmail(
    appointmentEmail('cancellation', a.customerEmail, appointmentFacts(shop, a), shopId, memberWhoDid(a.history, 'cancelled')),
    transport,
  );
  return true;
}

/** A customer cancelled their own booking (manage link): the shop hears of it, once. */
export async function onCustomerCancelled(shopId: string, appointmentId: string, transport?: MailTransport) {
  const ref = appointments(shopId).doc(appointmentId);
  const a = await claim(ref, 'customerCancelNoticeSentAt', (x) => x.status === 'cancelled' && x.cancelledBy === 'customer');
  if (!a) return;
  const shop = await loadShop(shopId);
  const shopAddress = await shopNotificationAddress(shop);
  if (shopAddress)
    await sendEmail(
      appointmentEmail('customer_cancelled_notification', shopAddress, appointmentFacts(shop, a), shopId),
      transport,
    );
}

/**
 * A customer moved their booking: "your appointment has moved" with the new time and the
 * calendar event at the raised SEQUENCE, and a notice to the shop. Sent once per move: `movedSentSequence` is claimed in
 * a transaction, so a trigger delivered twice sends nothing twice.
 */
export async function onAppointmentMoved(shopId: string, appointmentId: string, transport?: MailTransport, text?: BookerText) {
  const ref = appointments(shopId).doc(appointmentId);
  const a = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    const sequence = data?.sequence ?? 0;
    const sent = snap.get('movedSentSequence');
    // a walk-in is in the chair: moving it to another barber tells the customer nothing new
    if (!data || data.status !== 'scheduled' || data.walkIn || sequence === 0 || (typeof sent === 'number' && sent >= sequence))
      return null;
    tx.update(ref as DocumentReference, { movedSentSequence: sequence });
    return data;
  });
  if (!a) return;
  const shop = await loadShop(shopId);
  const facts = appointmentFacts(shop, a);
  const bookerFacts = a.customerEmail || textsChosen(a) ? await withChangeAdvice(ref, a, facts) : facts;
  if (a.customerEmail)
    await sendEmail(
      appointmentEmail('booking_moved', a.customerEmail, bookerFacts, shopId, memberWhoDid(a.history, 'moved')),
      transport,
    );
  await text?.(a, bookerFacts);
  // the shop hears of the customer's own moves; the owner made theirs
  if (a.movedBy === 'owner') return;
  const shopAddress = await shopNotificationAddress(shop);
  if (shopAddress) await sendEmail(appointmentEmail('customer_moved_notification', shopAddress, facts, shopId), transport);
}

async function ownerShop(uid: string): Promise<Barbershop | null> {
  const snap = await shops().where('ownerId', '==', uid).limit(1).get();
  return snap.docs[0]?.data() ?? null;
}

async function sendOwnerEmail(uid: string, field: string, type: OwnerEmailType, transport?: MailTransport) {
  const u = await claim(users().doc(uid), field, (x) => x.role !== 'customer' && Boolean(x.email));
  if (!u) return false;
  const shop = await ownerShop(uid);
  // the shop's name once it exists (the profile's names are the owner's own, not the business's)
  const businessName = shop?.name || u.pendingBusinessName || '';
  await sendEmail(
    {
      emailType: type,
      to: u.email,
      email: renderEmail(type, ownerFacts(u, businessName, shop)),
      shopId: shop?.id ?? null,
      ...emailEnvelope(type, {}),
    },
    transport,
  );
  return true;
}

export const onOwnerCreated = (uid: string, transport?: MailTransport) =>
  sendOwnerEmail(uid, 'welcomeSentAt', 'welcome', transport);

export const HOUR = 3_600_000;

/** The reminder email to the booker: the 24-hour reminder, and a reminder text's fallback (sms/fallback.ts). */
export async function sendReminderEmail(shopId: string, a: Appointment, transport?: MailTransport): Promise<void> {
  if (!a.customerEmail) return;
  const shop = await loadShop(shopId);
  const facts = await withChangeAdvice(appointments(shopId).doc(a.id), a, appointmentFacts(shop, a));
  await sendEmail(appointmentEmail('reminder', a.customerEmail, facts, shopId), transport);
}

/** Thank-you with a review request (Google, and the manage link to rate the visit) once an appointment has ended (looking back a week). */
export async function runThankYous(now = new Date(), transport?: MailTransport): Promise<number> {
  const done = await allAppointments()
    .where('status', 'in', ['scheduled', 'completed'])
    .where('start', '>=', new Date(now.getTime() - 7 * 24 * HOUR))
    .where('start', '<=', now)
    .get();
  let sent = 0;
  for (const doc of done.docs) {
    if (doc.get('thankYouSentAt')) continue;
    const shopId = doc.get('shopId') as string;
    const ref = appointments(shopId).doc(doc.id);
    const a = await claim(
      ref,
      'thankYouSentAt',
      (x) => (x.status === 'scheduled' || x.status === 'completed') && x.end.getTime() <= now.getTime(),
    );
    if (!a?.customerEmail) continue;
    const shop = await loadShop(shopId);
    // the booker's manage link, where they rate the visit (a verified review)
    const facts = await withManageLink(ref, appointmentFacts(shop, a));
    await sendEmail(appointmentEmail('thank_you', a.customerEmail, facts, shopId), transport);
    sent += 1;
  }
  return sent;
}

async function runOwnerFollowUp(
  now: Date,
  afterMs: number,
  field: string,
  type: 'feature_introduction' | 'personal_contact',
  transport?: MailTransport,
) {
  const owners = await users()
    .where('createdAt', '<=', new Date(now.getTime() - afterMs))
    .where('createdAt', '>=', new Date(now.getTime() - afterMs - 7 * 24 * HOUR))
    .get();
  let sent = 0;
  for (const doc of owners.docs) if (await sendOwnerEmail(doc.id, field, type, transport)) sent += 1;
  return sent;
}

export const runFeatureIntroductions = (now = new Date(), transport?: MailTransport) =>
  runOwnerFollowUp(now, HOUR, 'featureIntroSentAt', 'feature_introduction', transport);
export const runPersonalContacts = (now = new Date(), transport?: MailTransport) =>
  runOwnerFollowUp(now, 24 * HOUR, 'personalContactSentAt', 'personal_contact', transport);

/**
 * Account deletion: the customer of a booking that is about to be deleted gets the
 * cancellation email now, synchronously, because a trigger would run after the shop data it
 * renders from is gone. The booking is marked cancelled with the send claimed in one
 * transaction, so the update trigger sends nothing more and a retried deletion sends nothing
 * twice.
 */
export async function sendCancellationBeforeDeletion(
  shopId: string,
  appointmentId: string,
  transport?: MailTransport,
): Promise<boolean> {
  const ref = appointments(shopId).doc(appointmentId);
  const a = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || data.status !== 'scheduled' || (snap.get('cancellationSentAt') ?? null) !== null) return null;
    tx.update(ref as DocumentReference, { status: 'cancelled', cancelledAt: new Date(), cancellationSentAt: new Date() });
    return data;
  });
  if (!a?.customerEmail) return false;
  const shop = await loadShop(shopId);
  // the same email, sender name and Reply-To as the cancellation trigger sends
  await sendEmail(
    appointmentEmail('cancellation', a.customerEmail, appointmentFacts(shop, { ...a, status: 'cancelled' }), shopId),
    transport,
  );
  return true;
}

/**
 * A payment email about one booking (issue 34): the no-show fee and the payment link to the
 * customer, a dispute to the shop. `claimField`: sent once (claimed on the appointment).
 * `triggeredBy`: the member who sent it (a payment link); a no-show fee's is the member who
 * marked the no-show.
 */
export async function sendPaymentEmail(
  type: 'no_show_fee' | 'payment_link' | 'payment_disputed_notification',
  shopId: string,
  appointmentId: string,
  extra: Partial<AppointmentFacts>,
  options: { claimField?: string; triggeredBy?: ActorStamp; transport?: MailTransport } = {},
): Promise<boolean> {
  const ref = appointments(shopId).doc(appointmentId);
  const a = options.claimField ? await claim(ref, options.claimField) : (await ref.get()).data();
  if (!a) return false;
  const shop = await loadShop(shopId);
  const to = type === 'payment_disputed_notification' ? await shopNotificationAddress(shop) : a.customerEmail;
  if (!to) return false;
  const by = options.triggeredBy ?? (type === 'no_show_fee' ? memberWhoDid(a.history, 'no_show') : null);
  await sendEmail(appointmentEmail(type, to, { ...appointmentFacts(shop, a), ...extra }, shopId, by), options.transport);
  return true;
}
