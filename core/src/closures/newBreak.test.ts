import { describe, expect, it } from 'vitest';
import { newBreakSchema, withBreakOnDays } from './schedule';

const errorsOf = async (current: Parameters<typeof newBreakSchema>[0], input: object) => {
  try {
    await newBreakSchema(current).validate(input, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
};

describe('the "add a break" form', () => {
  it('takes a lunch on Monday to Friday', async () => {
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [1, 2, 3, 4, 5] })).toEqual({});
  });

  it('needs both times, a day, and an end after the start', async () => {
    expect(await errorsOf([], { startTime: '', endTime: '', days: [] })).toEqual({
      startTime: 'Start time is required',
      endTime: 'End time is required',
      days: 'Choose at least one day',
    });
    expect(await errorsOf([], { startTime: '13:30', endTime: '13:30', days: [1] })).toEqual({
      endTime: 'A break must end after it starts',
    });
    expect(await errorsOf([], { startTime: '13:00', endTime: '25:00', days: [1] })).toHaveProperty('endTime');
  });

  it('refuses a fourth break on a day, under the days', async () => {
    const three = [
      ...withBreakOnDays([], [2], '10:00', '10:15'),
      ...withBreakOnDays([], [2], '12:00', '12:30'),
      ...withBreakOnDays([], [2], '15:00', '15:15'),
    ];
    expect(await errorsOf(three, { startTime: '13:00', endTime: '13:30', days: [1, 2] })).toEqual({
      days: 'At most 3 breaks a day',
    });
    // a break that replaces one of the three (same times) keeps the count
    expect(await errorsOf(three, { startTime: '12:00', endTime: '12:45', days: [2] })).toEqual({});
  });

  it('refuses a day that is not a weekday number', async () => {
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [7] })).toHaveProperty(['days[0]']);
  });
});
