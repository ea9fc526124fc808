import type { ChangePasswordInput } from '@barbershop/core/account';
import { auth } from '../../app/firebase';
import { badRequest, unauthorized } from '../../errors';
import { clearRateLimit, consumeRateLimits, rateLimitClock, type RateCheck } from '../rate-limits';
import { isAccountPassword } from './passwordCheck';

/**
 * Checks the current password, then sets the new one. Changing a password ends the other
 * sessions, so the answer carries a fresh custom token for this one. Wrong current passwords
 * are limited per account as failed sign-ins are: whoever holds a session (a stolen token, an
 * unlocked laptop) cannot guess the password to take the account over for good. Every attempt
 * is counted before the password is checked (so parallel guesses cannot pass together) and the
 * right one clears the count: what is counted is the tries since the last right one. At the
 * limit even the right one waits.
 */
export async function changePassword(
  uid: string,
  input: ChangePasswordInput,
  now = rateLimitClock.now(),
): Promise<{ message: string; customToken: string }> {
  const authUser = await auth.getUser(uid).catch(() => null);
  if (!authUser?.email) throw unauthorized('Account not found');
  const account: RateCheck = { name: 'passwordChangeAccount', identity: `account:${uid}` };
  await consumeRateLimits([account], now);
  if (!(await isAccountPassword(authUser.email, input.currentPassword))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  await clearRateLimit(account, now);
  await auth.updateUser(uid, { password: input.newPassword });
  return { message: 'Password changed', customToken: await auth.createCustomToken(uid) };
}
