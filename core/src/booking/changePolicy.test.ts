import { describe, expect, it } from 'vitest';
import { canChangeOnline, changeAdviceText, changePolicyText, changeWindowFor } from './changePolicy';

const HOUR = 3_600_000;
// 10:00 London (GMT) on Tue 1 Dec 2026
const start = new Date('2026-12-01T10:00:00Z');

describe('changePolicyText', () => {
  it('states the cut-off in hours, singular for one', () => {
    expect(changePolicyText(24)).toBe(
      'You can cancel or reschedule online up to 24 hours before your appointment. After that, contact the shop.',
    );
    expect(changePolicyText(1)).toContain('up to 1 hour before');
  });
  it('says to contact the shop when online changes are off', () => {
    expect(changePolicyText(null)).toBe(
      'This barbershop does not take changes online: to cancel or reschedule, contact the shop.',
    );
  });
});

describe('changeWindowFor', () => {
  it('is open until start minus the cut-off, strictly before it', () => {
    expect(changeWindowFor(start, 24, start.getTime() - 25 * HOUR)).toEqual({
      kind: 'open',
      until: new Date('2026-11-30T10:00:00Z'),
    });
    expect(changeWindowFor(start, 24, start.getTime() - 24 * HOUR - 1).kind).toBe('open');
    expect(changeWindowFor(start, 24, start.getTime() - 24 * HOUR)).toEqual({ kind: 'closed', cutoffHours: 24 });
    expect(changeWindowFor(start, 24, start.getTime() - 17 * HOUR)).toEqual({ kind: 'closed', cutoffHours: 24 });
  });
  it('is off when the shop has online changes off', () => {
    expect(changeWindowFor(start, null, 0)).toEqual({ kind: 'off' });
  });
});

describe('changeAdviceText', () => {
  it('gives the last moment on the shop clock while the link can be used', () => {
    const open = changeWindowFor(start, 24, start.getTime() - 48 * HOUR);
    expect(canChangeOnline(open)).toBe(true);
    expect(changeAdviceText(open, 'Europe/London')).toBe(
      'You can cancel or reschedule online until Mon 30 Nov at 10:00. After that, contact the shop.',
    );
    // summer time: 09:00Z is 10:00 in London
    const summer = changeWindowFor(new Date('2026-07-02T09:00:00Z'), 1, 0);
    expect(changeAdviceText(summer, 'Europe/London')).toContain('until Thu 2 Jul at 09:00');
  });
  it('sends the customer to the shop inside the cut-off or when changes are off', () => {
    const closed = changeWindowFor(start, 24, start.getTime() - 17 * HOUR);
    expect(canChangeOnline(closed)).toBe(false);
    expect(changeAdviceText(closed, 'Europe/London')).toBe(
      'Your appointment is less than 24 hours away, so it can no longer be changed online. To cancel or reschedule, contact the shop.',
    );
    expect(changeAdviceText({ kind: 'closed', cutoffHours: 1 }, 'Europe/London')).toContain('less than 1 hour away');
    expect(canChangeOnline({ kind: 'off' })).toBe(false);
    expect(changeAdviceText({ kind: 'off' }, 'Europe/London')).toBe('To cancel or reschedule, contact the shop.');
  });
});
