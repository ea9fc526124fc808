import { describe, expect, it } from 'vitest';
import { weeklyMoney } from './money';
import type { PaymentRecord } from './types';

let n = 0;
function record(
  kind: PaymentRecord['kind'],
  amountPence: number,
  createdAt: string,
  appointmentId = 'a1',
  status: PaymentRecord['status'] = 'succeeded',
): PaymentRecord {
  n += 1;
  return {
    id: `r${n}`,
    shopId: 's1',
    appointmentId,
    customerId: 'c1',
    kind,
    amountPence,
    status,
    stripeObjectId: `pi_${n}`,
    createdAt: new Date(createdAt),
  };
}

describe('weeklyMoney', () => {
  it('is empty without records', () => {
    expect(weeklyMoney([], 'Europe/London')).toEqual([]);
  });

  it('adds fees and refunds per week (Monday first, in the shop’s zone), oldest first', () => {
    const records = [
      record('no_show_fee', 1500, '2026-11-25T10:00:00Z'),
      record('late_cancel_fee', 500, '2026-11-29T23:30:00Z'), // Sunday 23:30 in London: the same week
      record('refund', 700, '2026-11-30T00:30:00Z'), // Monday: the next week
      record('no_show_fee', 900, '2026-11-18T10:00:00Z'),
    ];
    expect(weeklyMoney(records, 'Europe/London')).toEqual([
      { weekStart: '2026-11-16', depositsKept: 0, feesCharged: 900, refunds: 0, revenueProtected: 900 },
      { weekStart: '2026-11-23', depositsKept: 0, feesCharged: 2000, refunds: 0, revenueProtected: 2000 },
      { weekStart: '2026-11-30', depositsKept: 0, feesCharged: 0, refunds: 700, revenueProtected: 0 },
    ]);
  });

  it('uses the shop’s zone for the week', () => {
    const late = [record('no_show_fee', 100, '2026-07-26T23:30:00Z')]; // Monday 00:30 in London (BST)
    expect(weeklyMoney(late, 'Europe/London')[0]!.weekStart).toBe('2026-07-27');
    expect(weeklyMoney(late, 'UTC')[0]!.weekStart).toBe('2026-07-20');
  });

  it('counts a deposit or prepayment only when it was kept, net of its refunds', () => {
    const records = [
      record('deposit', 1000, '2026-11-24T10:00:00Z', 'kept'),
      record('refund', 300, '2026-11-26T10:00:00Z', 'kept'),
      record('prepayment', 3500, '2026-11-24T11:00:00Z', 'kept2'),
      record('deposit', 1000, '2026-11-24T12:00:00Z', 'visited'),
      record('deposit', 800, '2026-11-24T13:00:00Z', 'refunded'),
      record('refund', 800, '2026-11-25T13:00:00Z', 'refunded'),
    ];
    expect(weeklyMoney(records, 'Europe/London', new Set(['kept', 'kept2', 'refunded']))).toEqual([
      { weekStart: '2026-11-23', depositsKept: 4200, feesCharged: 0, refunds: 1100, revenueProtected: 4200 },
    ]);
    expect(weeklyMoney(records, 'Europe/London')).toEqual([
      { weekStart: '2026-11-23', depositsKept: 0, feesCharged: 0, refunds: 1100, revenueProtected: 0 },
    ]);
  });

  it('takes an appointment’s refunds off its payments once, not twice', () => {
    const records = [
      record('deposit', 500, '2026-11-24T10:00:00Z', 'a'),
      record('deposit', 500, '2026-11-24T10:05:00Z', 'a'),
      record('refund', 700, '2026-11-24T11:00:00Z', 'a'),
    ];
    expect(weeklyMoney(records, 'UTC', new Set(['a']))[0]).toMatchObject({ depositsKept: 300, refunds: 700 });
  });

  it('leaves out pending and failed records', () => {
    const records = [
      record('no_show_fee', 1500, '2026-11-25T10:00:00Z', 'a', 'failed'),
      record('refund', 1500, '2026-11-25T10:00:00Z', 'a', 'pending'),
      record('deposit', 1500, '2026-11-25T10:00:00Z', 'a', 'pending'),
    ];
    expect(weeklyMoney(records, 'UTC', new Set(['a']))).toEqual([]);
  });

  it('adds kept deposits and fees into revenue protected', () => {
    const records = [
      record('deposit', 1000, '2026-11-24T10:00:00Z', 'x'),
      record('no_show_fee', 250, '2026-11-24T10:00:00Z', 'y'),
    ];
    expect(weeklyMoney(records, 'UTC', new Set(['x']))).toEqual([
      { weekStart: '2026-11-23', depositsKept: 1000, feesCharged: 250, refunds: 0, revenueProtected: 1250 },
    ]);
  });
});
