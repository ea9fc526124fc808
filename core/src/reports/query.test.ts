import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { daysSpanned, MAX_REPORT_DAYS, reportQueryOf, reportQuerySchema } from './query';

const errorsOf = async (query: unknown) => {
  try {
    await reportQuerySchema.validate(query, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
};

describe('reportQuerySchema', () => {
  it('takes from, to and by', async () => {
    expect(reportQueryOf(await reportQuerySchema.validate({ from: '2026-11-23', to: '2026-11-29', by: 'week' }))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      by: 'week',
    });
    expect(await errorsOf({ from: '2026-11-23', to: '2026-11-23', by: 'month' })).toEqual([]);
  });

  it('groups by day when by is absent', async () => {
    expect(reportQueryOf(await reportQuerySchema.validate({ from: '2026-11-23', to: '2026-11-29' }))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      by: 'day',
    });
  });

  it('refuses another grouping, a missing or unreal date, a repeated parameter', async () => {
    expect(await errorsOf({ from: '2026-11-23', to: '2026-11-29', by: 'year' })).toEqual(['by must be one of day, week, month']);
    expect(await errorsOf({ to: '2026-11-29' })).toEqual(['from is required']);
    expect(await errorsOf({ from: '2026-11-23' })).toEqual(['to is required']);
    expect((await errorsOf({ from: '2026-02-30', to: '2026-03-02' })).length).toBe(1);
    expect((await errorsOf({ from: ['2026-11-23', '2026-11-24'], to: '2026-11-29' })).length).toBe(1);
    expect(await errorsOf({ from: '2026-11-23', to: '2026-11-29', by: ['day', 'week'] })).toContain('by must be a single value');
  });

  it('refuses to before from', async () => {
    expect(await errorsOf({ from: '2026-11-24', to: '2026-11-23' })).toEqual(['to cannot be before from']);
  });

  it(`covers at most ${MAX_REPORT_DAYS} days`, async () => {
    // 2028 is a leap year: 1 Jan to 31 Dec is 366 days
    expect(await errorsOf({ from: '2028-01-01', to: '2028-12-31' })).toEqual([]);
    expect(await errorsOf({ from: '2026-01-01', to: '2027-01-01' })).toEqual([]);
    expect(await errorsOf({ from: '2026-01-01', to: '2027-01-02' })).toEqual(['A report covers at most 366 days']);
  });
});

describe('daysSpanned', () => {
  it('counts both ends', () => {
    expect(daysSpanned('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysSpanned('2026-11-23', '2026-11-29')).toBe(7);
    expect(daysSpanned('2026-03-28', '2026-03-30')).toBe(3);
  });
});
