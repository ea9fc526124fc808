import type { SessionDto } from '@barbershop/core/api';
import type { UserProfile } from '@barbershop/core/model';
import { auth } from '../../app/firebase';
import { toCurrentUserDto } from '../../dto/currentUser';

/** The user plus a custom token: the client signs in with it (signInWithCustomToken). */
export async function sessionFor(user: UserProfile): Promise<SessionDto> {
  const customToken = await auth.createCustomToken(user.id);
  return { ...toCurrentUserDto(user), customToken };
}
