// The optional pre-authorisation of the no-show fee (policy `preauthorizeNoShowFee`): for a
// card-on-file booking whose visit is within the authorisation window, the fee is held on the
// card (a manual-capture PaymentIntent); a no-show captures it, a visit that happened (or a
// cancel) releases it. A card network keeps a hold about 7 days (Visa 5 for some cards), so
// only visits that close are held; later ones are held by the job once they come within it.
import type { Appointment } from '@barbershop/core/model';
import { allAppointments, appointments, shops } from '../../../data/collections';
import { stripeConfigured } from '../../billing/config';
import { feeAmountPence, preauthEligible, PREAUTH_WINDOW_DAYS } from '@barbershop/core/payments';
import { applyMoney } from './ledger';
import { release, type Paid } from './operations';
import { chargeSavedCard, releasePreauth } from './stripeMoney';

const HOUR = 3_600_000;
/** How long after a visit's end a hold stays, so the owner can still mark a no-show. */
const PREAUTH_RELEASE_GRACE_HOURS = 24;

/**
 * Holds the no-show fee on the saved card of one booking when its shop's policy asks for it and
 * the visit is within the window. Safe to call again (one hold per booking: `preauth:<id>`).
 * Answers whether the fee is held now. p3's hold completion calls it right after the card is saved.
 */
export async function preauthorizeNoShowFee(shopId: string, appointmentId: string, now = new Date()): Promise<boolean> {
  if (!stripeConfigured()) return false;
  const [a, shop] = await Promise.all([
    appointments(shopId)
      .doc(appointmentId)
      .get()
      .then((s) => s.data()),
    shops()
      .doc(shopId)
      .get()
      .then((s) => s.data()),
  ]);
  const policy = shop?.paymentPolicy;
  if (!a?.payment || !policy || !wantsPreauth(a, now) || !preauthEligible(a.start, now, policy)) return false;
  // the fee the customer accepted at booking, as the no-show would charge it
  const amountPence = feeAmountPence(a.payment.policy.noShowFee, a.pricePence);
  if (amountPence <= 0) return false;
  const result = await chargeSavedCard(
    a.payment,
    amountPence,
    'No-show fee held on the card',
    `preauth:${a.id}`,
    { shopId, appointmentId, feeKind: 'no_show_hold' },
    'manual',
  );
  if (!result.ok || !result.paymentIntentId) return false;
  const paymentIntentId = result.paymentIntentId;
  const { appointment } = await applyMoney(shopId, appointmentId, {
    payment: (p, current) =>
      p.preauth || current.status !== 'scheduled'
        ? null
        : { ...p, preauth: { paymentIntentId, amountPence, status: 'authorized' } },
  });
  const stored = (appointment as Paid | undefined)?.payment.preauth;
  if (stored?.paymentIntentId === paymentIntentId && stored.status === 'authorized') return true;
  // cancelled (or marked) meanwhile: nothing is held on a booking that no longer needs it
  if (stored?.paymentIntentId !== paymentIntentId)
    await releasePreauth(a.payment, paymentIntentId).catch((err) => console.error('release failed', a.id, err));
  return false;
}

/** A card-on-file booking still to come that holds nothing yet. */
const wantsPreauth = (a: Appointment, now: Date) =>
  a.payment?.kind === 'card' && !a.payment.preauth && a.status === 'scheduled' && a.start.getTime() > now.getTime();

/**
 * The job (with the others, every 15 minutes): holds the fee for card bookings that came within
 * the window, and releases the holds of visits that ended more than the grace period ago without
 * a no-show mark. Answers how many it held or released.
 */
export async function runNoShowPreauths(now = new Date()): Promise<number> {
  if (!stripeConfigured()) return 0;
  let changed = 0;
  // only card-on-file bookings: the job reads what it can act on, not every booking of the platform
  const upcoming = await allAppointments()
    .where('payment.kind', '==', 'card')
    .where('status', '==', 'scheduled')
    .where('start', '>', now)
    .where('start', '<=', new Date(now.getTime() + PREAUTH_WINDOW_DAYS * 24 * HOUR))
    .get();
  for (const doc of upcoming.docs) {
    const a = doc.data();
    if (a.payment?.kind !== 'card' || a.payment.preauth) continue;
    if (await preauthorizeNoShowFee(a.shopId, a.id, now).catch(() => false)) changed += 1;
  }
  const past = await allAppointments()
    .where('payment.preauth.status', '==', 'authorized')
    .where('start', '>=', new Date(now.getTime() - 8 * 24 * HOUR))
    .where('start', '<=', now)
    .get();
  for (const doc of past.docs) {
    const a = doc.data();
    // a no-show captures its hold and a cancel releases it on their own paths
    if (a.status !== 'scheduled' && a.status !== 'completed') continue;
    if (a.status === 'scheduled' && a.end.getTime() + PREAUTH_RELEASE_GRACE_HOURS * HOUR > now.getTime()) continue;
    if (await release(a as Paid)) changed += 1;
  }
  return changed;
}
