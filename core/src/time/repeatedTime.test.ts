import { describe, expect, it } from 'vitest';
import {
  appointmentTimeLabel,
  isAmbiguousInstant,
  isAmbiguousLocalTime,
  listedTimeLabel,
  shopTimeLabel,
  wallTimeOccurrences,
  zoneAbbreviation,
} from './repeatedTime';
import { wallTimeInstants, zonedToInstant } from './zone';

const LONDON = 'Europe/London';
const at = (iso: string) => Date.parse(iso);

describe('the hour repeated when the clocks go back (Europe/London, Sunday 31 October 2027)', () => {
  it('finds both instants of a repeated wall time, earliest first', () => {
    expect(wallTimeInstants('2027-10-31', '01:30', LONDON)).toEqual([at('2027-10-31T00:30:00Z'), at('2027-10-31T01:30:00Z')]);
    expect(wallTimeInstants('2027-10-31', '01:00', LONDON)).toEqual([at('2027-10-31T00:00:00Z'), at('2027-10-31T01:00:00Z')]);
    expect(wallTimeInstants('2027-10-31', '01:59', LONDON)).toEqual([at('2027-10-31T00:59:00Z'), at('2027-10-31T01:59:00Z')]);
  });

  it('finds one instant on either side of the repeated hour and on ordinary days', () => {
    expect(wallTimeInstants('2027-10-31', '00:59', LONDON)).toEqual([at('2027-10-30T23:59:00Z')]);
    expect(wallTimeInstants('2027-10-31', '02:00', LONDON)).toEqual([at('2027-10-31T02:00:00Z')]);
    expect(wallTimeInstants('2027-10-30', '01:30', LONDON)).toEqual([at('2027-10-30T00:30:00Z')]);
    expect(wallTimeInstants('2027-11-01', '01:30', LONDON)).toEqual([at('2027-11-01T01:30:00Z')]);
  });

  it('finds none in the hour skipped when the clocks go forward', () => {
    expect(wallTimeInstants('2027-03-28', '01:30', LONDON)).toEqual([]);
  });

  it('keeps a bare date and time meaning the second (GMT) occurrence', () => {
    expect(zonedToInstant('2027-10-31', '01:30', LONDON).toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });

  it('tells a repeated wall time from the others', () => {
    expect(isAmbiguousLocalTime('2027-10-31', '01:00', LONDON)).toBe(true);
    expect(isAmbiguousLocalTime('2027-10-31', '01:30', LONDON)).toBe(true);
    expect(isAmbiguousLocalTime('2027-10-31', '01:59', LONDON)).toBe(true);
    for (const time of ['00:59', '02:00', '09:00']) expect(isAmbiguousLocalTime('2027-10-31', time, LONDON), time).toBe(false);
    expect(isAmbiguousLocalTime('2027-10-30', '01:30', LONDON)).toBe(false);
    expect(isAmbiguousLocalTime('2027-03-28', '01:30', LONDON)).toBe(false);
    expect(isAmbiguousLocalTime('2027-10-31', '01:30', 'UTC')).toBe(false);
  });

  it('tells an instant in the repeated hour from the others', () => {
    expect(isAmbiguousInstant(at('2027-10-31T00:30:00Z'), LONDON)).toBe(true);
    expect(isAmbiguousInstant(new Date('2027-10-31T01:30:00Z'), LONDON)).toBe(true);
    expect(isAmbiguousInstant(at('2027-10-31T02:30:00Z'), LONDON)).toBe(false);
    expect(isAmbiguousInstant(at('2027-10-30T23:30:00Z'), LONDON)).toBe(false);
  });
});

describe('zoneAbbreviation', () => {
  it("names London's summer and winter time as a UK reader knows them", () => {
    expect(zoneAbbreviation(at('2027-10-31T00:30:00Z'), LONDON)).toBe('BST');
    expect(zoneAbbreviation(new Date('2027-10-31T01:30:00Z'), LONDON)).toBe('GMT');
    expect(zoneAbbreviation(at('2027-07-01T12:00:00Z'), LONDON)).toBe('BST');
    expect(zoneAbbreviation(at('2027-01-01T12:00:00Z'), LONDON)).toBe('GMT');
  });

  it("names another zone's seasons too", () => {
    expect(zoneAbbreviation(at('2027-07-01T12:00:00Z'), 'Europe/Paris')).toBe('CEST');
    expect(zoneAbbreviation(at('2027-01-01T12:00:00Z'), 'Europe/Paris')).toBe('CET');
  });
});

describe('shopTimeLabel', () => {
  it('labels each 01:30 of the repeated hour with its zone', () => {
    expect(shopTimeLabel(at('2027-10-31T00:30:00Z'), LONDON)).toBe('01:30 BST');
    expect(shopTimeLabel(at('2027-10-31T01:30:00Z'), LONDON)).toBe('01:30 GMT');
  });

  it('keeps every other time a bare HH:mm, clock-change days included', () => {
    expect(shopTimeLabel(at('2027-10-31T02:30:00Z'), LONDON)).toBe('02:30');
    expect(shopTimeLabel(at('2027-10-30T23:30:00Z'), LONDON)).toBe('00:30');
    expect(shopTimeLabel(at('2027-03-28T01:30:00Z'), LONDON)).toBe('02:30');
    expect(shopTimeLabel(at('2027-07-01T09:00:00Z'), LONDON)).toBe('10:00');
  });

  it('offers both occurrences of a repeated wall time to pick from, and one of any other', () => {
    expect(wallTimeOccurrences('2027-10-31', '01:30', LONDON)).toEqual([
      { instant: at('2027-10-31T00:30:00Z'), label: '01:30 BST' },
      { instant: at('2027-10-31T01:30:00Z'), label: '01:30 GMT' },
    ]);
    expect(wallTimeOccurrences('2027-10-31', '10:00', LONDON)).toEqual([{ instant: at('2027-10-31T10:00:00Z'), label: '10:00' }]);
    expect(wallTimeOccurrences('2027-03-28', '01:30', LONDON)).toEqual([]);
  });
});

describe('appointmentTimeLabel', () => {
  it("adds the zone of the booking's own instant to a repeated time only", () => {
    const first = { date: '2027-10-31', time: '01:30', start: new Date('2027-10-31T00:30:00Z') };
    const second = { date: '2027-10-31', time: '01:30', start: at('2027-10-31T01:30:00Z') };
    expect(appointmentTimeLabel(first, LONDON)).toBe('01:30 BST');
    expect(appointmentTimeLabel(second, LONDON)).toBe('01:30 GMT');
    expect(appointmentTimeLabel({ date: '2027-10-31', time: '10:00', start: at('2027-10-31T10:00:00Z') }, LONDON)).toBe('10:00');
    expect(appointmentTimeLabel({ date: '2027-07-01', time: '10:00', start: at('2027-07-01T09:00:00Z') }, LONDON)).toBe('10:00');
  });
});

describe('listedTimeLabel', () => {
  it('reads a listed repeated time as its second (GMT) occurrence, and leaves the others bare', () => {
    expect(listedTimeLabel('2027-10-31', '01:30', LONDON)).toBe('01:30 GMT');
    expect(listedTimeLabel('2027-10-31', '01:00', LONDON)).toBe('01:00 GMT');
    expect(listedTimeLabel('2027-10-31', '02:00', LONDON)).toBe('02:00');
    expect(listedTimeLabel('2027-10-30', '01:30', LONDON)).toBe('01:30');
  });
});
