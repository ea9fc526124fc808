import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, LoginInput } from '@barbershop/core/account';
import { ownerEndpoints, type SessionDto } from '@barbershop/core/api';
import { api } from '../api/client';
import { call } from '../api/call';
import { endSession, login, startSession } from './session';

/** POST /api/login, then the Firebase session of its answer. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, password }: LoginInput) => startSession(queryClient, await login(username.trim(), password)),
  });
}

export interface RegisterRequest {
  username: string;
  password: string;
  email: string;
  businessName: string;
  /** the owner's own name: the emails greet them by it */
  ownerName?: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
}

/** POST /api/register, then the Firebase session of its answer. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterRequest) => startSession(queryClient, await api.post<SessionDto>('/api/register', body)),
  });
}

/**
 * POST /api/user/change-password. A new password ends the other sessions; this one continues
 * with the fresh custom token of the answer.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordInput) => {
      const { customToken } = await call(ownerEndpoints.changePassword, {}, body);
      const [{ signInWithCustomToken }, { loadFirebaseAuth }] = await Promise.all([
        import('firebase/auth'),
        import('../firebase/auth'),
      ]);
      await signInWithCustomToken(await loadFirebaseAuth(), customToken);
    },
  });
}

/** DELETE /api/user/account, then the session ends (a failure to sign out is only logged). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(ownerEndpoints.deleteAccount, {});
      await endSession(queryClient).catch((err) => console.error('Sign-out after deletion failed', err));
    },
  });
}
