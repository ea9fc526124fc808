import { describe, expect, it } from 'vitest';
import type { Appointment } from '../model/types';
import {
  bookerViewOf,
  canManageOnline,
  customerFirstName,
  DEFAULT_MANAGE_CUTOFF_HOURS,
  isSameBookerView,
  manageBookingUrl,
  manageCutoffHoursOf,
  manageRequestSchema,
  manageUntilFor,
  MANAGE_CUTOFF_FIELD_MESSAGE,
  rescheduleSchema,
} from './manage';
import { manageCutoffHoursField } from './manageField';

const HOUR = 3_600_000;
const start = new Date('2026-10-27T14:30:00Z');
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9';

describe('manageCutoffHoursOf', () => {
  it('is 24 when absent or invalid, null when off, else the setting', () => {
    expect(DEFAULT_MANAGE_CUTOFF_HOURS).toBe(24);
    expect(manageCutoffHoursOf({})).toBe(24);
    expect(manageCutoffHoursOf({ manageCutoffHours: undefined })).toBe(24);
    expect(manageCutoffHoursOf({ manageCutoffHours: null })).toBeNull();
    for (const ok of [1, 12, 72]) expect(manageCutoffHoursOf({ manageCutoffHours: ok })).toBe(ok);
    for (const bad of [0, 73, 1.5, '24', -1]) expect(manageCutoffHoursOf({ manageCutoffHours: bad })).toBe(24);
  });
});

describe('manageUntilFor', () => {
  it('is the start minus the cut-off, or null when off', () => {
    expect(manageUntilFor(start, 24)).toEqual(new Date('2026-10-26T14:30:00Z'));
    expect(manageUntilFor(start, 1)).toEqual(new Date('2026-10-27T13:30:00Z'));
    expect(manageUntilFor(start, null)).toBeNull();
  });
});

describe('canManageOnline', () => {
  const until = new Date(start.getTime() - 24 * HOUR);
  const booking = { status: 'scheduled' as const, start, manageUntil: until };

  it('holds for a scheduled booking strictly before manageUntil', () => {
    expect(canManageOnline(booking, until.getTime() - 1)).toBe(true);
    expect(canManageOnline(booking, until.getTime())).toBe(false);
    expect(canManageOnline(booking, until.getTime() + 1)).toBe(false);
  });

  it('never for a cancelled or completed booking, without manageUntil, or once it started', () => {
    const early = until.getTime() - HOUR;
    expect(canManageOnline({ ...booking, status: 'cancelled' }, early)).toBe(false);
    expect(canManageOnline({ ...booking, status: 'completed' }, early)).toBe(false);
    expect(canManageOnline({ ...booking, manageUntil: null }, early)).toBe(false);
    expect(canManageOnline({ status: 'scheduled', start }, early)).toBe(false);
    // a manageUntil after the start (not written by us) still ends at the start
    const late = { ...booking, manageUntil: new Date(start.getTime() + HOUR) };
    expect(canManageOnline(late, start.getTime() - 1)).toBe(true);
    expect(canManageOnline(late, start.getTime())).toBe(false);
  });
});

describe('customerFirstName', () => {
  it('is the first word of the name', () => {
    expect(customerFirstName('Ada Lovelace')).toBe('Ada');
    expect(customerFirstName('  Mary   Jane Watson ')).toBe('Mary');
    expect(customerFirstName('Cher')).toBe('Cher');
    expect(customerFirstName('Jo\tSmith')).toBe('Jo');
    expect(customerFirstName('')).toBe('');
  });
});

describe('manageBookingUrl', () => {
  it('links /booking/{id}?t={token} under the app, encoded', () => {
    expect(manageBookingUrl('https://app.example', 'appt-1', token)).toBe(`https://app.example/booking/appt-1?t=${token}`);
    expect(manageBookingUrl('https://app.example/', 'a b', 'x+y/z')).toBe('https://app.example/booking/a%20b?t=x%2By%2Fz');
    expect(manageBookingUrl('https://app.example//', 'a', 't')).toBe('https://app.example/booking/a?t=t');
  });
});

const outcome = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, input: unknown) => {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    return (err as Error).message;
  }
};

