import * as yup from 'yup';
import { strictString } from '../validation/fields';
import { emailAddress } from '../validation/builders';
import { deriveUsername, usernameProblem } from './username';

/** Firebase Auth refuses shorter passwords, so the API says so before Auth does. */
export const PASSWORD_MIN_LENGTH = 6;
export const TRIAL_LENGTH_DAYS = 7;

/** A new password's rules (registration, change, reset): Firebase Auth's minimum, a sane maximum. */
export const newPasswordField = (label: string, requiredMessage = `${label} is required`) =>
  strictString(label, { trim: false })
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(128, `${label} must be at most 128 characters`);

/**
 * The business name registration and create-subscription take: its username (the slug of its
 * letters and digits) must not be empty, or no account could hold it.
 */
export const businessNameField = (requiredMessage = 'Business name is required') =>
  strictString('Business name')
    .required(requiredMessage)
    .max(100, 'Business name must be at most 100 characters')
    .test('has-username', 'Business name must contain letters or digits', (v) => !v || deriveUsername(v).length > 0);

/**
 * The username the owner chose (also the shop's booking link): lowercased and trimmed, then it
 * must pass usernameProblem. Optional in the API for the spec's older callers, who get the
 * username derived from the business name (usernameFor).
 */
export const chosenUsernameField = () =>
  strictString('Username')
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
    .test('username-rules', (value, ctx) => {
      if (value === undefined || value === null || value === '') return true;
      const problem = usernameProblem(value);
      return problem ? ctx.createError({ message: problem }) : true;
    })
    .optional();

/** The username an account gets: the one chosen, else the spec's derivation from the business name. */
export function usernameFor(input: { username?: string | null; businessName: string }): string {
  return input.username ? input.username : deriveUsername(input.businessName);
}

/**
 * POST /api/register. `username` is the one the owner chose (chosenUsernameField); `trialEndsAt` likewise is left out (the server
 * computes the trial's end), so whatever a caller sends there is dropped unread. The Stripe fields are the billing issue's seam.
 */
const stripeId = (label: string) =>
  strictString(label)
    .max(255, `${label} must be at most 255 characters`)
    .matches(/^[A-Za-z0-9_]*$/, `${label} is not a Stripe id`)
    .nullable()
    .optional();

/** The owner's own name (the emails greet them by it); optional in the API, asked by the form. */
export const ownerNameField = () => strictString('Your name').max(100, 'Your name must be at most 100 characters');

