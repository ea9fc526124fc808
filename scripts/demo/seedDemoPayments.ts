// Demo payments (`npm start` only, docs/payments.md "Demo mode"): two demo shops get a connected
// account on the local fake Stripe API, onboarded as Stripe's hosted onboarding would leave it,
// and a policy to try: Classic Cuts a 20% deposit, Royal Fade Studio a card on file with a
// no-show fee. Runs after the seed; writes what the account.updated webhook and the owner's
// Settings → Payments would write, so the shops can take (pretend) money at once.
import { paymentAccountOf, DEFAULT_PAYMENT_POLICY, type PaymentPolicy, type StripeAccountLike } from '@barbershop/core/payments';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

const api = process.env.DEMO_STRIPE_API;
const secretKey = process.env.STRIPE_SECRET_KEY;
if (!api || !secretKey || !process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('Demo payments seed: DEMO_STRIPE_API, STRIPE_SECRET_KEY and FIRESTORE_EMULATOR_HOST are needed.');
}

const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-barbershop' }));

async function stripe(method: 'GET' | 'POST', path: string, form: Record<string, string> = {}) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: method === 'POST' ? new URLSearchParams(form).toString() : undefined,
  });
  const body = (await res.json()) as StripeAccountLike & { url?: string; charges_enabled?: boolean };
  if (!res.ok) throw new Error(`demo Stripe ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const DEMO_POLICIES: Record<string, Partial<PaymentPolicy>> = {
  'demo-classic-cuts': { mode: 'deposit', deposit: { kind: 'percent', value: 20 }, cancelWindowHours: 24 },
  'demo-royal-fade-studio': {
    mode: 'card',
    cancelWindowHours: 24,
    lateCancelFee: { kind: 'percent', value: 50 },
    noShowFee: { kind: 'percent', value: 100 },
  },
};

for (const [shopId, policy] of Object.entries(DEMO_POLICIES)) {
  const created = await stripe('POST', '/v1/accounts', { country: 'GB', 'metadata[shopId]': shopId });
  const back = `${process.env.APP_URL ?? ''}/dashboard/settings?tab=payments`;
  const link = await stripe('POST', '/v1/account_links', {
    account: created.id,
    type: 'account_onboarding',
    refresh_url: back,
    return_url: back,
  });
  // the onboarding page's one button: details submitted, charges and payouts enabled
  await fetch(link.url!, { method: 'POST', redirect: 'manual' });
  const account = await stripe('GET', `/v1/accounts/${created.id}`);
  const now = new Date();
  await db.doc(`paymentAccounts/${shopId}`).set(paymentAccountOf(shopId, account, now));
  await db.doc(`barbershops/${shopId}`).update({
    paymentsLive: account.charges_enabled === true,
    paymentPolicy: { ...DEFAULT_PAYMENT_POLICY, ...policy, version: 1, updatedAt: now },
  });
  console.log(`  Demo payments: ${shopId} takes pretend money on ${account.id} (${policy.mode}).`);
}
process.exit(0);
