import { describe, expect, it } from 'vitest';
import {
  parseAccountIdentifier,
  passwordResetRequestSchema,
  resetCodeOf,
  resetPasswordFormSchema,
  RESET_IDENTIFIER_REQUIRED_MESSAGE,
  RESET_PASSWORD_MISMATCH_MESSAGE,
} from './passwordReset';
import { messagesOf } from '../test-support/schemaErrors';

describe('parseAccountIdentifier', () => {
  it('reads a username as sign-in does: lowercase, spaces and symbols dropped', () => {
    expect(parseAccountIdentifier('Classic Cuts')).toEqual({ kind: 'username', username: 'classiccuts' });
    expect(parseAccountIdentifier('  fresh-fades ')).toEqual({ kind: 'username', username: 'freshfades' });
  });

  it('reads anything with an @ as an email, trimmed and lowercase', () => {
    expect(parseAccountIdentifier(' Owner@Example.COM ')).toEqual({ kind: 'email', email: 'owner@example.com' });
  });

  it('gives null when nothing usable is left', () => {
    expect(parseAccountIdentifier('')).toBeNull();
    expect(parseAccountIdentifier('   ')).toBeNull();
    expect(parseAccountIdentifier('!!!')).toBeNull();
  });
});

describe('passwordResetRequestSchema', () => {
  it('takes a username or an email, trimmed', async () => {
    expect(await passwordResetRequestSchema.validate({ identifier: ' classiccuts ' })).toEqual({ identifier: 'classiccuts' });
  });

  it('refuses an empty, missing, non-string or overlong identifier', async () => {
    expect(await messagesOf(passwordResetRequestSchema, { identifier: '  ' })).toEqual([RESET_IDENTIFIER_REQUIRED_MESSAGE]);
    expect(await messagesOf(passwordResetRequestSchema, {})).toEqual([RESET_IDENTIFIER_REQUIRED_MESSAGE]);
    await expect(passwordResetRequestSchema.validate({ identifier: 12 })).rejects.toThrow();
    expect(await messagesOf(passwordResetRequestSchema, { identifier: 'a'.repeat(255) })).toEqual([
      'Username or email must be at most 254 characters',
    ]);
    expect(await passwordResetRequestSchema.isValid({ identifier: 'a'.repeat(254) })).toBe(true);
  });
});

describe('resetPasswordFormSchema', () => {
  it('takes a new password of 6 to 128 characters typed twice', async () => {
    expect(await resetPasswordFormSchema.isValid({ newPassword: 'secret', confirmPassword: 'secret' })).toBe(true);
    const long = 'x'.repeat(128);
    expect(await resetPasswordFormSchema.isValid({ newPassword: long, confirmPassword: long })).toBe(true);
  });

  it('says what is wrong', async () => {
    expect(await messagesOf(resetPasswordFormSchema, { newPassword: 'short', confirmPassword: 'short' })).toEqual([
      'New password must be at least 6 characters',
    ]);
    expect(await messagesOf(resetPasswordFormSchema, { newPassword: 'secret12', confirmPassword: 'secret13' })).toEqual([
      RESET_PASSWORD_MISMATCH_MESSAGE,
    ]);
    expect(await messagesOf(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' })).toEqual([
      'New password is required',
      'New password must be at least 6 characters',
      'Please confirm your new password',
    ]);
    const tooLong = 'x'.repeat(129);
    expect(await messagesOf(resetPasswordFormSchema, { newPassword: tooLong, confirmPassword: tooLong })).toEqual([
      'New password must be at most 128 characters',
    ]);
  });

  it('keeps spaces of a password as typed', async () => {
    const out = await resetPasswordFormSchema.validate({ newPassword: ' secret ', confirmPassword: ' secret ' });
    expect(out.newPassword).toBe(' secret ');
  });
});

describe('resetCodeOf', () => {
  const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

  it('reads the code of a password reset link, trimmed', () => {
    expect(resetCodeOf(query({ mode: 'resetPassword', oobCode: 'abc-123', apiKey: 'k', lang: 'en' }))).toBe('abc-123');
    expect(resetCodeOf(query({ mode: 'resetPassword', oobCode: ' abc ' }))).toBe('abc');
  });

  it('gives null for another action, a missing or blank code, or no parameters', () => {
    expect(resetCodeOf(query({ mode: 'verifyEmail', oobCode: 'abc' }))).toBeNull();
    expect(resetCodeOf(query({ mode: 'resetPassword' }))).toBeNull();
    expect(resetCodeOf(query({ mode: 'resetPassword', oobCode: ' ' }))).toBeNull();
    expect(resetCodeOf(query({ mode: 'resetPassword', oobCode: '' }))).toBeNull();
    expect(resetCodeOf(query({ oobCode: 'abc' }))).toBeNull();
    expect(resetCodeOf(query({}))).toBeNull();
  });
});
