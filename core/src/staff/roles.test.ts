import { describe, expect, it } from 'vitest';
import { assignableRoles, can, mayManageMember, PERMISSIONS, ROLES } from './roles';
import { changeText, withChange, APPOINTMENT_HISTORY_MAX } from './history';
import type { AppointmentChange } from '../model/members';

describe('permissions', () => {
  it('gives the owner every permission', () => {
    for (const p of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) expect(can('owner', p)).toBe(true);
  });

  it('keeps money, billing and deletion from everyone but the owner', () => {
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      expect(can(role, 'billing')).toBe(false);
      expect(can(role, 'account.delete')).toBe(false);
      expect(can(role, 'payments.settings')).toBe(false);
    }
  });

  it('lets the front desk run the whole schedule and customers, not reports, staff or services', () => {
    expect(can('frontDesk', 'schedule.write')).toBe(true);
    expect(can('frontDesk', 'customers.write')).toBe(true);
    expect(can('frontDesk', 'reports.read')).toBe(false);
    expect(can('frontDesk', 'staff.manage')).toBe(false);
    expect(can('frontDesk', 'services.write')).toBe(false);
    expect(can('frontDesk', 'payments.act')).toBe(false);
  });

  it('limits a barber to their own day, profile and time off', () => {
    expect(can('barber', 'ownSchedule.write')).toBe(true);
    expect(can('barber', 'ownProfile.write')).toBe(true);
    expect(can('barber', 'schedule.read')).toBe(false);
    expect(can('barber', 'customers.read')).toBe(false);
    expect(can('barber', 'reports.read')).toBe(false);
    expect(can('barber', 'timeOff.write')).toBe(false);
  });

  it('lets a manager give front desk and barber roles but not manager, and the owner any', () => {
    expect(assignableRoles('owner')).toEqual(['manager', 'frontDesk', 'barber']);
    expect(assignableRoles('manager')).toEqual(['frontDesk', 'barber']);
    expect(assignableRoles('frontDesk')).toEqual([]);
    expect(mayManageMember('manager', 'manager')).toBe(false);
    expect(mayManageMember('manager', 'barber')).toBe(true);
    expect(mayManageMember('barber', 'barber')).toBe(false);
  });
});

describe('booking history', () => {
  const sam = { uid: 'u1', name: 'Sam', role: 'frontDesk' as const };
  const at = new Date('2026-11-24T10:42:00Z');

  it('says who moved it, in which role, at what time in the shop’s zone', () => {
    expect(changeText({ action: 'moved', at, by: sam }, 'Europe/London', at)).toBe('Moved by Sam, front desk, 10:42');
    expect(changeText({ action: 'moved', at, by: sam }, 'Europe/Paris', at)).toBe('Moved by Sam, front desk, 11:42');
  });

  it('gives the date of a change made another day', () => {
    const later = new Date('2026-11-26T09:00:00Z');
    expect(changeText({ action: 'completed', at, by: { ...sam, role: 'barber' } }, 'Europe/London', later)).toBe(
      'Marked completed by Sam, barber, 24 Nov 10:42',
    );
  });

  it('names the customer and the system apart from members', () => {
    expect(changeText({ action: 'booked', at, by: { uid: '', name: 'Jo Bloggs', role: 'customer' } }, 'Europe/London', at)).toBe(
      'Booked by Jo Bloggs, customer, 10:42',
    );
    expect(changeText({ action: 'cancelled', at, by: { uid: '', name: '', role: 'system' } }, 'Europe/London', at)).toBe(
      'Cancelled automatically, 10:42',
    );
  });

  it('keeps only the newest entries', () => {
    let history: AppointmentChange[] = [];
    for (let i = 0; i < APPOINTMENT_HISTORY_MAX + 5; i += 1) {
      history = withChange(history, { action: 'updated', at: new Date(i * 1000), by: sam });
    }
    expect(history).toHaveLength(APPOINTMENT_HISTORY_MAX);
    expect(history[0]!.at.getTime()).toBe(5000);
  });
});
