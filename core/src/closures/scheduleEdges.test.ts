// The edges of the schedule edits: touching breaks, exactly three a day, where an order error
// is reported, what "this day only" keeps, and the closed dates around today.
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  removeBreakSeries,
  skipBreakOn,
  weeklyBreakSchema,
  weeklyBreaksSchema,
  withBreakOnDays,
  withClosedDate,
  withoutClosedDate,
} from './schedule';

const brk = (dayOfWeek: number, startTime: string, endTime: string) => ({ dayOfWeek, startTime, endTime });
const errorOf = async (v: unknown, schema: typeof weeklyBreaksSchema | typeof weeklyBreakSchema = weeklyBreaksSchema) => {
  try {
    await schema.validate(v);
    return null;
  } catch (e) {
    return e as ValidationError;
  }
};

describe('weekly break validation', () => {
  it('refuses a break that ends as it starts, and reports it on endTime', async () => {
    const single = await errorOf(brk(1, '13:00', '13:00'), weeklyBreakSchema);
    expect([single?.message, single?.path]).toEqual(['A break must end after it starts', 'endTime']);
    const inList = await errorOf([brk(1, '13:00', '12:59')]);
    expect([inList?.message, inList?.path]).toEqual(['A break must end after it starts', '[0].endTime']);
  });

  it('asks for missing times rather than comparing them', async () => {
    expect((await errorOf({ dayOfWeek: 1, endTime: '13:00' }, weeklyBreakSchema))?.message).toBe('Start time is required');
    expect((await errorOf({ dayOfWeek: 1, startTime: '13:00' }, weeklyBreakSchema))?.message).toBe('End time is required');
  });

  it('lets breaks touch, and the same times on other days', async () => {
    expect(await errorOf([brk(1, '12:00', '13:00'), brk(1, '13:00', '14:00'), brk(2, '12:30', '13:30')])).toBeNull();
  });

  it('allows exactly three a day', async () => {
    expect(await errorOf([brk(1, '09:00', '09:15'), brk(1, '12:00', '12:30'), brk(1, '15:00', '15:15')])).toBeNull();
  });

  it('finds one clashing pair among others', async () => {
    const list = [brk(1, '09:00', '09:30'), brk(1, '13:00', '14:00'), brk(1, '13:30', '14:30')];
    expect((await errorOf(list))?.message).toBe('Breaks on the same day cannot overlap');
  });
});

describe('weekly break edits', () => {
  it('replaces only the clashing break of each chosen day and keeps the others', () => {
    const before = [brk(1, '10:00', '10:15'), brk(1, '13:00', '13:30'), brk(3, '13:00', '13:30')];
    expect(withBreakOnDays(before as never, [1, 2], '13:15', '14:00')).toEqual([
      brk(1, '10:00', '10:15'),
      brk(1, '13:15', '14:00'),
      brk(2, '13:15', '14:00'),
      brk(3, '13:00', '13:30'),
    ]);
  });

  it('removes one series and nothing else', () => {
    const list = [brk(3, '13:00', '13:30'), brk(3, '16:00', '16:15'), brk(4, '13:00', '13:30')];
    expect(removeBreakSeries(list as never, 3, '13:00')).toEqual([brk(3, '16:00', '16:15'), brk(4, '13:00', '13:30')]);
  });

  it("keeps today's and later skips, in order, and does not repeat one", () => {
    const skippedBreaks = ['2026-12-09 13:00', '2026-11-24 13:00', '2026-11-23 13:00'];
    expect(skipBreakOn({ skippedBreaks }, '2026-12-02', '13:00', '2026-11-24')).toEqual([
      '2026-11-24 13:00',
      '2026-12-02 13:00',
      '2026-12-09 13:00',
    ]);
    expect(skipBreakOn({ skippedBreaks: ['2026-12-02 13:00'] }, '2026-12-02', '13:00', '2026-11-24')).toEqual([
      '2026-12-02 13:00',
    ]);
  });
});

describe('closed dates', () => {
  it("keeps today's closure and sorts a new earlier one first", () => {
    expect(withClosedDate(['2026-12-28', '2026-11-24'], '2026-12-25', '2026-11-24')).toEqual([
      '2026-11-24',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect(withClosedDate(undefined, '2026-12-25', '2026-11-24')).toEqual(['2026-12-25']);
    expect(withoutClosedDate(undefined, '2026-12-25')).toEqual([]);
  });
});
