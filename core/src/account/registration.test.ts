import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  loginSchema,
  normalizeLoginName,
  ownerNamesFromBusinessName,
  registerSchema,
  trialEndFrom,
} from './registration';

describe('registerSchema', () => {
  const valid = { businessName: 'Fresh Fades', email: 'Owner@Example.com ', password: 'secret12' };

  it('accepts a complete registration and normalizes the email', async () => {
    const out = await registerSchema.validate(valid);
    expect(out.email).toBe('owner@example.com');
  });

  it('refuses a business name without letters or digits', async () => {
    await expect(registerSchema.validate({ ...valid, businessName: '!!!' })).rejects.toThrow('Business name must contain letters or digits');
  });

  it('refuses a short password, a bad email and missing fields', async () => {
    await expect(registerSchema.validate({ ...valid, password: '123' })).rejects.toThrow('at least 6');
    await expect(registerSchema.validate({ ...valid, email: 'nope' })).rejects.toThrow('valid email');
    await expect(registerSchema.validate({ email: 'a@b.co', password: 'secret12' })).rejects.toThrow('Business name is required');
  });
});

describe('loginSchema and changePasswordSchema', () => {
  it('need both fields', async () => {
    await expect(loginSchema.validate({ username: 'x' })).rejects.toThrow('Please enter both username and password');
    await expect(changePasswordSchema.validate({ currentPassword: 'a' })).rejects.toThrow('New password is required');
    await expect(changePasswordSchema.validate({ currentPassword: 'a', newPassword: 'abcdef' })).resolves.toMatchObject({ currentPassword: 'a', newPassword: 'abcdef' });
  });
});

describe('ownerNamesFromBusinessName', () => {
  it('splits the first word from the rest', () => {
    expect(ownerNamesFromBusinessName('  Royal  Fade Studio ')).toEqual({ firstName: 'Royal', lastName: 'Fade Studio' });
    expect(ownerNamesFromBusinessName('Fades')).toEqual({ firstName: 'Fades', lastName: '' });
    expect(ownerNamesFromBusinessName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('trialEndFrom', () => {
  it('is seven days later', () => {
    expect(trialEndFrom(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});

describe('normalizeLoginName', () => {
  it('derives a username from what was typed, and keeps emails whole', () => {
    expect(normalizeLoginName('Classic Cuts')).toBe('classiccuts');
    expect(normalizeLoginName(' Owner@Example.COM ')).toBe('owner@example.com');
  });
});
