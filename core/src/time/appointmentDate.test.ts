import { describe, expect, it } from 'vitest';
import { isBookingDate, parseAppointmentDate } from './appointmentDate';

describe('parseAppointmentDate', () => {
  it('reads a time without a zone as the shop-local wall clock', () => {
    expect(parseAppointmentDate('2026-12-01T10:00')).toEqual({ kind: 'local', date: '2026-12-01', time: '10:00' });
    expect(parseAppointmentDate('2026-12-01T10:00:00')).toEqual({ kind: 'local', date: '2026-12-01', time: '10:00' });
    expect(parseAppointmentDate('2026-12-01T10:00:00.000')).toEqual({ kind: 'local', date: '2026-12-01', time: '10:00' });
  });

  it('reads Z and ±HH:mm as instants', () => {
    expect(parseAppointmentDate('2026-12-01T10:00:00.000Z')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 11, 1, 10, 0) });
    expect(parseAppointmentDate('2026-07-01T10:30+01:00')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 6, 1, 9, 30) });
    expect(parseAppointmentDate('2026-07-01T23:30-05:00')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 6, 2, 4, 30) });
  });

  it('refuses dates the calendar does not have, where Date.parse rolls them over', () => {
    expect(Number.isNaN(Date.parse('2026-11-31T10:00'))).toBe(false);
    expect(parseAppointmentDate('2026-11-31T10:00')).toBeNull();
    expect(parseAppointmentDate('2027-02-30T10:00')).toBeNull();
    expect(parseAppointmentDate('2027-02-29T10:00Z')).toBeNull();
    expect(parseAppointmentDate('2028-02-29T10:00')).toEqual({ kind: 'local', date: '2028-02-29', time: '10:00' });
  });

  it('refuses years outside 2000-2099 and expanded years', () => {
    expect(parseAppointmentDate('+275760-09-13T00:00:00Z')).toBeNull();
    expect(parseAppointmentDate('2100-01-05T10:00')).toBeNull();
    expect(parseAppointmentDate('9999-01-05T10:00Z')).toBeNull();
    expect(parseAppointmentDate('1999-12-31T10:00')).toBeNull();
    expect(parseAppointmentDate('2099-12-31T10:00')).toEqual({ kind: 'local', date: '2099-12-31', time: '10:00' });
  });

  it('refuses other shapes, impossible times, seconds and odd zones', () => {
    for (const bad of ['2026-12-01', '2026-12-01 10:00', '2026-12-01T24:00', '2026-12-01T10:60', '2026-12-01T1:00', '2026-12-01T10:00:30',
      '2026-12-01T10:00:00.5', '2026-12-01T10:00+0100', '2026-12-01T10:00+15:00', '2026-12-01T10:00z', 'Tue, 01 Dec 2026 10:00:00 GMT', ' 2026-12-01T10:00', '']) {
      expect(parseAppointmentDate(bad), bad).toBeNull();
    }
  });
});

describe('isBookingDate', () => {
  it('takes real dates from 2000 to 2099 only', () => {
    expect(isBookingDate('2026-12-01')).toBe(true);
    expect(isBookingDate('2026-11-31')).toBe(false);
    expect(isBookingDate('2100-01-01')).toBe(false);
    expect(isBookingDate('1999-12-31')).toBe(false);
  });
});
