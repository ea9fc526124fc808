import { describe, expect, it } from 'vitest';
import { canRemoveRow, DEFAULT_WIZARD_HOURS, DEFAULT_WIZARD_SERVICES, namedRows, wizardProgress, wizardSchema } from './wizard';

describe('wizardProgress', () => {
  it('labels the step and the percent complete', () => {
    expect(wizardProgress(1)).toEqual({ label: 'Step 1 of 4', percent: 25 });
    expect(wizardProgress(4)).toEqual({ label: 'Step 4 of 4', percent: 100 });
    expect(wizardProgress(9).label).toBe('Step 4 of 4');
  });
});

describe('wizard defaults', () => {
  it('has the spec services and hours', () => {
    expect(DEFAULT_WIZARD_SERVICES).toEqual([
      { name: 'Haircut & Style', description: '', duration: 45, price: '35.00' },
      { name: 'Beard Trim', description: '', duration: 30, price: '20.00' },
    ]);
    const byDay = Object.fromEntries(DEFAULT_WIZARD_HOURS.map((h) => [h.dayOfWeek, h]));
    expect(byDay[0]).toMatchObject({ startTime: '10:00', endTime: '16:00', isActive: false });
    expect(byDay[3]).toMatchObject({ startTime: '09:00', endTime: '18:00', isActive: true });
    expect(byDay[6]).toMatchObject({ startTime: '09:00', endTime: '17:00', isActive: true });
  });
});

describe('rows', () => {
  it('skips rows with empty names and trims the rest', () => {
    expect(namedRows([{ name: ' Sam ' }, { name: '  ' }, { name: '' }])).toEqual([{ name: 'Sam' }]);
  });
  it('keeps at least one row', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});

describe('wizardSchema', () => {
  const details = { name: 'Fresh Fades', address: '1 High St' };
  it('checks the duration and price of named service rows only', async () => {
    await expect(wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 45, price: '35' }] })).resolves.toMatchObject({ services: [{ name: 'Cut', duration: 45, price: '35' }] });
    await expect(wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 200, price: '35' }] })).rejects.toThrow('At most 180');
    await expect(wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 10, price: '35' }] })).rejects.toThrow('At least 15');
    await expect(wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 30, price: '-2' }] })).rejects.toThrow('0 or more');
    await expect(wizardSchema.validate({ details, services: [{ name: '', duration: 999, price: 'x' }] })).resolves.toEqual({ details, services: [{ name: '', duration: null, price: 'x' }] });
  });
  it('needs a name and an address', async () => {
    await expect(wizardSchema.validate({ details: { name: '', address: '' } })).rejects.toThrow();
  });
});
