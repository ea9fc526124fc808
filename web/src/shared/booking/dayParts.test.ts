import { describe, expect, it } from 'vitest';
import { dayPartOf, groupByDayPart } from './dayParts';

describe('parts of the day', () => {
  it('is Morning before 12:00, Afternoon from 12:00 to 16:59, Evening from 17:00', () => {
    expect(['00:00', '09:00', '11:59', '12:00', '16:59', '17:00', '23:59'].map(dayPartOf)).toEqual([
      'Morning',
      'Morning',
      'Morning',
      'Afternoon',
      'Afternoon',
      'Evening',
      'Evening',
    ]);
  });

  it('groups in the order of the day, keeps each part in order and leaves out empty parts', () => {
    const slot = (time: string) => ({ time, available: true });
    expect(groupByDayPart([slot('09:00'), slot('09:30'), slot('18:00')])).toEqual([
      { name: 'Morning', slots: [slot('09:00'), slot('09:30')] },
      { name: 'Evening', slots: [slot('18:00')] },
    ]);
    expect(groupByDayPart([])).toEqual([]);
  });
});
