import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { signOut } from './session';

/** For the avatar menu's Sign out: POST /api/logout, sign out of Firebase, then /. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: () => signOut(queryClient, () => navigate('/')) });
  return mutation.mutateAsync;
}
