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
    for (const bad of [
      '2026-12-01',
      '2026-12-01 10:00',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
      '2026-12-01T1:00',
      '2026-12-01T10:00:30',
      '2026-12-01T10:00:00.5',
      '2026-12-01T10:00+0100',
      '2026-12-01T10:00+15:00',
      '2026-12-01T10:00z',
      'Tue, 01 Dec 2026 10:00:00 GMT',
      ' 2026-12-01T10:00',
      '',
    ]) {
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

describe('parseAppointmentDate at the edges', () => {
  it('takes offsets up to +14:00 and -14:00, minutes to 59', () => {
    expect(parseAppointmentDate('2026-07-01T10:00+14:00')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 5, 30, 20, 0) });
    expect(parseAppointmentDate('2026-07-01T10:00-14:00')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 6, 2, 0, 0) });
    expect(parseAppointmentDate('2026-07-01T10:00+05:45')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 6, 1, 4, 15) });
    expect(parseAppointmentDate('2026-07-01T10:00-00:59')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 6, 1, 10, 59) });
    expect(parseAppointmentDate('2026-07-01T10:00+00:00')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 6, 1, 10, 0) });
    expect(parseAppointmentDate('2026-07-01T10:00+05:60')).toBeNull();
    expect(parseAppointmentDate('2026-07-01T10:00-15:00')).toBeNull();
  });

  it('takes zero seconds and milliseconds, with or without a zone, and no others', () => {
    expect(parseAppointmentDate('2026-12-01T23:59:00.0Z')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 11, 1, 23, 59) });
    expect(parseAppointmentDate('2026-12-01T00:00:00.00')).toEqual({ kind: 'local', date: '2026-12-01', time: '00:00' });
    expect(parseAppointmentDate('2026-12-01T10:00:01Z')).toBeNull();
    expect(parseAppointmentDate('2026-12-01T10:00:00.001Z')).toBeNull();
    expect(parseAppointmentDate('2026-12-01T10:00:00.0001')).toBeNull();
    expect(parseAppointmentDate('2026-12-01T10:00:00.')).toBeNull();
    expect(parseAppointmentDate('x2026-12-01T10:00')).toBeNull();
    expect(parseAppointmentDate('2026-12-01T10:00Zx')).toBeNull();
  });

  it('reads the wall clock of a clock-change day as it is written', () => {
    expect(parseAppointmentDate('2026-03-29T01:30')).toEqual({ kind: 'local', date: '2026-03-29', time: '01:30' });
    expect(parseAppointmentDate('2026-10-25T01:30+01:00')).toEqual({ kind: 'instant', instant: Date.UTC(2026, 9, 25, 0, 30) });
  });
});

describe('isBookingDate at the edges', () => {
  it('takes the first and last days of 2000-2099', () => {
    expect(isBookingDate('2000-01-01')).toBe(true);
    expect(isBookingDate('2099-12-31')).toBe(true);
    expect(isBookingDate('2000-02-29')).toBe(true);
    expect(isBookingDate('2100-02-29')).toBe(false);
    expect(isBookingDate('0999-12-31')).toBe(false);
    expect(isBookingDate('2026-12-1')).toBe(false);
  });
});
