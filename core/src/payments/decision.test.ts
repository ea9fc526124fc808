import { describe, expect, it } from 'vitest';
import { customerHistory, HISTORY_DAYS, type HistoryAppointment } from './decision';
import { protectionFor } from './decision';
import { DEFAULT_PAYMENT_POLICY } from './policy';
import type { CustomerHistory, PaymentPolicy } from './types';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const hoursBefore = (start: Date, h: number) => new Date(start.getTime() - h * 3_600_000);

describe('customerHistory', () => {
  it('is a new customer with no bookings', () => {
    expect(customerHistory([], now, 24)).toEqual({ completedVisits: 0, noShows: 0, lateCancels: 0, anyVisit: false });
  });

  it('counts completed visits and no-shows of the last 12 months', () => {
    const list: HistoryAppointment[] = [
      { status: 'completed', start: daysAgo(3) },
      { status: 'completed', start: daysAgo(HISTORY_DAYS) },
      { status: 'completed', start: daysAgo(HISTORY_DAYS + 1) },
      { status: 'no_show', start: daysAgo(40) },
      { status: 'no_show', start: daysAgo(400) },
      { status: 'scheduled', start: daysAgo(-2) },
    ];
    expect(customerHistory(list, now, 24)).toEqual({ completedVisits: 2, noShows: 1, lateCancels: 0, anyVisit: true });
  });

  it('counts a customer’s cancel inside the shop’s window as late', () => {
    const start = daysAgo(10);
    const list: HistoryAppointment[] = [
      { status: 'cancelled', start, cancelledBy: 'customer', cancelledAt: hoursBefore(start, 23) },
      { status: 'cancelled', start, cancelledBy: 'customer', cancelledAt: hoursBefore(start, 24) },
      { status: 'cancelled', start, cancelledBy: 'owner', cancelledAt: hoursBefore(start, 1) },
      { status: 'cancelled', start, cancelledBy: null, cancelledAt: hoursBefore(start, 1) },
      { status: 'cancelled', start, cancelledBy: 'customer', cancelledAt: null },
      { status: 'cancelled', start: daysAgo(HISTORY_DAYS + 1), cancelledBy: 'customer', cancelledAt: daysAgo(HISTORY_DAYS + 1) },
    ];
    expect(customerHistory(list, now, 24)).toEqual({ completedVisits: 0, noShows: 0, lateCancels: 1, anyVisit: false });
  });

  it('judges a cancel by the window the booking was made under', () => {
    const start = daysAgo(10);
    const booked = (cancelWindowHours: number, before: number): HistoryAppointment => ({
      status: 'cancelled',
      start,
      cancelledBy: 'customer',
      cancelledAt: hoursBefore(start, before),
      payment: { policy: { cancelWindowHours } },
    });
    expect(customerHistory([booked(48, 30)], now, 24).lateCancels).toBe(1);
    expect(customerHistory([booked(12, 20)], now, 24).lateCancels).toBe(0);
    expect(customerHistory([booked(12, 11)], now, 24).lateCancels).toBe(1);
  });

  it('treats a customer whose bookings were all cancelled as new', () => {
    expect(customerHistory([{ status: 'cancelled', start: daysAgo(500) }], now, 24).anyVisit).toBe(false);
    expect(customerHistory([{ status: 'completed', start: daysAgo(500) }], now, 24)).toEqual({
      completedVisits: 0,
      noShows: 0,
      lateCancels: 0,
      anyVisit: true,
    });
    expect(customerHistory([{ status: 'scheduled', start: daysAgo(-3) }], now, 24).anyVisit).toBe(true);
  });
});

