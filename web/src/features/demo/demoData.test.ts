import { describe, expect, it } from 'vitest';
import { canAdvance, DEMO_TIMES } from './demoData';

const blank = { serviceId: null, barberId: null, date: '2030-01-01', time: null, name: '', email: '' };

describe('demo', () => {
  it('blocks Next until a service, then a barber is chosen', () => {
    expect(canAdvance(0, blank)).toBe(false);
    expect(canAdvance(0, { ...blank, serviceId: 'cut' })).toBe(true);
    expect(canAdvance(1, { ...blank, serviceId: 'cut' })).toBe(false);
    expect(canAdvance(1, { ...blank, barberId: 'james' })).toBe(true);
  });
  it('offers the fixed sample times', () => {
    expect(DEMO_TIMES[0]).toBe('09:00');
    expect(DEMO_TIMES).toContain('11:30');
    expect(DEMO_TIMES).not.toContain('12:00');
    expect(DEMO_TIMES.at(-1)).toBe('16:30');
  });
});
