// The shop's connected Stripe account: created once on "Connect with Stripe", its onboarding
// link, and its state (`paymentAccounts/{shopId}`, `barbershops/{shopId}.paymentsLive`) from
// Stripe's `account.updated` events (docs/payments.md "Connect").
import {
  paymentAccountDto,
  paymentAccountOf,
  type ConnectLinkDto,
  type PaymentAccount,
  type PaymentAccountDto,
} from '@barbershop/core/payments';
import type Stripe from 'stripe';
import { db } from '../../app/firebase';
import { paymentAccounts, shops } from '../../data/collections';
import { configuredAppUrl } from '../../email/params';
import { shopWith } from '../reads/owned';
import type { ConnectEventHandler, EventClaim } from './eventClaim';
import { stripeConfigured, stripeNotConfigured } from '../billing/config';
import { platformStripe, stripeUnavailable } from './stripeConnect';

/**
 * The connected account's configuration (controller properties, docs/payments.md "Connect"):
 * the shop is the merchant of its own direct charges. It pays Stripe's fees itself, Stripe
 * carries negative balances, Stripe collects the owner's details (onboarding and later
 * requirements), and the owner uses the full Stripe Dashboard for refunds, disputes and payouts.
 */
export const CONNECTED_ACCOUNT_CONTROLLER: Stripe.AccountCreateParams.Controller = {
  fees: { payer: 'account' },
  losses: { payments: 'stripe' },
  requirement_collection: 'stripe',
  stripe_dashboard: { type: 'full' },
};

/** `disabledReason` of an account the owner disconnected from the platform in their Stripe Dashboard. */
const PLATFORM_DISCONNECTED = 'platform_disconnected';

/** Where Stripe's onboarding sends the owner back to: Settings → Payments. */
const SETTINGS_PATH = '/dashboard/settings?tab=payments';

/** `GET /api/payments/account`. */
export async function paymentAccountFor(uid: string, shopId?: string): Promise<PaymentAccountDto> {
  const shop = await shopWith(uid, 'payments.settings', shopId, { needsAccess: false });
  const account = (await paymentAccounts().doc(shop.id).get()).data() ?? null;
  return paymentAccountDto(stripeConfigured(), account, shop.paymentPolicy);
}

/**
 * `POST /api/payments/connect`: the shop's connected account (created the first time only) and
 * a fresh onboarding link to it. Stripe's links expire within minutes, so each click makes one.
 */
export async function connectShop(uid: string, shopId?: string): Promise<ConnectLinkDto> {
  const shop = await shopWith(uid, 'payments.settings', shopId);
  if (!stripeConfigured()) throw stripeNotConfigured('payments');
  const stripeAccountId = await ensureConnectedAccount(shop.id);
  const back = `${configuredAppUrl()}${SETTINGS_PATH}`;
  const link = await platformStripe()
    .accountLinks.create({ account: stripeAccountId, type: 'account_onboarding', refresh_url: back, return_url: back })
    .catch((err: unknown) => {
      throw notConnected(err);
    });
  return { url: link.url };
}

/** Stripe refusing or unreachable: 502/503 with the owner's sentence, never a 500. */
function notConnected(err: unknown) {
  console.error('connect failed', err);
  return stripeUnavailable(err, 'Stripe could not start the connection just now. Please try again in a moment.');
}

/**
 * One account per shop, even for two clicks at once: the Stripe call's idempotency key is the
 * shop's id (both get the same account), and the transaction keeps the first stored id. An
 * account the owner disconnected from the platform (`platform_disconnected`: we may no longer
 * act on it) is replaced by a new one, its key carrying the next generation
 * (`connect-account:<shopId>:<generation>`), so connecting again is possible and still one account.
 */
async function ensureConnectedAccount(shopId: string): Promise<string> {
  const stored = (await paymentAccounts().doc(shopId).get()).data();
  if (stored && !disconnected(stored)) return stored.stripeAccountId;
  const generation = stored ? (stored.generation ?? 0) + 1 : 0;
  const account = await platformStripe()
    .accounts.create(
      { country: 'GB', controller: CONNECTED_ACCOUNT_CONTROLLER, metadata: { shopId } },
      { idempotencyKey: generation ? `connect-account:${shopId}:${generation}` : `connect-account:${shopId}` },
    )
    .catch((err: unknown) => {
      throw notConnected(err);
    });
  return db.runTransaction(async (tx) => {
    const ref = paymentAccounts().doc(shopId);
    const current = (await tx.get(ref)).data();
    // another click stored an account first (or this one's replacement): that one stands
    if (current && (!disconnected(current) || current.stripeAccountId !== stored?.stripeAccountId))
      return current.stripeAccountId;
    const state = { ...paymentAccountOf(shopId, account, new Date()), ...(generation ? { generation } : {}) };
    tx.set(ref, state);
    tx.update(shops().doc(shopId), { paymentsLive: state.chargesEnabled });
    return account.id;
  });
}

const disconnected = (a: PaymentAccount) => a.disabledReason === PLATFORM_DISCONNECTED;

/**
 * `account.updated`: the account's state and whether the shop can take money. An event older
 * than the last one applied is ignored (Stripe does not deliver in order); an account that is
 * not one of our shops' is ignored.
 */
export const onAccountUpdated: ConnectEventHandler = async (event, claim) => {
  const account = event.data.object as Stripe.Account;
  return applyAccountEvent(event, claim, account.id, account.metadata?.shopId, (stored) => ({
    ...paymentAccountOf(stored.shopId, account, new Date()),
    // kept: the next replacement's idempotency key must be new
    ...(stored.generation ? { generation: stored.generation } : {}),
  }));
};

/**
 * `account.application.deauthorized`: the owner disconnected the platform in their Stripe
 * Dashboard. The platform can no longer charge there, so the shop stops taking money until it
 * connects again (its stored account then shows as not able to take charges).
 */
export const onAccountDeauthorized: ConnectEventHandler = async (event, claim) =>
  applyAccountEvent(event, claim, event.account ?? '', undefined, (stored) => ({
    ...stored,
    chargesEnabled: false,
    payoutsEnabled: false,
    disabledReason: PLATFORM_DISCONNECTED,
    updatedAt: new Date(),
  }));

/** One account event in one transaction with its claim: the shop's stored state and `paymentsLive`. */
async function applyAccountEvent(
  event: Stripe.Event,
  claim: EventClaim,
  stripeAccountId: string,
  shopIdHint: string | undefined,
  stateOf: (stored: PaymentAccount) => PaymentAccount,
): Promise<string> {
  return db.runTransaction(async (tx) => {
    if (await claim.appliedIn(tx)) return 'duplicate';
    const byHint = shopIdHint ? await tx.get(paymentAccounts().doc(shopIdHint)) : null;
    const snap = byHint?.exists
      ? byHint
      : (await tx.get(paymentAccounts().where('stripeAccountId', '==', stripeAccountId).limit(1))).docs[0];
    const stored = snap?.data();
    // A shop deleted since keeps no account state (and the event must not fail for ever).
    const shop = stored ? await tx.get(shops().doc(stored.shopId)) : null;
    let outcome = 'ignored';
    if (snap && stored?.stripeAccountId === stripeAccountId && shop?.exists) {
      if ((stored.eventCreated ?? 0) > event.created) outcome = 'stale';
      else {
        const state = stateOf(stored);
        tx.set(snap.ref, { ...state, eventCreated: event.created });
        tx.update(shops().doc(stored.shopId), { paymentsLive: state.chargesEnabled });
        outcome = 'applied';
      }
    }
    claim.recordIn(tx, outcome);
    return outcome;
  });
}
