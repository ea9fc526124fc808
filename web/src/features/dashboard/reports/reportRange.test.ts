import { describe, expect, it } from 'vitest';
import { PRESETS, rangeProblem } from './reportRange';

const preset = (label: string, today: string) => PRESETS.find((p) => p.label === label)!.range(today);

describe('the quick ranges', () => {
  it('this week runs Monday to Sunday, by day, on a Sunday too', () => {
    expect(preset('This week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29', by: 'day' });
    expect(preset('This week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06', by: 'day' });
  });

  it('the last 4 weeks end with this one, by week', () => {
    expect(preset('Last 4 weeks', '2026-11-24')).toEqual({ from: '2026-11-02', to: '2026-11-29', by: 'week' });
  });

  it('the last 12 months end with this one, by month, within the 366 days a report may cover', () => {
    expect(preset('Last 12 months', '2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-01-31', by: 'month' });
    const leap = preset('Last 12 months', '2028-12-31');
    expect(leap).toEqual({ from: '2028-01-01', to: '2028-12-31', by: 'month' });
    expect(rangeProblem(leap)).toBeNull();
  });
});

describe('rangeProblem', () => {
  it('says what the API would refuse', () => {
    expect(rangeProblem({ from: '2026-11-23', to: '2026-11-23' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-23' })).toBe('Choose both dates');
    expect(rangeProblem({ from: '2026-11-23', to: '' })).toBe('Choose both dates');
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-23' })).toBe('The end date cannot be before the start date');
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('A report covers at most 366 days');
  });
});
