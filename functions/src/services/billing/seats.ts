import type { SeatInfoDto, SeatPriceDto } from '@barbershop/core/api';
import { extraSeats, monthlyPricePence, seatChangeProblem } from '@barbershop/core/billing';
import type Stripe from 'stripe';
import { db } from '../../app/firebase';
import { barbers, shops, users } from '../../data/collections';
import { badRequest, conflict } from '../../errors';
import { seatInfo } from '../staff/staff';
import { priceIds, stripe, stripeConfigured } from './config';
import { ownerBilling } from './owner';
import { billingFromSubscription, billingUpdate, idOf } from './stripeState';

/** Subscriptions whose items still bill: seat changes go to Stripe for these. */
const BILLED = new Set(['trialing', 'active', 'past_due', 'incomplete', 'unpaid']);

/** The item changes that make a subscription bill `seatsTotal` seats (the seat item added, resized or removed). */
export function seatItemChanges(
  sub: Stripe.Subscription,
  seatsTotal: number,
  seatPriceId: string,
): Stripe.SubscriptionUpdateParams.Item[] {
  const extra = extraSeats(seatsTotal);
  const seatItem = sub.items.data.find((i) => idOf(i.price) === seatPriceId);
  if (seatItem) return [extra > 0 ? { id: seatItem.id, quantity: extra } : { id: seatItem.id, deleted: true }];
  return extra > 0 ? [{ price: seatPriceId, quantity: extra }] : [];
}

async function billedSubscription(uid: string) {
  if (!stripeConfigured()) return null;
  const billing = await ownerBilling(uid);
  if (!billing.stripeSubscriptionId) return null;
  const sub = await stripe().subscriptions.retrieve(billing.stripeSubscriptionId);
  return BILLED.has(sub.status) ? sub : null;
}

/**
 * POST /api/user/seats/calculate-price: the monthly price for a seat total and, for a paid
 * subscription, what the change costs now (Stripe's proration preview).
 */
export async function seatPrice(uid: string, newSeatsTotal: number): Promise<SeatPriceDto> {
  const result: SeatPriceDto = {
    seatsTotal: newSeatsTotal,
    monthlyPricePence: monthlyPricePence(newSeatsTotal),
    extraSeats: extraSeats(newSeatsTotal),
  };
  const sub = await billedSubscription(uid);
  if (!sub || sub.status !== 'active') return result;
  const items = seatItemChanges(sub, newSeatsTotal, priceIds().seat);
  if (items.length === 0) return { ...result, proratedAmountPence: 0 };
  const preview = await stripe().invoices.createPreview({
    customer: idOf(sub.customer) ?? undefined,
    subscription: sub.id,
    subscription_details: { items, proration_behavior: 'create_prorations' },
  });
  const proratedAmountPence = preview.lines.data
    .filter((l) => l.parent?.subscription_item_details?.proration || l.parent?.invoice_item_details?.proration)
    .reduce((sum, l) => sum + l.amount, 0);
  return { ...result, proratedAmountPence };
}

/**
 * POST /api/user/seats/update: never below 4 nor below the barbers in use. A billed
 * subscription's items change first (prorated); the new total is then stored in a transaction
 * that recounts the barbers, so a barber added meanwhile cannot end up without a seat.
 */
export async function updateSeats(uid: string, seatsTotal: number): Promise<SeatInfoDto> {
  const { seatsUsed, seatsTotal: before } = await seatInfo(uid);
  const problem = seatChangeProblem(seatsTotal, seatsUsed);
  if (problem)
    throw problem.kind === 'below-used'
      ? conflict(problem.message)
      : badRequest(problem.message, { seatsTotal: problem.message });
  if (seatsTotal === before) return { seatsUsed, seatsTotal };

  const sub = await billedSubscription(uid);
  let billing: Record<string, unknown> = billingUpdate({ seatsTotal });
  let undo: (() => Promise<unknown>) | null = null;
  if (sub) {
    const seatPriceId = priceIds().seat;
    const items = seatItemChanges(sub, seatsTotal, seatPriceId);
    if (items.length > 0) {
      const updated = await stripe().subscriptions.update(sub.id, { items, proration_behavior: 'create_prorations' });
      billing = billingUpdate(billingFromSubscription(updated, seatPriceId));
      undo = () =>
        stripe().subscriptions.update(sub.id, {
          items: seatItemChanges(updated, before, seatPriceId),
          proration_behavior: 'create_prorations',
        });
    }
  }

  const owned = await shops().where('ownerId', '==', uid).limit(1).get();
  const shopId = owned.docs[0]?.id;
  try {
    return await db.runTransaction(async (tx) => {
      const used = shopId ? (await tx.get(barbers(shopId).select())).size : 0;
      if (used > seatsTotal) throw conflict(seatChangeProblem(seatsTotal, used)?.message ?? 'Too few seats');
      tx.update(users().doc(uid), billing);
      return { seatsUsed: used, seatsTotal };
    });
  } catch (err) {
    await undo?.().catch((undoErr: unknown) => console.error('Could not restore the Stripe seats of', uid, undoErr));
    throw err;
  }
}
