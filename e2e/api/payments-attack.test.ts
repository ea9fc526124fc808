// In-process, under attack (issue 34): many requests at once on ONE hold or ONE paid booking,
// through the real /api and Connect webhook (the payments app: the real `stripe` SDK against the
// fake Stripe API) on the suite's Firestore and Auth emulators; the confirmation email comes
// from the suite's functions emulator's trigger. Whatever the order, the money moves once and
// every answer is a success or a clear refusal, never a server error.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { TEST_CARDS } from '../support/fake-stripe-connect';
import { waitForOutbox } from '../support/outbox';
import {
  holdTime,
  intentOf,
  newCustomer,
  paidBooking,
  payingShop,
  recordsOf,
  startPaymentsApi,
  storedAppointment,
  unclearAnswers,
  visitStarted,
  visitTime,
  type Answer,
  type PaymentsApi,
} from '../support/payments-attack';

let api: PaymentsApi;

beforeAll(async () => {
  api = await startPaymentsApi();
});

afterAll(async () => {
  await api?.close();
});

const DEPOSIT_20 = { mode: 'deposit', deposit: { kind: 'percent', value: 20 } } as const;
const CARD_NO_SHOW_15 = { mode: 'card', noShowFee: { kind: 'fixed', value: 1500 } } as const;

const refundsOf = (intentId: string) => [...api.fake.connect.refunds.values()].filter((r) => r.payment_intent === intentId);
const bookingsOf = async (shopId: string, email: string) =>
  (await adminDb.collection(`barbershops/${shopId}/appointments`).where('customerEmail', '==', email).get()).docs;
/** Runs the calls at once, interleaved as given. */
const atOnce = (calls: (() => Promise<Answer>)[]) => Promise.all(calls.map((c) => c()));

