import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DAY_CLOCK_CACHE_LIMIT,
  dayClock,
  instantAt,
  resolveDayClock,
  wallMinuteExists,
  wallTimeLabel,
  type DayClock,
} from './dayClock';
import { addDays, isExistingWallTime, timeOf, zonedToInstant } from './zone';

const LONDON = 'Europe/London';
const HOUR = 3_600_000;
const MIN = 60_000;
const WINTER_NOW = Date.parse('2026-11-23T12:00:00Z');
const SUMMER_NOW = Date.parse('2026-07-01T12:00:00Z');
const utc = (iso: string) => Date.parse(iso);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WINTER_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resolveDayClock', () => {
  it('resolves an ordinary day to one offset and no skipped minutes', () => {
    expect(resolveDayClock('2026-12-01', LONDON)).toEqual({
      date: '2026-12-01',
      dayOfWeek: 2,
      utcMidnight: utc('2026-12-01T00:00:00Z'),
      switchMinute: 1440,
      shiftBefore: 0,
      shiftAfter: 0,
      gapStart: 1440,
      gapEnd: 1440,
    });
    expect(resolveDayClock('2026-07-15', LONDON)).toMatchObject({ shiftBefore: -HOUR, shiftAfter: -HOUR, switchMinute: 1440 });
    expect(resolveDayClock('2026-03-29', 'Asia/Kolkata')).toMatchObject({
      shiftBefore: -330 * MIN,
      shiftAfter: -330 * MIN,
      gapStart: 1440,
      gapEnd: 1440,
    });
  });

  it('finds the hour the London clocks skip in spring', () => {
    expect(resolveDayClock('2026-03-29', LONDON)).toEqual({
      date: '2026-03-29',
      dayOfWeek: 0,
      utcMidnight: utc('2026-03-29T00:00:00Z'),
      switchMinute: 120,
      shiftBefore: 0,
      shiftAfter: -HOUR,
      gapStart: 60,
      gapEnd: 120,
    });
  });

  it('finds the half hour Lord Howe skips, the hour Adelaide skips and the midnight hour Havana skips', () => {
    expect(resolveDayClock('2026-10-04', 'Australia/Lord_Howe')).toMatchObject({
      switchMinute: 150,
      shiftBefore: -630 * MIN,
      shiftAfter: -660 * MIN,
      gapStart: 120,
      gapEnd: 150,
    });
    expect(resolveDayClock('2026-10-04', 'Australia/Adelaide')).toMatchObject({
      switchMinute: 180,
      shiftBefore: -570 * MIN,
      shiftAfter: -630 * MIN,
      gapStart: 120,
      gapEnd: 180,
    });
    expect(resolveDayClock('2026-03-08', 'America/Havana')).toMatchObject({
      switchMinute: 60,
      shiftBefore: 300 * MIN,
      shiftAfter: 240 * MIN,
      gapStart: 0,
      gapEnd: 60,
    });
  });

  it('skips nothing in autumn, and places the repeated hour at its second (GMT) occurrence in any season', () => {
    expect(resolveDayClock('2026-10-25', LONDON)).toEqual({
      date: '2026-10-25',
      dayOfWeek: 0,
      utcMidnight: utc('2026-10-25T00:00:00Z'),
      switchMinute: 60,
      shiftBefore: -HOUR,
      shiftAfter: 0,
      gapStart: 60,
      gapEnd: 60,
    });
    vi.setSystemTime(SUMMER_NOW);
    expect(resolveDayClock('2026-10-25', LONDON)).toMatchObject({ switchMinute: 60, gapStart: 60, gapEnd: 60 });
    expect(resolveDayClock('2026-04-05', 'Australia/Lord_Howe')).toMatchObject({
      shiftBefore: -660 * MIN,
      shiftAfter: -630 * MIN,
      gapStart: resolveDayClock('2026-04-05', 'Australia/Lord_Howe').switchMinute,
    });
  });
});