describe('manageRequestSchema', () => {
  it('takes a token of the issued shape only', async () => {
    expect(await outcome(manageRequestSchema, { token })).toEqual({ token });
    for (const bad of [undefined, '', token.slice(1), `${token}A`, `${token.slice(1)}=`, ['x'], 42, `${token.slice(1)}.`])
      expect(await outcome(manageRequestSchema, { token: bad })).toEqual(expect.any(String));
  });
});

describe('rescheduleSchema', () => {
  it('takes token, a real date, a time and an optional barber', async () => {
    expect(await outcome(rescheduleSchema, { token, date: '2026-10-28', time: '10:00', barberId: 'b1' })).toEqual({
      token,
      date: '2026-10-28',
      time: '10:00',
      barberId: 'b1',
    });
    expect(await outcome(rescheduleSchema, { token, date: '2026-10-28', time: '10:00' })).toEqual({
      token,
      date: '2026-10-28',
      time: '10:00',
    });
    for (const bad of [
      { date: '2026-10-28', time: '10:00' },
      { token, date: '2026-02-30', time: '10:00' },
      { token, date: '2026-10-28', time: '25:00' },
      { token, date: '2026-10-28' },
      { token, date: '2026-10-28', time: '10:00', barberId: 42 },
      { token: 'short', date: '2026-10-28', time: '10:00' },
    ])
      expect(await outcome(rescheduleSchema, bad)).toEqual(expect.any(String));
  });
});

describe('manageCutoffHoursField', () => {
  it('accepts null and whole hours 1 to 72 as JSON numbers', async () => {
    for (const ok of [null, 1, 24, 72]) expect(await manageCutoffHoursField().validate(ok)).toBe(ok);
    for (const bad of [0, 73, 12.5, '24', true])
      await expect(manageCutoffHoursField().validate(bad)).rejects.toThrow(MANAGE_CUTOFF_FIELD_MESSAGE);
  });
});

describe('bookerViewOf', () => {
  const appointment: Appointment = {
    id: 'appt-1',
    shopId: 'shop-1',
    barberId: 'b1',
    serviceId: 's1',
    customerId: 'c1',
    start,
    end: new Date(start.getTime() + HOUR),
    date: '2026-10-27',
    time: '14:30',
    durationMin: 60,
    pricePence: 2000,
    status: 'cancelled',
    customerName: 'Ada Byron Lovelace',
    customerPhone: '+447700900123',
    customerEmail: 'ada@example.com',
    serviceName: 'Cut',
    barberName: 'Sam',
    notes: 'Owner notes: pays cash',
    source: 'online',
    createdAt: start,
    manageTokenHashes: ['a'.repeat(64)],
    manageUntil: start,
    cancelledBy: 'owner',
    cancelReason: 'For the shop only',
  };

  it('holds what the manage page follows and nothing of the customer, the notes, the reason or the hashes', () => {
    const view = bookerViewOf(appointment);
    expect(view).toStrictEqual({
      id: 'appt-1',
      shopId: 'shop-1',
      status: 'cancelled',
      date: '2026-10-27',
      time: '14:30',
      barberId: 'b1',
    });
    const text = JSON.stringify(view);
    for (const secret of ['Lovelace', '7700', 'ada@', 'pays cash', 'shop only', 'aaaa']) expect(text).not.toContain(secret);
  });
});

describe('isSameBookerView', () => {
  const view = { id: 'a', shopId: 's', status: 'scheduled' as const, date: '2026-10-27', time: '14:30', barberId: 'b1' };

  it('holds only for a stored view with exactly the same fields and values', () => {
    expect(isSameBookerView({ ...view }, view)).toBe(true);
    expect(isSameBookerView(undefined, view)).toBe(false);
    for (const change of [
      { status: 'cancelled' },
      { date: '2026-10-28' },
      { time: '15:00' },
      { barberId: 'b2' },
      { id: 'x' },
      { shopId: 'x' },
    ])
      expect(isSameBookerView({ ...view, ...change }, view), JSON.stringify(change)).toBe(false);
    // a field the view no longer carries is rewritten away; a missing one is written
    expect(isSameBookerView({ ...view, customerName: 'Ada' }, view)).toBe(false);
    const { time: _time, ...withoutTime } = view;
    expect(isSameBookerView(withoutTime, view)).toBe(false);
  });
});
