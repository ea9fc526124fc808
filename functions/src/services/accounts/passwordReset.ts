import { normalizeLoginName, PASSWORD_RESET_SENT_MESSAGE, type PasswordResetRequest } from '@barbershop/core/account';
import { auth } from '../../app/firebase';
import { consumeRateLimits, RateLimitedError, rateLimitClock, type RateCheck } from '../rate-limits';
import { postIdentityToolkit } from './authRest';
import { uidForLogin } from './login';

/** Firebase Auth emails the account its own reset link (the template's action URL, docs/decisions.md). */
async function sendResetEmail(email: string): Promise<void> {
  const res = await postIdentityToolkit('sendOobCode', { requestType: 'PASSWORD_RESET', email });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(`Auth REST API answered ${res.status} ${body.error?.message ?? ''} to a password reset`);
  }
}

/**
 * "Forgot password?": a username or the account's email. The answer is the same whether or not
 * an account matched, was over its limit, or the email could not be sent, so the route tells
 * nobody which accounts exist. Each account gets at most `passwordResetAccount` emails a window
 * (a name without an account is counted by itself, the same way); past it, nothing is sent.
 */
export async function requestPasswordReset(
  input: PasswordResetRequest,
  now = rateLimitClock.now(),
): Promise<{ message: string }> {
  const answer = { message: PASSWORD_RESET_SENT_MESSAGE };
  const uid = await uidForLogin(input.identifier);
  const account: RateCheck = {
    name: 'passwordResetAccount',
    identity: uid ? `account:${uid}` : `login:${normalizeLoginName(input.identifier)}`,
  };
  try {
    await consumeRateLimits([account], now);
  } catch (err) {
    if (err instanceof RateLimitedError) return answer;
    throw err;
  }
  if (!uid) return answer;
  const user = await auth.getUser(uid).catch(() => null);
  if (!user?.email || user.disabled) return answer;
  try {
    await sendResetEmail(user.email);
  } catch (err) {
    // logged for the operator; the caller hears the same as everyone
    console.error('Password reset email failed', uid, err);
  }
  return answer;
}
