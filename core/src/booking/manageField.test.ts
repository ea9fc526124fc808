import { describe, expect, it } from 'vitest';
import { MANAGE_CUTOFF_FIELD_MESSAGE } from './manage';
import { manageCutoffFormSchema, manageCutoffFromForm } from './manageField';

const outcome = async (input: unknown) => {
  try {
    return await manageCutoffFormSchema.validate(input, { abortEarly: false });
  } catch (err) {
    return (err as Error).message;
  }
};

describe('manageCutoffFormSchema', () => {
  it('takes whole hours from 1 to 72 while online changes are allowed', async () => {
    for (const hours of [1, 24, 72, '12'])
      expect(await outcome({ allowed: true, hours })).toEqual({ allowed: true, hours: Number(hours) });
    for (const hours of [0, 73, 2.5, '', 'x', null])
      expect(await outcome({ allowed: true, hours })).toBe(MANAGE_CUTOFF_FIELD_MESSAGE);
  });

  it('ignores the hours while online changes are off', async () => {
    expect(await outcome({ allowed: false, hours: '' })).toEqual({ allowed: false, hours: '' });
    expect(await outcome({ allowed: false, hours: 500 })).toEqual({ allowed: false, hours: 500 });
  });
});

describe('manageCutoffFromForm', () => {
  it('stores the hours, or null when customers may not change bookings online', () => {
    expect(manageCutoffFromForm({ allowed: true, hours: 48 })).toBe(48);
    expect(manageCutoffFromForm({ allowed: true, hours: '6' })).toBe(6);
    expect(manageCutoffFromForm({ allowed: false, hours: 48 })).toBeNull();
  });
});
