import type { CurrentUserDto } from '@barbershop/core/api';
import { users } from '../../data/collections';
import { toCurrentUserDto } from '../../dto/currentUser';
import { unauthorized } from '../../errors';

/** A valid token whose account is gone (deleted) counts as signed out. */
export async function getCurrentUser(uid: string): Promise<CurrentUserDto> {
  const user = (await users().doc(uid).get()).data();
  if (!user) throw unauthorized('Account not found');
  return toCurrentUserDto(user);
}
