import type { QueryClient } from '@tanstack/react-query';
import type { SessionDto } from '@barbershop/core/api';
import { api } from '../api/client';
import { currentUserKey, type CurrentUser } from './useCurrentUser';
import { ownerShopsKey } from './useOwnerShops';

/**
 * Signs the browser in with the custom token of a /api/login or /api/register answer, and
 * keeps the answer as the current user. The Auth SDK loads only here.
 */
export async function startSession(queryClient: QueryClient, session: SessionDto): Promise<CurrentUser> {
  const [{ signInWithCustomToken }, { loadFirebaseAuth }] = await Promise.all([
    import('firebase/auth'),
    import('../firebase/auth'),
  ]);
  await signInWithCustomToken(await loadFirebaseAuth(), session.customToken);
  const { customToken: _token, ...user } = session;
  queryClient.setQueryData(currentUserKey, user);
  await queryClient.invalidateQueries({ queryKey: ownerShopsKey });
  return user;
}

/** POST /api/login. */
export function login(username: string, password: string) {
  return api.post<SessionDto>('/api/login', { username, password });
}

/** Ends the Firebase session and forgets every cached answer of the signed-in user. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const { loadFirebaseAuth } = await import('../firebase/auth');
  await (await loadFirebaseAuth()).signOut();
  queryClient.removeQueries({ predicate: (q) => !(q.queryKey.length === 1 && q.queryKey[0] === currentUserKey[0]) });
  queryClient.setQueryData(currentUserKey, null);
}

/**
 * Sign out: POST /api/logout, then / even when that fails (the
 * failure is logged).
 */
export async function signOut(queryClient: QueryClient, goHome: () => void): Promise<void> {
  try {
    await api.post('/api/logout');
  } catch (err) {
    console.error('Logout failed', err);
  }
  try {
    await endSession(queryClient);
  } catch (err) {
    console.error('Signing out of Firebase failed', err);
  }
  goHome();
}