describe('50 completions of one hold, with the webhook delivering (and replaying) its events meanwhile', () => {
  it('book once: one appointment, one payment record, one confirmation email, no refund', async () => {
    const { shop, account } = await payingShop(api, DEPOSIT_20);
    const ada = newCustomer();
    const hold = await holdTime(api, shop, ada);
    const intent = intentOf(api.fake, hold.holdId);
    const paid = api.fake.connect.succeedIntent(intent.id);
    // one event delivered again and again, and a second event (another id) about the same intent
    const first = api.fake.connect.event('payment_intent.succeeded', paid, { account });
    const second = api.fake.connect.event('payment_intent.succeeded', paid, { account });
    const complete = () => api.call('POST', `/api/holds/${hold.holdId}/complete`, { body: { clientSecret: hold.clientSecret } });
    const calls: (() => Promise<Answer>)[] = [];
    for (let i = 0; i < 50; i += 1) {
      calls.push(complete);
      if (i % 5 === 0) calls.push(() => api.deliver(first));
      if (i % 5 === 2) calls.push(() => api.deliver(second));
    }
    const answers = await atOnce(calls);
    expect(unclearAnswers(answers)).toEqual([]);
    const completions = answers.filter((a) => a.body?.manageToken !== undefined || a.body?.received === undefined);
    expect(completions).toHaveLength(50);
    for (const c of completions) {
      expect(c.status, c.text).toBe(201);
      expect(c.body.id).toBe(hold.holdId);
    }
    for (const d of answers.filter((a) => a.body?.received)) {
      expect(d.status).toBe(200);
      expect(['booked', 'duplicate']).toContain(d.body.outcome);
    }

    const bookings = await bookingsOf(shop.id, ada.customerEmail);
    expect(bookings.map((b) => b.id)).toEqual([hold.holdId]);
    const appointment = bookings[0]!.data();
    expect(appointment.payment).toMatchObject({ state: 'paid', paidPence: 400, refundedPence: 0, paymentIntentId: intent.id });
    // every customer call was answered a manage link of its own, and each one is kept
    const tokens = new Set(completions.map((c) => c.body.manageToken));
    expect(tokens.size).toBe(50);
    const stored = new Set(appointment.manageTokenHashes as string[]);
    for (const token of tokens) expect(stored.has(createHash('sha256').update(token, 'utf8').digest('hex'))).toBe(true);
    expect((await adminDb.doc(`holds/${hold.holdId}`).get()).get('state')).toBe('booked');
    expect(await recordsOf(shop.id, hold.holdId)).toEqual([
      expect.objectContaining({ kind: 'deposit', amountPence: 400, status: 'succeeded' }),
    ]);
    // each event applied at most once
    for (const e of [first, second]) expect((await adminDb.doc(`stripeEvents/${e.event.id}`).get()).exists).toBe(true);
    // the time is the booking's: one interval, no expiry
    const intervals = (await adminDb.doc(`barbershops/${shop.id}/barberDays/${shop.barberIds[0]}_${appointment.date}`).get()).get(
      'intervals',
    ) as { appointmentId: string; heldUntil?: number }[];
    expect(intervals.filter((i) => i.appointmentId === hold.holdId)).toEqual([
      expect.not.objectContaining({ heldUntil: expect.anything() }),
    ]);
    expect(refundsOf(intent.id)).toEqual([]);
    expect(
      [...api.fake.connect.charges.values()].filter((c) => c.payment_intent === intent.id && c.status === 'succeeded'),
    ).toHaveLength(1);
    const mails = await waitForOutbox(ada.customerEmail, /Booking confirmed/);
    expect(mails).toHaveLength(1);
  }, 180_000); // 50 contended transactions on one document are slow on a shared emulator

  it('a hold that lost its time: every call 409, the payment refunded exactly once, no booking', async () => {
    const { shop, account } = await payingShop(api, DEPOSIT_20);
    const bea = newCustomer();
    const when = visitTime('11:00');
    const hold = await holdTime(api, shop, bea, when);
    // the hold runs out and someone else takes the time
    const past = Date.now() - 1000;
    await adminDb.doc(`holds/${hold.holdId}`).update({ expiresAt: new Date(past) });
    const dayRef = adminDb.doc(`barbershops/${shop.id}/barberDays/${shop.barberIds[0]}_${when.date}`);
    const intervals = (await dayRef.get()).get('intervals') as { appointmentId: string }[];
    await dayRef.update({ intervals: intervals.map((i) => (i.appointmentId === hold.holdId ? { ...i, heldUntil: past } : i)) });
    await paidBooking(api, shop, { when });

    const intent = intentOf(api.fake, hold.holdId);
    const paid = api.fake.connect.succeedIntent(intent.id);
    const first = api.fake.connect.event('payment_intent.succeeded', paid, { account });
    const second = api.fake.connect.event('payment_intent.succeeded', paid, { account });
    const calls: (() => Promise<Answer>)[] = [];
    for (let i = 0; i < 50; i += 1) {
      calls.push(() => api.call('POST', `/api/holds/${hold.holdId}/complete`, { body: { clientSecret: hold.clientSecret } }));
      if (i % 5 === 0) calls.push(() => api.deliver(first));
      if (i % 5 === 2) calls.push(() => api.deliver(second));
    }
    const answers = await atOnce(calls);
    expect(unclearAnswers(answers)).toEqual([]);
    const completions = answers.filter((a) => a.body?.received === undefined);
    expect(completions).toHaveLength(50);
    for (const c of completions) {
      expect(c.status, c.text).toBe(409);
      expect(c.body.message).toMatch(/refunded/);
    }
    for (const d of answers.filter((a) => a.body?.received)) expect(['lost', 'duplicate']).toContain(d.body.outcome);

    expect(await bookingsOf(shop.id, bea.customerEmail)).toHaveLength(0);
    expect(await storedAppointment(shop.id, hold.holdId)).toBeUndefined();
    const stored = (await adminDb.doc(`holds/${hold.holdId}`).get()).data()!;
    expect(stored.state).toBe('lost');
    const refunds = refundsOf(intent.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(400);
    expect(stored.refundId).toBe(refunds[0]!.id);
  }, 180_000); // 50 contended transactions on one document are slow on a shared emulator
});

describe('50 owner refunds of one paid deposit at once', () => {
  it('one refund of what is left reaches Stripe; the booking is refunded once', async () => {
    const { owner, shop } = await payingShop(api, DEPOSIT_20);
    const b = await paidBooking(api, shop);
    const answers = await atOnce(
      Array.from(
        { length: 50 },
        () => () => api.call('POST', `/api/appointments/${b.id}/payment/refund`, { token: owner.token }),
      ),
    );
    expect(unclearAnswers(answers)).toEqual([]);
    const done = answers.filter((a) => a.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status, a.text).toBe(409);
    for (const a of done) expect(a.body.payment).toMatchObject({ state: 'refunded', refundedPence: 400, refundablePence: 0 });

    const refunds = refundsOf(b.intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(400);
    const payment = (await storedAppointment(shop.id, b.id))!.payment;
    expect(payment).toMatchObject({ state: 'refunded', refundedPence: 400 });
    expect(payment.problem ?? null).toBeNull();
    expect((await recordsOf(shop.id, b.id)).filter((r) => r.kind === 'refund')).toEqual([
      expect.objectContaining({ amountPence: 400, stripeObjectId: refunds[0]!.id }),
    ]);
  }, 180_000); // 50 contended transactions on one document are slow on a shared emulator
});

describe('50 no-show marks of one card-on-file booking at once, after its start', () => {
  it('one off-session charge of the shop’s fee, one no-show recorded', async () => {
    const { owner, shop, account } = await payingShop(api, CARD_NO_SHOW_15);
    const b = await paidBooking(api, shop);
    await visitStarted(shop.id, b.id);
    const answers = await atOnce(
      Array.from(
        { length: 50 },
        () => () => api.call('PATCH', `/api/appointments/${b.id}`, { token: owner.token, body: { status: 'no_show' } }),
      ),
    );
    expect(unclearAnswers(answers)).toEqual([]);
    // marked, or refused as changed by another click at the same moment (nothing written)
    for (const a of answers) {
      if (a.status === 200) expect(a.body.status).toBe('no_show');
      else expect(a.body.code, a.text).toBe('contention');
    }
    // the mark that changed the status tells the money's outcome; the others found it marked
    const outcomes = answers.map((a) => a.body.paymentOutcome).filter(Boolean);
    expect(outcomes).toEqual([expect.objectContaining({ action: 'fee_charged', amountPence: 1500 })]);

    const fees = [...api.fake.connect.paymentIntents.values()].filter(
      (pi) => api.fake.connect.accountOf(pi.id) === account && pi.metadata?.appointmentId === b.id,
    );
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ amount: 1500, status: 'succeeded' });
    const appointment = (await storedAppointment(shop.id, b.id))!;
    expect(appointment.status).toBe('no_show');
    expect(appointment.payment).toMatchObject({ state: 'fee_charged' });
    expect(appointment.payment.fees).toEqual([
      expect.objectContaining({ kind: 'no_show', amountPence: 1500, status: 'succeeded' }),
    ]);
    expect(await recordsOf(shop.id, b.id)).toEqual([expect.objectContaining({ kind: 'no_show_fee', amountPence: 1500 })]);
  }, 180_000); // 50 contended transactions on one document are slow on a shared emulator
});