const history = (h: Partial<CustomerHistory> = {}): CustomerHistory => ({
  completedVisits: 0,
  noShows: 0,
  lateCancels: 0,
  anyVisit: false,
  ...h,
});
const policy = (p: Partial<PaymentPolicy>): PaymentPolicy => ({ ...DEFAULT_PAYMENT_POLICY, ...p });
const deposit20 = policy({ mode: 'deposit', deposit: { kind: 'percent', value: 20 } });
const visit = (h: Partial<CustomerHistory> = {}) => ({ serviceIds: ['cut'], visitPence: 3500, history: history(h) });

describe('protectionFor', () => {
  it('asks nothing without a policy or with mode none', () => {
    const none = {
      kind: 'none',
      reason: 'policy_none',
      explanation: 'The shop asks for nothing at booking: no deposit or card needed',
      amountDuePence: 0,
    };
    expect(protectionFor(undefined, visit())).toEqual(none);
    expect(protectionFor(DEFAULT_PAYMENT_POLICY, visit())).toEqual(none);
    expect(protectionFor(policy({ mode: 'card', serviceOverrides: { cut: { mode: 'none', deposit: null } } }), visit())).toEqual(
      none,
    );
  });

  it('asks everyone for the deposit of the visit', () => {
    expect(protectionFor(deposit20, visit({ anyVisit: true, completedVisits: 3 }))).toEqual({
      kind: 'deposit',
      reason: 'everyone',
      explanation: 'Shop policy for every customer: deposit required',
      amountDuePence: 700,
    });
  });

  it('takes the whole visit for prepay and nothing at booking for a card', () => {
    expect(protectionFor(policy({ mode: 'prepay' }), visit())).toEqual({
      kind: 'prepay',
      reason: 'everyone',
      explanation: 'Shop policy for every customer: full payment at booking required',
      amountDuePence: 3500,
    });
    expect(protectionFor(policy({ mode: 'card' }), visit())).toEqual({
      kind: 'card',
      reason: 'everyone',
      explanation: 'Shop policy for every customer: card on file required',
      amountDuePence: 0,
    });
  });

  it('uses the visit’s services’ own terms', () => {
    const p = policy({
      mode: 'card',
      serviceOverrides: { colour: { mode: 'deposit', deposit: { kind: 'fixed', value: 1000 } } },
    });
    expect(protectionFor(p, { serviceIds: ['cut', 'colour'], visitPence: 6000, history: history() })).toMatchObject({
      kind: 'deposit',
      amountDuePence: 1000,
    });
  });

  it('asks only new customers under the new-customers rule', () => {
    const p = policy({ mode: 'card', audience: 'new_customers' });
    expect(protectionFor(p, visit())).toEqual({
      kind: 'card',
      reason: 'new_customer',
      explanation: 'New customer: card on file required',
      amountDuePence: 0,
    });
    expect(protectionFor({ ...deposit20, audience: 'new_customers' }, visit({ anyVisit: true }))).toEqual({
      kind: 'none',
      reason: 'returning_customer',
      explanation: 'Returning customer: no deposit or card needed',
      amountDuePence: 0,
    });
  });

  it('asks only flagged customers under the flagged rule', () => {
    const p = { ...deposit20, audience: 'flagged_customers' as const, flaggedMinIncidents: 2 };
    expect(protectionFor(p, visit({ anyVisit: true, noShows: 1, lateCancels: 1 }))).toEqual({
      kind: 'deposit',
      reason: 'flagged_customer',
      explanation: '2 no-shows or late cancels in the last 12 months: deposit required',
      amountDuePence: 700,
    });
    expect(protectionFor(p, visit({ anyVisit: true, lateCancels: 1 }))).toEqual({
      kind: 'none',
      reason: 'not_flagged',
      explanation: '1 no-show or late cancel in the last 12 months (fewer than 2): no deposit or card needed',
      amountDuePence: 0,
    });
    expect(protectionFor(p, visit())).toEqual({
      kind: 'none',
      reason: 'not_flagged',
      explanation: 'No no-shows or late cancels in the last 12 months: no deposit or card needed',
      amountDuePence: 0,
    });
    expect(protectionFor({ ...p, flaggedMinIncidents: 1 }, visit({ noShows: 1 }))).toMatchObject({
      reason: 'flagged_customer',
      explanation: '1 no-show or late cancel in the last 12 months: deposit required',
    });
  });

  it('waives regulars with enough visits and no no-show, when the shop says so', () => {
    const p = { ...deposit20, waiveRegulars: true, regularMinVisits: 6 };
    expect(protectionFor(p, visit({ anyVisit: true, completedVisits: 6, lateCancels: 1 }))).toEqual({
      kind: 'none',
      reason: 'regular_waived',
      explanation: 'Regular (6 visits, no no-shows): protection waived',
      amountDuePence: 0,
    });
    expect(protectionFor({ ...p, regularMinVisits: 1 }, visit({ anyVisit: true, completedVisits: 1 })).explanation).toBe(
      'Regular (1 visit, no no-shows): protection waived',
    );
    expect(protectionFor(p, visit({ anyVisit: true, completedVisits: 5 })).reason).toBe('everyone');
    expect(protectionFor(p, visit({ anyVisit: true, completedVisits: 9, noShows: 1 })).reason).toBe('everyone');
    expect(protectionFor({ ...p, waiveRegulars: false }, visit({ anyVisit: true, completedVisits: 9 })).reason).toBe('everyone');
  });

  it('says why by the audience when the audience already lets a regular through', () => {
    const p = { ...deposit20, audience: 'new_customers' as const, waiveRegulars: true, regularMinVisits: 1 };
    expect(protectionFor(p, visit({ anyVisit: true, completedVisits: 4 })).reason).toBe('returning_customer');
  });
});