export const registerSchema = yup.object({
  businessName: businessNameField(),
  ownerName: ownerNameField().optional(),
  email: emailAddress('Email').required('Email is required'),
  password: newPasswordField('Password'),
  username: chosenUsernameField(),
  stripeCustomerId: stripeId('stripeCustomerId'),
  stripeSubscriptionId: stripeId('stripeSubscriptionId'),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

/** POST /api/login: a username (or the account's email) and its password. */
export const loginSchema = yup.object({
  username: strictString('Username')
    .required('Please enter both username and password')
    .max(254, 'Username must be at most 254 characters'),
  password: strictString('Password', { trim: false })
    .required('Please enter both username and password')
    .max(128, 'Password must be at most 128 characters'),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** POST /api/user/change-password. */
export const changePasswordSchema = yup.object({
  currentPassword: strictString('Current password', { trim: false })
    .required('Current password is required')
    .max(128, 'Current password must be at most 128 characters'),
  newPassword: newPasswordField('New password'),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

/**
 * Registration asks for a business name only, so the owner's name starts as the business
 * name split in two ("Classic Cuts" -> Classic / Cuts): the avatar then shows the business's
 * initials until the owner edits their profile.
 */
export function ownerNamesFromBusinessName(businessName: string): { firstName: string; lastName: string } {
  const words = businessName.match(/\S+/g) ?? [];
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** The owner's first and last name at registration: from their own name, else (an API caller without one) the business name's. */
export function ownerNamesAtRegistration(input: { ownerName?: string | null; businessName: string }): {
  firstName: string;
  lastName: string;
} {
  return ownerNamesFromBusinessName(input.ownerName?.trim() ? input.ownerName : input.businessName);
}

/**
 * The name an owner email greets with: the owner's first name, or '' when the profile only holds
 * the business name split in two (registered without a name), which would greet "Hi Classic".
 */
export function ownerGreetingName(
  u: { firstName: string; lastName: string; pendingBusinessName?: string },
  shopName?: string,
): string {
  // Accounts registered without the owner's name hold the business name split in two; after
  // onboarding that name is gone from the profile, and the shop's name stands in for it.
  const businessName = u.pendingBusinessName || shopName;
  const fromBusiness = businessName ? ownerNamesFromBusinessName(businessName) : null;
  if (fromBusiness && fromBusiness.firstName === u.firstName && fromBusiness.lastName === u.lastName) return '';
  return u.firstName.trim();
}

/** When a trial started at `now` ends. */
export function trialEndFrom(now: Date, days = TRIAL_LENGTH_DAYS): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A login name that looks like an email is looked up as the account's email. */
export function isEmailLogin(login: string): boolean {
  return login.includes('@');
}

/** Usernames are stored lowercase; people type them with capitals and spaces. */
export function normalizeLoginName(login: string): string {
  return isEmailLogin(login) ? login.trim().toLowerCase() : deriveUsername(login);
}

/**
 * The usernames a sign-in may mean, tried in order: as typed (a chosen username keeps its
 * hyphens: classic-cuts-leeds), then the spec's derivation (Classic Cuts -> classiccuts).
 */
export function loginUsernames(login: string): string[] {
  if (isEmailLogin(login)) return [login.trim().toLowerCase()];
  // Only a well-formed chosen username is looked up as typed: anything else ('a/b', '..') is not a
  // username and must not reach a document path.
  const typed = login.trim().toLowerCase();
  const asTyped = usernameProblem(typed) === null ? [typed] : [];
  return [...new Set([...asTyped, deriveUsername(login)])].filter((u) => u.length > 0);
}

/** The registration form's toast for an empty field. */
export const REGISTER_MISSING_MESSAGE = 'Please fill in all required fields';

/**
 * The registration form: the fields of registerSchema with its rules, an empty one answering
 * the spec's single 'Please fill in all required fields'.
 */
export const registerFormSchema = yup.object({
  ownerName: ownerNameField().required(REGISTER_MISSING_MESSAGE),
  businessName: businessNameField(REGISTER_MISSING_MESSAGE),
  username: strictString('Username')
    .required(REGISTER_MISSING_MESSAGE)
    .test('username-rules', (value, ctx) => {
      const problem = value ? usernameProblem(value) : null;
      return problem ? ctx.createError({ message: problem }) : true;
    }),
  email: emailAddress('Email').required(REGISTER_MISSING_MESSAGE),
  password: newPasswordField('Password', REGISTER_MISSING_MESSAGE),
});
export type RegisterFormInput = yup.InferType<typeof registerFormSchema>;

/** The Change Password form's toasts. */
export const PASSWORD_FIELDS_MISSING_MESSAGE = 'Please fill in all password fields';
export const PASSWORD_MISMATCH_MESSAGE = "New password and confirmation don't match";

/**
 * The Change Password form: changePasswordSchema's rules plus the confirmation, which must
 * repeat the new password; any empty field answers 'Please fill in all password fields'.
 */
export const changePasswordFormSchema = yup.object({
  currentPassword: strictString('Current password', { trim: false })
    .required(PASSWORD_FIELDS_MISSING_MESSAGE)
    .max(128, 'Current password must be at most 128 characters'),
  newPassword: newPasswordField('New password', PASSWORD_FIELDS_MISSING_MESSAGE),
  confirmPassword: strictString('Confirm new password', { trim: false })
    .required(PASSWORD_FIELDS_MISSING_MESSAGE)
    .oneOf([yup.ref('newPassword')], PASSWORD_MISMATCH_MESSAGE),
});
export type ChangePasswordFormInput = yup.InferType<typeof changePasswordFormSchema>;
