import { describe, expect, it } from 'vitest';
import { newBreakSchema, weeklyBreaksSchema, withBreakOnDays } from './schedule';

const errorsOf = async (current: Parameters<typeof newBreakSchema>[0], input: object) => {
  try {
    await newBreakSchema(current).validate(input, { abortEarly: false });
    return {};
  } catch (e) {
    // every message of a field, so a second one under the same field shows too
    const errors: Record<string, string> = {};
    for (const i of (e as { inner: { path: string; message: string }[] }).inner)
      errors[i.path] = errors[i.path] ? `${errors[i.path]} | ${i.message}` : i.message;
    return errors;
  }
};

describe('the "add a break" form', () => {
  it('takes a lunch on Monday to Friday', async () => {
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [1, 2, 3, 4, 5] })).toEqual({});
  });

  it('needs both times, a day, and an end after the start', async () => {
    expect(await errorsOf([], { days: [] })).toEqual({
      startTime: 'Start time is required',
      endTime: 'End time is required',
      days: 'Choose at least one day',
    });
    expect(await errorsOf([], { startTime: '13:30', endTime: '13:30', days: [1] })).toEqual({
      endTime: 'A break must end after it starts',
    });
    expect(await errorsOf([], { startTime: '13:00', endTime: '25:00', days: [1] })).toHaveProperty('endTime');
    // a missing time is said once, under its field, not again under the days or the order
    // (Formik sends an empty field as undefined)
    expect(await errorsOf([], { startTime: undefined, endTime: undefined, days: [1] })).toEqual({
      startTime: 'Start time is required',
      endTime: 'End time is required',
    });
    expect(await errorsOf([], { startTime: '13:00', days: [1] })).toEqual({ endTime: 'End time is required' });
    expect(await errorsOf([], { endTime: '13:00', days: [1] })).toEqual({ startTime: 'Start time is required' });
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

  it('takes Sunday (0) and Saturday (6), and needs the days', async () => {
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [0, 6] })).toEqual({});
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30' })).toEqual({ days: 'Choose at least one day' });
  });

  it('refuses a day that is not a weekday number', async () => {
    // said under that day only, not again for the week
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [1, 7] })).toEqual({
      'days[1]': 'Choose days of the week',
    });
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [7] })).toEqual({
      'days[0]': 'Choose days of the week',
    });
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [-1] })).toEqual({
      'days[0]': 'Choose days of the week',
    });
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: [1.5] })).toEqual({
      'days[0]': 'Choose days of the week',
    });
    expect(await errorsOf([], { startTime: '13:00', endTime: '13:30', days: ['1'] })).toEqual({
      'days[0]': 'Day must be a number',
    });
  });
});

describe("a barber's week of breaks", () => {
  it("says a break that ends before it starts under that break's end time", async () => {
    await expect(weeklyBreaksSchema.validate([{ dayOfWeek: 1, startTime: '13:30', endTime: '13:00' }])).rejects.toMatchObject({
      path: '[0].endTime',
      message: 'A break must end after it starts',
    });
  });
});