describe('instantAt and wallMinuteExists', () => {
  it('turn wall minutes into instants on both sides of the spring change', () => {
    const clock = resolveDayClock('2026-03-29', LONDON);
    expect([0, 59, 60, 119, 120, 121, 1439, 1440].map((m) => new Date(instantAt(clock, m)).toISOString())).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:59:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:59:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:01:00.000Z',
      '2026-03-29T22:59:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
    expect([0, 59, 60, 119, 120, 1439].map((m) => wallMinuteExists(clock, m))).toEqual([true, true, false, false, true, true]);
  });

  it('turn wall minutes into instants on both sides of the autumn change', () => {
    const clock = resolveDayClock('2026-10-25', LONDON);
    expect([0, 59, 60, 119, 120, 1440].map((m) => new Date(instantAt(clock, m)).toISOString())).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-24T23:59:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:59:00.000Z',
      '2026-10-25T02:00:00.000Z',
      '2026-10-26T00:00:00.000Z',
    ]);
    expect([0, 59, 60, 119, 120, 1439].every((m) => wallMinuteExists(clock, m))).toBe(true);
  });

  // Every five minutes of the small hours (where the clocks change), every hour after, and the
  // minutes either side of where the clock found a change.
  const minutesToCheck = (clock: DayClock) => [
    ...Array.from({ length: 60 }, (_, k) => k * 5),
    ...Array.from({ length: 19 }, (_, h) => 300 + h * 60),
    ...[clock.gapStart - 1, clock.gapStart, clock.switchMinute - 1, clock.switchMinute].filter((m) => m >= 0 && m < 1440),
  ];
  const expectSameAsZone = (clock: DayClock, timeZone: string) => {
    for (const m of minutesToCheck(clock)) {
      expect(new Date(instantAt(clock, m)).toISOString(), `${clock.date} ${timeOf(m)}`).toBe(
        zonedToInstant(clock.date, timeOf(m), timeZone).toISOString(),
      );
      expect(wallMinuteExists(clock, m), `${clock.date} ${timeOf(m)}`).toBe(isExistingWallTime(clock.date, timeOf(m), timeZone));
    }
    expect(instantAt(clock, 1440)).toBe(zonedToInstant(addDays(clock.date, 1), '00:00', timeZone).getTime());
  };

  it.each([
    [LONDON, '2026-03-29'],
    [LONDON, '2026-10-25'],
    [LONDON, '2027-03-28'],
    [LONDON, '2027-10-31'],
    ['Australia/Adelaide', '2026-04-05'],
    ['Australia/Adelaide', '2026-10-04'],
    ['Australia/Lord_Howe', '2026-04-05'],
    ['Australia/Lord_Howe', '2026-10-04'],
    ['America/Havana', '2026-03-08'],
    ['America/Havana', '2026-11-01'],
    ['Asia/Kolkata', '2026-10-25'],
  ])('agree with zonedToInstant and isExistingWallTime in %s on %s, asked in winter and in summer', (timeZone, date) => {
    expectSameAsZone(resolveDayClock(date, timeZone), timeZone);
    vi.setSystemTime(SUMMER_NOW);
    expectSameAsZone(resolveDayClock(date, timeZone), timeZone);
  });
});

describe('dayClock', () => {
  it('resolves a day once per half hour and then afresh', () => {
    vi.setSystemTime(utc('2026-11-23T10:00:00Z'));
    const first = dayClock('2026-12-01', LONDON);
    expect(first).toEqual(resolveDayClock('2026-12-01', LONDON));
    vi.setSystemTime(utc('2026-11-23T10:29:59Z'));
    expect(dayClock('2026-12-01', LONDON)).toBe(first);
    expect(dayClock('2026-12-01', 'Asia/Kolkata')).not.toBe(first);
    expect(dayClock('2026-12-01', 'Asia/Kolkata').shiftBefore).toBe(-330 * MIN);
    vi.setSystemTime(utc('2026-11-23T10:30:00Z'));
    const next = dayClock('2026-12-01', LONDON);
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it('reads a repeated hour the same whatever season the server is in (its second, GMT, occurrence)', () => {
    vi.setSystemTime(WINTER_NOW);
    expect(instantAt(dayClock('2026-10-25', LONDON), 90)).toBe(utc('2026-10-25T01:30:00Z'));
    vi.setSystemTime(SUMMER_NOW);
    expect(instantAt(dayClock('2026-10-25', LONDON), 90)).toBe(utc('2026-10-25T01:30:00Z'));
    expect(zonedToInstant('2026-10-25', '01:30', LONDON).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it(`keeps at most ${DAY_CLOCK_CACHE_LIMIT} days`, () => {
    vi.setSystemTime(utc('2026-11-23T11:00:00Z'));
    const first = dayClock('2026-01-01', LONDON);
    for (let d = 1; d < DAY_CLOCK_CACHE_LIMIT; d += 1) dayClock(addDays('2026-01-01', d), LONDON);
    expect(dayClock('2026-01-01', LONDON)).toBe(first);
    dayClock('2030-01-01', LONDON);
    expect(dayClock('2026-01-01', LONDON)).not.toBe(first);
  });
});

describe('wallTimeLabel', () => {
  it('names every wall minute HH:mm', () => {
    expect([0, 1, 59, 60, 61, 599, 600, 1439, 1440].map(wallTimeLabel)).toEqual([
      '00:00',
      '00:01',
      '00:59',
      '01:00',
      '01:01',
      '09:59',
      '10:00',
      '23:59',
      '24:00',
    ]);
  });
});
