import { auth } from '../../app/firebase';

/**
 * Ends the account's sessions (its refresh tokens) after it lost a membership or a permission. An
 * account deleted meanwhile has none left.
 */
export async function revokeSessions(uid: string): Promise<void> {
  await auth.revokeRefreshTokens(uid).catch((err: { code?: string }) => {
    if (err.code !== 'auth/user-not-found') throw err;
  });
}
