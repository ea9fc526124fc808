import { isEmailLogin, loginUsernames, type LoginInput } from '@barbershop/core/account';
import type { SessionDto } from '@barbershop/core/api';
import { auth } from '../../app/firebase';
import { users, usernames } from '../../data/collections';
import { unauthorized } from '../../errors';
import { isAccountPassword } from './passwordCheck';
import { sessionFor } from './session';

export const INVALID_LOGIN = 'Invalid username or password';

/** The account a sign-in names (by username or email), or null. */
export async function uidForLogin(login: string): Promise<string | null> {
  const names = loginUsernames(login);
  if (names.length === 0) return null;
  if (isEmailLogin(login)) {
    return auth.getUserByEmail(names[0]!).then(
      (u) => u.uid,
      () => null,
    );
  }
  for (const name of names) {
    const uid: unknown = (await usernames().doc(name).get()).get('uid');
    if (typeof uid === 'string') return uid;
  }
  return null;
}

/** A username (or the account's email) and password -> the user and a custom token, or 401. */
export async function loginOwner(input: LoginInput): Promise<SessionDto> {
  const uid = await uidForLogin(input.username);
  if (!uid) throw unauthorized(INVALID_LOGIN);
  const authUser = await auth.getUser(uid).catch(() => null);
  if (!authUser?.email || authUser.disabled) throw unauthorized(INVALID_LOGIN);
  if (!(await isAccountPassword(authUser.email, input.password))) throw unauthorized(INVALID_LOGIN);
  const profile = await users().doc(uid).get();
  const user = profile.data();
  if (!user) throw unauthorized(INVALID_LOGIN);
  return sessionFor(user);
}
