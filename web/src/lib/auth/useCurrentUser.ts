import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@barbershop/core/model';
import { api } from '../api/client';
import { maybeSignedIn } from '../firebase/session';
import { authKeys } from './queryKeys';

export type CurrentUser = Pick<
  UserProfile,
  'id' | 'firstName' | 'lastName' | 'email' | 'username' | 'role' | 'profileImageUrl' | 'pendingBusinessName'
>;

export const currentUserKey = authKeys.currentUser;

/** GET /api/user; a 401 means signed out (null). No retry, no refetch on focus. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: () => (maybeSignedIn() ? api.get<CurrentUser | null>('/api/user', { on401: 'null' }) : Promise.resolve(null)),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export const isCustomer = (user: CurrentUser | null | undefined) => user?.role === 'customer';
