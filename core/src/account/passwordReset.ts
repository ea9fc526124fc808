import * as yup from 'yup';
import { strictString } from '../validation/fields';
import { newPasswordField, normalizeLoginName, isEmailLogin } from './registration';

/**
 * What a "Forgot password?" request names: the account's email, or its username (typed the
 * way sign-in takes it, any case and spaces). Null when nothing usable is left.
 */
export type AccountIdentifier = { kind: 'email'; email: string } | { kind: 'username'; username: string };

export function parseAccountIdentifier(text: string): AccountIdentifier | null {
  const name = normalizeLoginName(text);
  if (!name) return null;
  return isEmailLogin(name) ? { kind: 'email', email: name } : { kind: 'username', username: name };
}

/** The one answer to every reset request, whether or not an account matched (no enumeration). */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account matches, we have sent an email with a link to reset your password. Please check your inbox and spam folder.';

export const RESET_IDENTIFIER_REQUIRED_MESSAGE = 'Please enter your username or email';

/** POST /api/password-reset, and the "Forgot password?" form. */
export const passwordResetRequestSchema = yup.object({
  identifier: strictString('Username or email')
    .required(RESET_IDENTIFIER_REQUIRED_MESSAGE)
    .max(254, 'Username or email must be at most 254 characters'),
});
export type PasswordResetRequest = yup.InferType<typeof passwordResetRequestSchema>;

export const RESET_PASSWORD_MISMATCH_MESSAGE = "Passwords don't match";

/** The new-password form of the reset link: registration's password rules, typed twice. */
export const resetPasswordFormSchema = yup.object({
  newPassword: newPasswordField('New password'),
  confirmPassword: strictString('Confirm new password', { trim: false })
    .required('Please confirm your new password')
    .oneOf([yup.ref('newPassword')], RESET_PASSWORD_MISMATCH_MESSAGE),
});
export type ResetPasswordFormInput = yup.InferType<typeof resetPasswordFormSchema>;

/** What the reset page reads of its address: the browser's URLSearchParams fits. */
export interface QueryParams {
  get(name: string): string | null;
}

/**
 * The reset link's code: Firebase Auth's action link carries `mode=resetPassword` and
 * `oobCode`. Anything else (another action, no code) is not a reset link.
 */
export function resetCodeOf(params: QueryParams): string | null {
  const code = params.get('oobCode')?.trim() ?? '';
  return params.get('mode') === 'resetPassword' && code ? code : null;
}