describe('mixed owner actions at once on one booking', () => {
  it('refunds and the shop’s cancel of a paid deposit: cancelled, refunded once, no problem left', async () => {
    const { owner, shop } = await payingShop(api, DEPOSIT_20);
    const b = await paidBooking(api, shop);
    const calls: (() => Promise<Answer>)[] = [];
    for (let i = 0; i < 20; i += 1) {
      calls.push(() => api.call('POST', `/api/appointments/${b.id}/payment/refund`, { token: owner.token }));
      calls.push(() =>
        api.call('POST', `/api/appointments/${b.id}/cancel`, { token: owner.token, body: { notifyCustomer: false } }),
      );
    }
    const answers = await atOnce(calls);
    expect(unclearAnswers(answers)).toEqual([]);
    expect(refundsOf(b.intentId)).toHaveLength(1);
    const appointment = (await storedAppointment(shop.id, b.id))!;
    if (answers.some((a, i) => i % 2 === 1 && a.status === 200)) expect(appointment.status).toBe('cancelled');
    expect(appointment.payment).toMatchObject({ state: 'refunded', refundedPence: 400 });
    expect(appointment.payment.problem ?? null).toBeNull();
    expect((await recordsOf(shop.id, b.id)).filter((r) => r.kind === 'refund')).toHaveLength(1);
  }, 180_000); // 50 contended transactions on one document are slow on a shared emulator

  it('no-show marks and the shop’s cancel after the start: one end, and money only for a no-show', async () => {
    const { owner, shop, account } = await payingShop(api, CARD_NO_SHOW_15);
    const b = await paidBooking(api, shop);
    await visitStarted(shop.id, b.id);
    const calls: (() => Promise<Answer>)[] = [];
    for (let i = 0; i < 20; i += 1) {
      calls.push(() => api.call('PATCH', `/api/appointments/${b.id}`, { token: owner.token, body: { status: 'no_show' } }));
      calls.push(() =>
        api.call('POST', `/api/appointments/${b.id}/cancel`, { token: owner.token, body: { notifyCustomer: false } }),
      );
    }
    const answers = await atOnce(calls);
    expect(unclearAnswers(answers)).toEqual([]);
    const appointment = (await storedAppointment(shop.id, b.id))!;
    const fees = [...api.fake.connect.paymentIntents.values()].filter(
      (pi) => api.fake.connect.accountOf(pi.id) === account && pi.metadata?.appointmentId === b.id,
    );
    if (appointment.status === 'no_show') {
      expect(fees).toHaveLength(1);
      expect(appointment.payment.fees).toEqual([expect.objectContaining({ kind: 'no_show', status: 'succeeded' })]);
    } else {
      expect(appointment.status).toBe('cancelled');
      expect(fees).toHaveLength(0);
      expect(appointment.payment.fees).toEqual([]);
    }
  }, 180_000); // 50 contended transactions on one document are slow on a shared emulator

  it('waives and payment links of one failed fee at once: waived, and no link left open', async () => {
    const { owner, shop } = await payingShop(api, CARD_NO_SHOW_15);
    const b = await paidBooking(api, shop, { card: TEST_CARDS.authenticationRequired });
    await visitStarted(shop.id, b.id);
    const marked = await api.call('PATCH', `/api/appointments/${b.id}`, { token: owner.token, body: { status: 'no_show' } });
    expect(marked.body.paymentOutcome).toMatchObject({ action: 'fee_failed' });
    const calls: (() => Promise<Answer>)[] = [];
    for (let i = 0; i < 20; i += 1) {
      calls.push(() => api.call('POST', `/api/appointments/${b.id}/payment/link`, { token: owner.token }));
      calls.push(() => api.call('POST', `/api/appointments/${b.id}/payment/waive`, { token: owner.token }));
      calls.push(() => api.call('POST', `/api/appointments/${b.id}/payment/refund`, { token: owner.token }));
    }
    const answers = await atOnce(calls);
    expect(unclearAnswers(answers)).toEqual([]);
    const payment = (await storedAppointment(shop.id, b.id))!.payment;
    // a waive that went through is never undone by a link; the state says what the fee says
    const waived = answers.some((a, i) => i % 3 === 1 && a.status === 200);
    expect(payment.fees).toEqual([expect.objectContaining({ kind: 'no_show', status: waived ? 'waived' : 'link_sent' })]);
    expect(payment.state).toBe(waived ? 'waived' : 'fee_pending');
    // nothing was charged, so nothing could be refunded
    for (const a of answers.filter((_, i) => i % 3 === 2)) expect(a.status, a.text).toBe(409);
    expect(refundsOf(b.intentId)).toEqual([]);
  }, 180_000); // 50 contended transactions on one document are slow on a shared emulator
});