describe('protectionFor below Stripe’s 30p minimum', () => {
  const tiny = (p: Partial<PaymentPolicy>) => policy({ mode: 'deposit', deposit: { kind: 'percent', value: 1 }, ...p });
  const visitOf = (visitPence: number) => ({ serviceIds: ['cut'], visitPence, history: history() });

  it('saves the card instead when a fee could be charged later', () => {
    // 1% of £20.00 is 20p
    expect(protectionFor(tiny({ noShowFee: { kind: 'fixed', value: 500 } }), visitOf(2000))).toEqual({
      kind: 'card',
      reason: 'everyone',
      explanation: 'Shop policy for every customer; the deposit of £0.20 is below the 30p card minimum: card on file required',
      amountDuePence: 0,
    });
    expect(protectionFor(tiny({ lateCancelFee: { kind: 'percent', value: 50 } }), visitOf(2000)).kind).toBe('card');
  });

  it('asks nothing when no fee could be charged either', () => {
    expect(protectionFor(tiny({}), visitOf(2000))).toEqual({
      kind: 'none',
      reason: 'everyone',
      explanation:
        'Shop policy for every customer; the deposit of £0.20 is below the 30p card minimum: no deposit or card needed',
      amountDuePence: 0,
    });
    // a fee of 10p cannot be charged either
    expect(protectionFor(tiny({ noShowFee: { kind: 'percent', value: 1 } }), visitOf(1000)).kind).toBe('none');
  });

  it('does the same for a free visit paid in advance, and takes 30p as it is', () => {
    const prepay = policy({ mode: 'prepay', noShowFee: { kind: 'fixed', value: 500 } });
    expect(protectionFor(prepay, visitOf(0))).toMatchObject({ kind: 'none', amountDuePence: 0 });
    expect(protectionFor(prepay, visitOf(0)).explanation).toContain('the payment of £0.00 is below the 30p card minimum');
    expect(protectionFor(prepay, visitOf(30))).toMatchObject({ kind: 'prepay', amountDuePence: 30 });
    expect(protectionFor(tiny({ deposit: { kind: 'fixed', value: 30 } }), visitOf(2000))).toMatchObject({
      kind: 'deposit',
      amountDuePence: 30,
    });
  });
});
