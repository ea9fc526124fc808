import { describe, expect, test } from 'vitest';
import { FIELD_LIMITS } from '../validation/fieldLimits';
import { joinedNotes, mergeCustomerSchema, planCustomerMerge } from './merge';

const kept = { name: 'Ada Lovelace', phone: '+447911123456', email: '', notes: 'Likes a fade' };
const duplicate = { name: 'Ada L', phone: '+447911123457', email: 'ada@example.com', notes: 'Allergic to wax' };

describe('joinedNotes', () => {
  test('both notes, the kept first, a blank line between', () => {
    expect(joinedNotes('Likes a fade', 'Allergic to wax')).toBe('Likes a fade\n\nAllergic to wax');
  });
  test('one side empty or both the same gives one copy, trimmed', () => {
    expect(joinedNotes('', ' Allergic ')).toBe('Allergic');
    expect(joinedNotes(' Fade ', '')).toBe('Fade');
    expect(joinedNotes('Fade', ' Fade ')).toBe('Fade');
    expect(joinedNotes('', '')).toBe('');
  });
});

describe('planCustomerMerge', () => {
  test('the kept record keeps name and phone, takes the missing email and both notes', () => {
    expect(planCustomerMerge('c1', kept, duplicate)).toEqual({
      keptChanges: { email: 'ada@example.com', notes: 'Likes a fade\n\nAllergic to wax' },
      appointmentChanges: {
        customerId: 'c1',
        customerName: 'Ada Lovelace',
        customerPhone: '+447911123456',
        customerEmail: 'ada@example.com',
      },
    });
  });
  test('the kept email wins; nothing to change when the duplicate adds nothing', () => {
    const plan = planCustomerMerge('c1', { ...kept, email: 'kept@example.com' }, { ...duplicate, notes: 'Likes a fade' });
    expect(plan).toEqual({
      keptChanges: {},
      appointmentChanges: {
        customerId: 'c1',
        customerName: 'Ada Lovelace',
        customerPhone: '+447911123456',
        customerEmail: 'kept@example.com',
      },
    });
  });
  test('notes that fit exactly are joined; one character more refuses the merge', () => {
    const max = FIELD_LIMITS.customer.notes.max;
    const a = 'a'.repeat(500);
    const fits = 'b'.repeat(max - 500 - 2);
    expect(planCustomerMerge('c1', { ...kept, notes: a }, { ...duplicate, notes: fits })?.keptChanges.notes).toHaveLength(max);
    expect(planCustomerMerge('c1', { ...kept, notes: a }, { ...duplicate, notes: `${fits}b` })).toBeNull();
  });
});

describe('mergeCustomerSchema', () => {
  test('takes a document id only', async () => {
    await expect(mergeCustomerSchema.validate({ duplicateId: 'phone-p447911123456' })).resolves.toEqual({
      duplicateId: 'phone-p447911123456',
    });
    await expect(mergeCustomerSchema.validate({})).rejects.toThrow('duplicateId is required');
    await expect(mergeCustomerSchema.validate({ duplicateId: 'a/b' })).rejects.toThrow();
    await expect(mergeCustomerSchema.validate({ duplicateId: 42 })).rejects.toThrow();
  });
});
