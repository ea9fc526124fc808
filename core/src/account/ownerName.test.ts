import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/templates';
import { ownerGreetingName, ownerNamesAtRegistration, registerFormSchema, registerSchema } from './registration';

describe("the owner's own name", () => {
  it('is stored split in first and last name; without one, the business name as before', () => {
    expect(ownerNamesAtRegistration({ ownerName: ' Jordan  Lee Smith ', businessName: 'Classic Cuts' })).toEqual({
      firstName: 'Jordan',
      lastName: 'Lee Smith',
    });
    expect(ownerNamesAtRegistration({ businessName: 'Classic Cuts' })).toEqual({ firstName: 'Classic', lastName: 'Cuts' });
    expect(ownerNamesAtRegistration({ ownerName: '  ', businessName: 'Classic Cuts' })).toEqual({
      firstName: 'Classic',
      lastName: 'Cuts',
    });
  });

  it('greets by the first name, never by the business name split in two', () => {
    expect(ownerGreetingName({ firstName: 'Jordan', lastName: 'Smith', pendingBusinessName: 'Classic Cuts' })).toBe('Jordan');
    expect(ownerGreetingName({ firstName: 'Classic', lastName: 'Cuts', pendingBusinessName: 'Classic Cuts' })).toBe('');
    // an owner called like their shop's first word is still greeted by name
    expect(ownerGreetingName({ firstName: 'Classic', lastName: 'Smith', pendingBusinessName: 'Classic Cuts' })).toBe('Classic');
    expect(ownerGreetingName({ firstName: 'Jordan', lastName: '' })).toBe('Jordan');
    // after onboarding the business name is the shop's: still not greeted "Hi Classic"
    expect(ownerGreetingName({ firstName: 'Classic', lastName: 'Cuts' }, 'Classic Cuts')).toBe('');
    expect(ownerGreetingName({ firstName: 'Jordan', lastName: 'Smith' }, 'Classic Cuts')).toBe('Jordan');
  });

  it('the welcome says "Hi Jordan" with a name, "Hi there" without', () => {
    const facts = { businessName: 'Classic Cuts', username: 'classiccuts', appUrl: 'https://app.example' };
    const named = renderEmail('welcome', { ...facts, firstName: 'Jordan' });
    expect(named.html).toContain('<p>Hi Jordan,</p>');
    expect(named.text).toMatch(/^Hi Jordan,\n/);
    const unnamed = renderEmail('welcome', { ...facts, firstName: '' });
    expect(unnamed.html).toContain('<p>Hi there,</p>');
    expect(unnamed.text).toMatch(/^Hi there,\n/);
    expect(unnamed.text).not.toContain('Hi Classic');
  });

  it('the API takes it optionally (the spec callers send none); the form asks for it', async () => {
    const base = { businessName: 'Classic Cuts', email: 'a@b.example', password: 'secret-pass' };
    await expect(registerSchema.validate(base)).resolves.toMatchObject(base);
    await expect(registerSchema.validate({ ...base, ownerName: 'x'.repeat(101) })).rejects.toThrow(
      'Your name must be at most 100 characters',
    );
    await expect(registerFormSchema.validate({ ...base, ownerName: '' })).rejects.toThrow('Please fill in all required fields');
    await expect(registerFormSchema.validate({ ...base, username: 'classic-cuts', ownerName: 'Jordan' })).resolves.toMatchObject({
      ownerName: 'Jordan',
    });
  });
});
