import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  isEmailLogin,
  loginSchema,
  loginUsernames,
  normalizeLoginName,
  ownerNamesFromBusinessName,
  registerFormSchema,
  registerSchema,
  trialEndFrom,
  TRIAL_LENGTH_DAYS,
  usernameFor,
} from './registration';
import { messagesOf } from '../test-support/schemaErrors';

describe('registerSchema', () => {
  const valid = { businessName: 'Fresh Fades', email: 'Owner@Example.com ', password: 'secret12' };

  it('accepts a complete registration and normalizes the email', async () => {
    const out = await registerSchema.validate(valid);
    expect(out.email).toBe('owner@example.com');
  });

  it('refuses a business name without letters or digits', async () => {
    await expect(registerSchema.validate({ ...valid, businessName: '!!!' })).rejects.toThrow(
      'Business name must contain letters or digits',
    );
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
    await expect(changePasswordSchema.validate({ currentPassword: 'a', newPassword: 'abcdef' })).resolves.toMatchObject({
      currentPassword: 'a',
      newPassword: 'abcdef',
    });
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

describe('chosen usernames at registration', () => {
  const valid = { ownerName: 'Jordan Smith', businessName: 'Classic Cuts', email: 'owner@example.com', password: 'secret' };

  it('takes a chosen username lowercased, and keeps the derived one for callers who send none', async () => {
    const out = await registerSchema.validate({ ...valid, username: ' Classic-Cuts-Leeds ' });
    expect(out.username).toBe('classic-cuts-leeds');
    expect(usernameFor(out)).toBe('classic-cuts-leeds');
    expect(usernameFor(await registerSchema.validate(valid))).toBe('classiccuts');
  });

  it('refuses a username outside the slug rules with its reason', async () => {
    expect(await messagesOf(registerSchema, { ...valid, username: 'ab' })).toEqual(['Username must be at least 3 characters']);
    expect(await messagesOf(registerSchema, { ...valid, username: 'classic_cuts' })).toEqual([
      'Username can use lowercase letters, digits and hyphens only',
    ]);
    expect(await messagesOf(registerSchema, { ...valid, username: 'api' })).toEqual([expect.stringMatching(/reserved/)]);
    expect(await messagesOf(registerFormSchema, { ...valid, username: '' })).toEqual(['Please fill in all required fields']);
    expect(await messagesOf(registerFormSchema, { ...valid, username: 'classic--cuts' })).toEqual([
      expect.stringMatching(/two in a row/),
    ]);
  });

  it('signs in with a chosen username as typed, then with the derived form', () => {
    expect(loginUsernames(' Classic-Cuts-Leeds ')).toEqual(['classic-cuts-leeds', 'classiccutsleeds']);
    expect(loginUsernames('Classic Cuts')).toEqual(['classiccuts']);
    // never a document path: only a well-formed username is tried as typed
    expect(loginUsernames('a/b')).toEqual(['ab']);
    expect(loginUsernames('..')).toEqual([]);
    expect(loginUsernames('__x__')).toEqual(['x']);
    expect(loginUsernames('classiccuts')).toEqual(['classiccuts']);
    expect(loginUsernames(' Owner@Example.COM ')).toEqual(['owner@example.com']);
    expect(loginUsernames('!!!')).toEqual([]);
  });
});

describe('registerSchema, field by field', () => {
  const valid = { ownerName: 'Jordan Smith', businessName: 'Fresh Fades', email: 'owner@example.com', password: 'secret' };

  it('takes a password of 6 to 128 characters as typed, spaces included', async () => {
    await expect(registerSchema.validate({ ...valid, password: ' pass ' })).resolves.toMatchObject({ password: ' pass ' });
    expect(await messagesOf(registerSchema, { ...valid, password: 'abcde' })).toEqual(['Password must be at least 6 characters']);
    expect(await messagesOf(registerSchema, { ...valid, password: 'a'.repeat(128) })).toEqual([]);
    expect(await messagesOf(registerSchema, { ...valid, password: 'a'.repeat(129) })).toEqual([
      'Password must be at most 128 characters',
    ]);
    expect(await messagesOf(registerSchema, { ...valid, password: undefined })).toEqual(['Password is required']);
    expect(await messagesOf(registerSchema, { ...valid, password: 123456 })).toEqual(['Password must be text']);
  });

  it('takes a business name of up to 100 characters, trimmed', async () => {
    await expect(registerSchema.validate({ ...valid, businessName: ' Fresh Fades ' })).resolves.toMatchObject({
      businessName: 'Fresh Fades',
    });
    expect(await messagesOf(registerSchema, { ...valid, businessName: 'a'.repeat(100) })).toEqual([]);
    expect(await messagesOf(registerSchema, { ...valid, businessName: 'a'.repeat(101) })).toEqual([
      'Business name must be at most 100 characters',
    ]);
    expect(await messagesOf(registerSchema, { ...valid, businessName: '  ' })).toEqual(['Business name is required']);
    expect(await messagesOf(registerSchema, { ...valid, businessName: 'é' })).toEqual([
      'Business name must contain letters or digits',
    ]);
    expect(await messagesOf(registerSchema, { ...valid, businessName: '7' })).toEqual([]);
  });

  it('needs an email of at most 254 characters', async () => {
    expect(await messagesOf(registerSchema, { ...valid, email: undefined })).toEqual(['Email is required']);
    expect(
      await messagesOf(registerSchema, {
        ...valid,
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`,
      }),
    ).toEqual(['Email must be at most 254 characters']);
  });

  it('takes a chosen username of up to 30 characters, trimmed and lowercased', async () => {
    await expect(registerSchema.validate({ ...valid, username: ' Fresh ' })).resolves.toMatchObject({ username: 'fresh' });
    expect(await messagesOf(registerSchema, { ...valid, username: 'u'.repeat(30) })).toEqual([]);
    expect(await messagesOf(registerSchema, { ...valid, username: 'u'.repeat(31) })).toEqual([
      'Username must be at most 30 characters',
    ]);
  });

  it('takes Stripe ids of letters, digits and underscores, up to 255 characters, or null', async () => {
    await expect(
      registerSchema.validate({ ...valid, stripeCustomerId: 'cus_ABC123', stripeSubscriptionId: null }),
    ).resolves.toMatchObject({ stripeCustomerId: 'cus_ABC123', stripeSubscriptionId: null });
    expect(await messagesOf(registerSchema, { ...valid, stripeCustomerId: '' })).toEqual([]);
    expect(await messagesOf(registerSchema, { ...valid, stripeCustomerId: 'c'.repeat(255) })).toEqual([]);
    expect(await messagesOf(registerSchema, { ...valid, stripeCustomerId: 'c'.repeat(256) })).toEqual([
      'stripeCustomerId must be at most 255 characters',
    ]);
    expect(await messagesOf(registerSchema, { ...valid, stripeCustomerId: 'cus-1', stripeSubscriptionId: 'sub 1' })).toEqual([
      'stripeCustomerId is not a Stripe id',
      'stripeSubscriptionId is not a Stripe id',
    ]);
    expect(await messagesOf(registerSchema, { ...valid, stripeSubscriptionId: 'x/sub_1' })).toEqual([
      'stripeSubscriptionId is not a Stripe id',
    ]);
    expect(await messagesOf(registerSchema, { ...valid, stripeSubscriptionId: 'sub_1$' })).toEqual([
      'stripeSubscriptionId is not a Stripe id',
    ]);
  });
});

describe('loginSchema, field by field', () => {
  it('trims the username and not the password', async () => {
    await expect(loginSchema.validate({ username: ' freshfades ', password: ' pw ' })).resolves.toEqual({
      username: 'freshfades',
      password: ' pw ',
    });
  });

  it('asks for both fields, whichever is missing', async () => {
    expect(await messagesOf(loginSchema, { password: 'pw' })).toEqual(['Please enter both username and password']);
    expect(await messagesOf(loginSchema, { username: ' ', password: '' })).toEqual([
      'Please enter both username and password',
      'Please enter both username and password',
    ]);
  });

  it('bounds both fields', async () => {
    expect(await messagesOf(loginSchema, { username: 'u'.repeat(254), password: 'p'.repeat(128) })).toEqual([]);
    expect(await messagesOf(loginSchema, { username: 'u'.repeat(255), password: 'p'.repeat(129) })).toEqual([
      'Username must be at most 254 characters',
      'Password must be at most 128 characters',
    ]);
    expect(await messagesOf(loginSchema, { username: ['u'], password: 1 })).toEqual([
      'Username must be text',
      'Password must be text',
    ]);
  });
});

describe('changePasswordSchema, field by field', () => {
  it('keeps the current password as typed and bounds both', async () => {
    await expect(changePasswordSchema.validate({ currentPassword: ' old ', newPassword: ' newpass ' })).resolves.toEqual({
      currentPassword: ' old ',
      newPassword: ' newpass ',
    });
    expect(await messagesOf(changePasswordSchema, {})).toEqual(['Current password is required', 'New password is required']);
    expect(await messagesOf(changePasswordSchema, { currentPassword: 'c'.repeat(129), newPassword: 'short' })).toEqual([
      'Current password must be at most 128 characters',
      'New password must be at least 6 characters',
    ]);
    expect(await messagesOf(changePasswordSchema, { currentPassword: 'c'.repeat(128), newPassword: 'n'.repeat(129) })).toEqual([
      'New password must be at most 128 characters',
    ]);
  });
});

describe('account helpers, edges', () => {
  it('splits the owner names on any white space', () => {
    expect(ownerNamesFromBusinessName('Cuts\tand\n Co')).toEqual({ firstName: 'Cuts', lastName: 'and Co' });
    expect(ownerNamesFromBusinessName('   ')).toEqual({ firstName: '', lastName: '' });
  });

  it('ends a trial after the days given, seven by default', () => {
    expect(TRIAL_LENGTH_DAYS).toBe(7);
    expect(trialEndFrom(new Date('2026-03-01T10:00:00Z'), 1).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(trialEndFrom(new Date('2026-03-01T10:00:00Z'), 0).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('reads a login with an @ as an email, anything else as a username', () => {
    expect(isEmailLogin('owner@example.com')).toBe(true);
    expect(isEmailLogin('@')).toBe(true);
    expect(isEmailLogin('freshfades')).toBe(false);
    expect(normalizeLoginName('  Fresh Fades! ')).toBe('freshfades');
    expect(normalizeLoginName('\tOwner@Example.com')).toBe('owner@example.com');
  });
});

describe('registerFormSchema', () => {
  const valid = {
    ownerName: 'Jordan Smith',
    businessName: 'Fresh Fades',
    username: 'fresh-fades',
    email: 'owner@example.com',
    password: 'secret',
  };

  it('accepts what registerSchema accepts', async () => {
    expect(await messagesOf(registerFormSchema, valid)).toEqual([]);
  });

  it("answers the spec's one message for each empty field", async () => {
    expect(await messagesOf(registerFormSchema, {})).toEqual([
      'Please fill in all required fields',
      'Please fill in all required fields',
      'Please fill in all required fields',
      'Please fill in all required fields',
      'Please fill in all required fields',
    ]);
    expect(await messagesOf(registerFormSchema, { ...valid, ownerName: ' ' })).toEqual(['Please fill in all required fields']);
    expect(await messagesOf(registerFormSchema, { ...valid, businessName: '   ' })).toEqual([
      'Please fill in all required fields',
    ]);
    expect(await messagesOf(registerFormSchema, { ...valid, email: '' })).toEqual(['Please fill in all required fields']);
    // Formik hands an empty input over as undefined
    expect(await messagesOf(registerFormSchema, { ...valid, password: undefined })).toEqual([
      'Please fill in all required fields',
    ]);
  });

  it("keeps registerSchema's messages for a filled but wrong field", async () => {
    expect(await messagesOf(registerFormSchema, { ...valid, businessName: '!!!' })).toEqual([
      'Business name must contain letters or digits',
    ]);
    expect(await messagesOf(registerFormSchema, { ...valid, email: 'nope' })).toEqual(['Enter a valid email address']);
    expect(await messagesOf(registerFormSchema, { ...valid, password: '12345' })).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(await messagesOf(registerFormSchema, { ...valid, password: '123456' })).toEqual([]);
  });

  it('leaves registerSchema answering its own messages', async () => {
    expect(await messagesOf(registerSchema, { email: 'a@b.co', password: 'secret12' })).toEqual(['Business name is required']);
    expect(await messagesOf(registerSchema, { businessName: 'Fades', email: 'a@b.co' })).toEqual(['Password is required']);
  });
});

describe('changePasswordFormSchema', () => {
  const valid = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };

  it('accepts a confirmed new password', async () => {
    expect(await messagesOf(changePasswordFormSchema, valid)).toEqual([]);
  });

  it("answers the spec's message for any empty field", async () => {
    expect(await messagesOf(changePasswordFormSchema, { ...valid, currentPassword: '' })).toEqual([
      'Please fill in all password fields',
    ]);
    expect(await messagesOf(changePasswordFormSchema, { ...valid, newPassword: undefined, confirmPassword: undefined })).toEqual([
      'Please fill in all password fields',
      'Please fill in all password fields',
    ]);
  });

  it('refuses a confirmation that differs, and a short new password', async () => {
    expect(await messagesOf(changePasswordFormSchema, { ...valid, confirmPassword: 'new-pasS' })).toEqual([
      "New password and confirmation don't match",
    ]);
    expect(await messagesOf(changePasswordFormSchema, { ...valid, newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual([
      'New password must be at least 6 characters',
    ]);
    expect(await messagesOf(changePasswordFormSchema, { ...valid, currentPassword: 'x'.repeat(129) })).toEqual([
      'Current password must be at most 128 characters',
    ]);
  });
});
