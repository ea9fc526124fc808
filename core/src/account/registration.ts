import * as yup from 'yup';
import { deriveUsername } from './username';

/** Firebase Auth refuses shorter passwords, so the API says so before Auth does. */
export const PASSWORD_MIN_LENGTH = 6;
export const TRIAL_LENGTH_DAYS = 7;

const password = (label: string) =>
  yup
    .string()
    .required(`${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(128, `${label} must be at most 128 characters`);

/**
 * POST /api/register. `username` is accepted for the spec's callers but never trusted: the
 * server derives it from the business name. The Stripe fields are the billing issue's seam.
 */
export const registerSchema = yup.object({
  businessName: yup
    .string()
    .trim()
    .required('Business name is required')
    .max(100, 'Business name must be at most 100 characters')
    .test('has-username', 'Business name must contain letters or digits', (v) => !v || deriveUsername(v).length > 0),
  email: yup.string().trim().lowercase().required('Email is required').email('Enter a valid email address').max(254),
  password: password('Password'),
  username: yup.string().optional(),
  stripeCustomerId: yup.string().nullable().optional(),
  stripeSubscriptionId: yup.string().nullable().optional(),
  trialEndsAt: yup.mixed<string | number>().nullable().optional(),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

/** POST /api/login: a username (or the account's email) and its password. */
export const loginSchema = yup.object({
  username: yup.string().trim().required('Please enter both username and password').max(254),
  password: yup.string().required('Please enter both username and password').max(128),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** POST /api/user/change-password. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('Current password is required').max(128),
  newPassword: password('New password'),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

/**
 * Registration asks for a business name only, so the owner's name starts as the business
 * name split in two ("Classic Cuts" -> Classic / Cuts): the avatar then shows the business's
 * initials until the owner edits their profile.
 */
export function ownerNamesFromBusinessName(businessName: string): { firstName: string; lastName: string } {
  const words = businessName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
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
