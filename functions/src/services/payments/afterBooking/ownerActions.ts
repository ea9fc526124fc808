// The shop's money actions from the appointment dialog: refund, waive, send a payment link
// (payments.act: the owner and managers). Each is a booking of the caller's shop (another
// shop's: 404, as every owner route; a role without payments.act: 403).
import type { ActorStamp, Appointment } from '@barbershop/core/model';
import { feeName, openFee, refundablePence, refundRefusal } from '@barbershop/core/payments';
import { publicShopUrl } from '@barbershop/core/shop';
import { configuredAppUrl } from '../../../email/params';
import { conflict, HttpError, notFound } from '../../../errors';
import { stripeConfigured, stripeNotConfigured } from '../../billing/config';
import { stripeUnavailable } from '../stripeConnect';
import { findAppointment } from '../../reads/appointments';
import { actorIn, NOT_A_MEMBER, stampOf } from '../../reads/members';
import { loadShop } from '../../reads/shopData';
import { sendPaymentLinkEmail } from './emails';
import { applyMoney, reloadAppointment } from './ledger';
import { refund, release, type Paid } from './operations';
import { endPaymentPage } from './paymentPages';
import { feeCheckoutSession } from './stripeMoney';

/** The caller's shop's booking with a payment (another shop's, or one that took no money: 404 / 409), and who acts. */
/** `needsAccess` false: giving money back (refund, waive) does not wait for the shop's subscription. */
async function ownedPaid(uid: string, appointmentId: string, needsAccess = true): Promise<{ a: Paid; by: ActorStamp }> {
  const found = await findAppointment(appointmentId);
  const actor = await actorIn(uid, found.shopId, 'payments.act', { needsAccess }).catch((err: unknown) => {
    // another shop's booking is answered as one that does not exist
    throw err instanceof HttpError && err.message === NOT_A_MEMBER ? notFound('Appointment not found') : err;
  });
  if (!found.payment) throw conflict('This booking took no card or payment.', 'no_payment');
  if (!stripeConfigured()) throw stripeNotConfigured('billing');
  return { a: found as Paid, by: stampOf(actor) };
}

/** POST /api/appointments/{id}/payment/refund {amountPence?}: all that is left by default. */
export async function refundForOwner(uid: string, appointmentId: string, amountPence?: number): Promise<Appointment> {
  const { a } = await ownedPaid(uid, appointmentId, false);
  const amount = amountPence ?? refundablePence(a.payment);
  const refusal = refundRefusal(a.payment, amount);
  if (refusal)
    throw new HttpError(refusal.status, refusal.message, refusal.status === 400 ? { amountPence: refusal.message } : undefined);
  // the key names the refunded total it starts from: a double click makes one refund
  const result = await refund(a, amount, `refund:${a.id}:${a.payment.refundedPence}`);
  if (result.failureCode)
    throw new HttpError(
      502,
      `Stripe refused the refund (${result.failureCode}). Nothing more was refunded; try again or refund it in your Stripe dashboard.`,
    );
  return reloadAppointment(a);
}

/** POST /api/appointments/{id}/payment/waive: a failed or pending fee is waived; a pre-authorisation released. */
export async function waiveForOwner(uid: string, appointmentId: string): Promise<Appointment> {
  const { a } = await ownedPaid(uid, appointmentId, false);
  const fee = openFee(a.payment);
  if (!fee && a.payment.preauth?.status !== 'authorized')
    throw conflict('There is no unpaid fee or held amount to waive on this booking.');
  // the page emailed for the fee stops taking payment first; paid meanwhile: it is recorded, not waived
  if (fee && (await endPaymentPage(a, fee)) === 'paid') return reloadAppointment(a);
  await release(a);
  if (fee)
    await applyMoney(a.shopId, a.id, {
      payment: (p) => {
        const open = openFee(p);
        if (!open) return null;
        return { ...p, fees: p.fees.map((f) => (f === open ? { ...f, status: 'waived' as const } : f)), state: 'waived' };
      },
    });
  return reloadAppointment(a);
}

/**
 * POST /api/appointments/{id}/payment/link: "Send payment link" for the fee the card could not
 * pay: a Checkout Session on the shop's account (one per booking and fee), emailed to the
 * customer; `checkout.session.completed` marks the fee paid. A page that has expired (a day
 * after it was made) is replaced when the owner sends the link again.
 */
export async function sendPaymentLink(uid: string, appointmentId: string): Promise<Appointment> {
  const { a, by } = await ownedPaid(uid, appointmentId);
  const fee = openFee(a.payment);
  if (!fee) throw conflict('There is no unpaid fee on this booking to send a link for.');
  if (!a.customerEmail) throw conflict('This customer has no email address to send the link to.');
  const shop = await loadShop(a.shopId);
  const back = publicShopUrl(configuredAppUrl(), shop.slug);
  const now = Date.now();
  // a page sent before is sent again while it still takes payment (an hour to spare); an expired
  // one is replaced by a new page (keyed by the page it replaces: a double click makes one)
  const stillOpen = fee.paymentLinkUrl && (fee.paymentLinkExpiresAt?.getTime() ?? 0) > now + 3_600_000;
  // the page replaced is ended at Stripe first: the customer can pay one page only (paid already: recorded)
  if (!stillOpen && (await endPaymentPage(a, fee)) === 'paid') return reloadAppointment(a);
  const session = stillOpen
    ? null
    : await newPaymentPage(a.payment, {
        amountPence: fee.amountPence,
        name: `${feeName(fee.kind)[0]!.toUpperCase()}${feeName(fee.kind).slice(1)}: ${a.serviceName} at ${shop.name}`,
        successUrl: `${back}?payment=paid`,
        cancelUrl: back,
        idempotencyKey: `link:${a.id}:${fee.kind}:${fee.paymentLinkExpiresAt?.getTime() ?? 0}`,
        metadata: { shopId: a.shopId, appointmentId: a.id, feeKind: fee.kind },
      });
  const url = session ? session.url : fee.paymentLinkUrl;
  const expiresAt = session ? new Date(session.expires_at * 1000) : (fee.paymentLinkExpiresAt ?? null);
  if (!url) throw new HttpError(502, 'Stripe did not give a payment page. Try again.');
  // the fee may have been waived (or paid) since it was read: then no link is recorded or sent
  const { applied } = await applyMoney(a.shopId, a.id, {
    payment: (p) =>
      openFee(p)?.kind !== fee.kind
        ? null
        : {
            ...p,
            fees: p.fees.map((f) =>
              f.kind === fee.kind && f.status !== 'succeeded' && f.status !== 'waived'
                ? { ...f, status: 'link_sent' as const, paymentLinkUrl: url, paymentLinkExpiresAt: expiresAt }
                : f,
            ),
            state: 'fee_pending',
          },
  });
  if (!applied) throw conflict('There is no unpaid fee on this booking to send a link for.');
  await sendPaymentLinkEmail(a.shopId, a.id, fee, url, by);
  return reloadAppointment(a);
}

/** The fee's Checkout Session; Stripe refusing it (or unreachable) answers 502/503 with a message, not a 500. */
async function newPaymentPage(...args: Parameters<typeof feeCheckoutSession>) {
  try {
    return await feeCheckoutSession(...args);
  } catch (err) {
    console.error('payment page not made', err);
    const reason = (err as { message?: unknown } | null)?.message;
    throw stripeUnavailable(
      err,
      `Stripe did not make the payment page, so no link was sent${typeof reason === 'string' && reason ? ` (${reason})` : ''}. Try again, or waive the fee.`,
    );
  }
}
