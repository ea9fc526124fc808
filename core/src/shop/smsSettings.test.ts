import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { smsSettingsOf, smsSettingsSchema } from './smsSettings';

async function refusal(input: unknown): Promise<string[]> {
  try {
    await smsSettingsSchema.validate(input, { abortEarly: false });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

describe('a shop’s text settings', () => {
  it('fills in what a shop from before texts never stored', () => {
    expect(smsSettingsOf({})).toEqual({ enabled: true, secondReminder: false });
    expect(smsSettingsOf({ sms: { secondReminder: true } })).toEqual({ enabled: true, secondReminder: true });
    expect(smsSettingsOf({ sms: { enabled: false, secondReminder: false } })).toEqual({ enabled: false, secondReminder: false });
  });

  it('takes both switches as true or false, and nothing else', async () => {
    expect(await refusal({ enabled: false, secondReminder: true })).toEqual([]);
    expect(await refusal({ enabled: 'yes', secondReminder: true })).toEqual(['enabled must be true or false']);
    expect(await refusal({ enabled: true })).toEqual(['secondReminder is required']);
    expect(await refusal({ enabled: true, secondReminder: false, allowance: 1000 })).toEqual([
      'The text settings have an unknown field',
    ]);
  });
});
