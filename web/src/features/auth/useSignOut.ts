import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from './session';

/** For the avatar menu's Sign out: POST /api/logout, sign out of Firebase, then /. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => signOut(queryClient, () => navigate('/')), [queryClient, navigate]);
}
