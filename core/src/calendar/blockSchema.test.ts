import { describe, expect, it } from 'vitest';
import { blockTimeSchema, newCustomerSchema } from './blockSchema';

const today = '2026-11-23';
const valid = { startDate: '2026-11-24', endDate: '2026-11-24', isAllDay: false, startTime: '12:00', endTime: '13:00', reason: 'lunch', notes: '' };
const errorsOf = async (input: object) => {
  try {
    await blockTimeSchema(today).validate(input, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('Block Time validation', () => {
  it('accepts a timed block and an all-day block without times', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    const allDay = await blockTimeSchema(today).validate({ ...valid, isAllDay: true, startTime: '', endTime: undefined });
    expect(allDay.startTime).toBeNull();
  });
  it('allows today but not the past', async () => {
    expect(await errorsOf({ ...valid, startDate: today, endDate: today })).toEqual([]);
    expect(await errorsOf({ ...valid, startDate: '2026-11-22' })).toContain('Start date cannot be earlier than today');
  });
  it('refuses an end before the start, missing times, and an unknown reason', async () => {
    expect(await errorsOf({ ...valid, endDate: '2026-11-23', startDate: '2026-11-25' })).toContain('End date cannot be before start date');
    expect(await errorsOf({ ...valid, startTime: '' })).toContain('Start time is required');
    expect(await errorsOf({ ...valid, endTime: '11:00' })).toContain('End time must be after start time');
    expect(await errorsOf({ ...valid, reason: '' })).toContain('Reason is required');
    expect(await errorsOf({ ...valid, reason: 'party' })).toContain('Choose a reason from the list');
  });
});

describe('new customer (owner)', () => {
  it('needs a name and a phone; email is optional', async () => {
    await expect(newCustomerSchema.validate({ name: 'Ada', phone: '07700' })).resolves.toMatchObject({ email: '' });
    await expect(newCustomerSchema.validate({ name: '', phone: '07700' })).rejects.toThrow('Customer name is required');
    await expect(newCustomerSchema.validate({ name: 'Ada', phone: '' })).rejects.toThrow('Phone number is required');
  });
});
