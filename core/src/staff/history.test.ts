import { describe, expect, it } from 'vitest';
import type { AppointmentChange } from '../model/members';
import { changeText, CUSTOMER_STAMP, memberWhoDid, updateActions } from './history';

const sam = { uid: 'u1', name: 'Sam', role: 'frontDesk' as const };
const at = new Date('2026-11-24T10:42:00Z');

describe('memberWhoDid', () => {
  const moved: AppointmentChange = { action: 'moved', at, by: sam };

  it('names the member whose change is the last one, when it is the change asked about', () => {
    expect(memberWhoDid([{ action: 'booked', at, by: CUSTOMER_STAMP }, moved], 'moved')).toEqual(sam);
  });

  it('is null for the booker, a job, another last change, or no history', () => {
    expect(memberWhoDid([{ action: 'moved', at, by: CUSTOMER_STAMP }], 'moved')).toBeNull();
    expect(memberWhoDid([{ action: 'cancelled', at, by: { uid: '', name: '', role: 'system' } }], 'cancelled')).toBeNull();
    expect(memberWhoDid([moved, { action: 'updated', at, by: sam }], 'moved')).toBeNull();
    expect(memberWhoDid(undefined, 'booked')).toBeNull();
  });
});

describe('updateActions', () => {
  const scheduled = { status: 'scheduled' as const, notes: 'Fade', arrivedAt: null };

  it('names each change made, in order', () => {
    expect(updateActions(scheduled, { status: 'completed' })).toEqual(['completed']);
    expect(updateActions(scheduled, { status: 'no_show', notes: 'Rang twice' })).toEqual(['no_show', 'updated']);
    expect(updateActions({ ...scheduled, status: 'no_show' }, { status: 'scheduled' })).toEqual(['reopened']);
    expect(updateActions(scheduled, { arrived: true })).toEqual(['arrived']);
  });

  it('adds nothing for what does not change, nor for taking an arrival back', () => {
    expect(updateActions(scheduled, { status: 'scheduled', notes: 'Fade' })).toEqual([]);
    expect(updateActions({ ...scheduled, arrivedAt: at }, { arrived: true })).toEqual([]);
    expect(updateActions({ ...scheduled, arrivedAt: at }, { arrived: false })).toEqual([]);
    expect(updateActions({ status: 'scheduled' }, { notes: '' })).toEqual([]);
  });
});

describe('changeText', () => {
  it('names the member and role, or the customer, at the shop-zone time', () => {
    const sameDay = new Date('2026-11-24T18:00:00Z');
    expect(changeText({ action: 'moved', at, by: sam }, 'Europe/London', sameDay)).toBe('Moved by Sam, front desk, 10:42');
    expect(changeText({ action: 'booked', at, by: CUSTOMER_STAMP }, 'Europe/London', sameDay)).toBe(
      'Booked by the customer, 10:42',
    );
    expect(changeText({ action: 'cancelled', at, by: sam }, 'Europe/London', new Date('2026-11-25T09:00:00Z'))).toBe(
      'Cancelled by Sam, front desk, 24 Nov 10:42',
    );
  });
});
