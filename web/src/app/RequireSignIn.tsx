import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import SignInPage from '../features/auth/SignInPage';
import { ownerRedirect, staffRedirect } from '../lib/auth/ownerRedirect';
import { authKeys } from '../lib/auth/queryKeys';
import { isCustomer, useCurrentUser } from '../lib/auth/useCurrentUser';
import { useOwnerShops } from '../lib/auth/useOwnerShops';
import { LoadingScreen } from '../shared/ui/LoadingScreen';
import { NotFoundScreen } from '../shared/ui/NotFoundScreen';
import { OwnerAreaError } from './OwnerAreaError';

export const NOT_A_MEMBER_TEXT = 'You are not a member of any barbershop yet. Ask the owner for a new invite.';

/**
 * Owner routes: whether anyone is signed in is Auth's answer (reactfire's `useSigninCheck`);
 * a signed-out visitor sees the sign-in screen in place, and an owner is sent to onboarding or
 * the dashboard depending on whether they have a shop. A staff account never sets up a shop:
 * without any membership left (removed from every shop) it is told to ask for a new invite.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signIn = useSigninCheck();
  const signedIn = signIn.data?.signedIn === true;
  const user = useCurrentUser();
  const shops = useOwnerShops();
  const location = useLocation();
  const queryClient = useQueryClient();

  // Auth has a user but the cached GET /api/user answer is "signed out": it was asked before Auth
  // had restored the session (a browser without the app's signed-in marker). Ask once more.
  useEffect(() => {
    if (signedIn && queryClient.getQueryData(authKeys.currentUser) === null) {
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser, exact: true });
    }
  }, [signedIn, queryClient]);

  if (signIn.status === 'error') return <OwnerAreaError error={signIn.error} onRetry={() => window.location.reload()} />;
  if (signIn.status === 'loading') return <LoadingScreen />;
  if (!signedIn) return <SignInPage />;
  if (user.isError) return <OwnerAreaError error={user.error} onRetry={() => void user.refetch()} />;
  if (user.isPending || (user.data === null && user.isFetching)) return <LoadingScreen />;
  if (!user.data) return <SignInPage />;
  if (isCustomer(user.data)) return <>{children}</>;
  if (shops.isError) return <OwnerAreaError error={shops.error} onRetry={() => void shops.refetch()} />;
  if (shops.isPending) return <LoadingScreen />;
  if (user.data.role === 'staff') {
    if (shops.data.length === 0) return <NotFoundScreen title="No barbershop yet" text={NOT_A_MEMBER_TEXT} />;
    const target = staffRedirect(location.pathname);
    return target ? <Navigate to={target} replace /> : <>{children}</>;
  }
  const owned = shops.data.filter((s) => s.myRole === 'owner').length;
  const target = ownerRedirect(location.pathname, location.search, shops.data.length, owned);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
