import type { ChangePasswordInput } from '@barbershop/core';
import { auth } from '../../app/firebase';
import { badRequest, unauthorized } from '../../http/errors';
import { isAccountPassword } from './passwordCheck';

/**
 * Checks the current password, then sets the new one. Changing a password ends the other
 * sessions, so the answer carries a fresh custom token for this one.
 */
export async function changePassword(uid: string, input: ChangePasswordInput): Promise<{ message: string; customToken: string }> {
  const authUser = await auth.getUser(uid).catch(() => null);
  if (!authUser?.email) throw unauthorized('Account not found');
  if (!(await isAccountPassword(authUser.email, input.currentPassword))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  await auth.updateUser(uid, { password: input.newPassword });
  return { message: 'Password changed', customToken: await auth.createCustomToken(uid) };
}
