import { describe, expect, it } from 'vitest';
import { blockSpan, dayBlocksOf } from './dayBlocks';

// 2026-12-01 is a Tuesday (weekday 2).
const date = '2026-12-01';
const lunch = {
  id: 't1',
  barberId: 'b1',
  startDate: date,
  endDate: date,
  startTime: '13:00',
  endTime: '14:00',
  isAllDay: false,
  reason: 'lunch' as const,
};

describe('dayBlocksOf', () => {
  it("is the date's stored blocks and each barber's weekly breaks of that weekday", () => {
    const holiday = {
      ...lunch,
      id: 't2',
      startDate: '2026-11-30',
      endDate: '2026-12-02',
      isAllDay: true,
      reason: 'vacation' as const,
    };
    const past = { ...lunch, id: 't3', startDate: '2026-11-30', endDate: '2026-11-30' };
    const barbers = [
      {
        id: 'b1',
        weeklyBreaks: [
          { dayOfWeek: 2 as const, startTime: '11:00', endTime: '11:15' },
          { dayOfWeek: 3 as const, startTime: '12:00', endTime: '12:30' },
        ],
      },
      { id: 'b2' },
    ];
    expect(dayBlocksOf(date, [lunch, holiday, past], barbers)).toEqual([
      lunch,
      holiday,
      {
        id: 'break-b1-11:00',
        barberId: 'b1',
        startTime: '11:00',
        endTime: '11:15',
        isAllDay: false,
        reason: 'break',
        weekly: true,
      },
    ]);
  });

  it('leaves out a break occurrence taken out for that day', () => {
    const barber = {
      id: 'b1',
      weeklyBreaks: [{ dayOfWeek: 2 as const, startTime: '11:00', endTime: '11:15' }],
      skippedBreaks: [`${date} 11:00`],
    };
    expect(dayBlocksOf(date, [], [barber])).toEqual([]);
    expect(dayBlocksOf('2026-12-08', [], [barber]).map((b) => b.id)).toEqual(['break-b1-11:00']);
  });
});

describe('blockSpan', () => {
  it('covers the whole grid all day, the block times otherwise', () => {
    expect(blockSpan({ isAllDay: true, startTime: null, endTime: null })).toEqual({ start: 0, span: 21 });
    expect(blockSpan(lunch)).toEqual({ start: 8, span: 2 });
    expect(blockSpan({ isAllDay: false, startTime: '11:00', endTime: '11:15' })).toEqual({ start: 4, span: 0.5 });
  });

  it('has nothing to draw for a timed block without times or off the grid', () => {
    expect(blockSpan({ isAllDay: false, startTime: null, endTime: '12:00' })).toBeNull();
    expect(blockSpan({ isAllDay: false, startTime: '12:00', endTime: null })).toBeNull();
    expect(blockSpan({ isAllDay: false, startTime: '20:00', endTime: '21:00' })).toBeNull();
  });
});
