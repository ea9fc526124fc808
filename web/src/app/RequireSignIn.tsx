import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ownerRedirect } from '../features/auth/ownerRedirect';
import { isCustomer, useCurrentUser } from '../features/auth/useCurrentUser';
import { useOwnerShops } from '../features/auth/useOwnerShops';
import { LoadingScreen } from '../shared/ui/LoadingScreen';

// A lazy chunk, as on /auth: its text fields are not part of the public pages' script.
const SignInPage = lazy(() => import('../features/auth/SignInPage'));

/**
 * Owner routes: a signed-out visitor sees the sign-in screen in place, and an owner is sent
 * to onboarding or the dashboard depending on whether they have a shop (spec sections 2, 6).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const shops = useOwnerShops();
  const location = useLocation();
  if (user.isPending) return <LoadingScreen />;
  if (!user.data)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignInPage />
      </Suspense>
    );
  if (isCustomer(user.data)) return <>{children}</>;
  if (shops.isPending) return <LoadingScreen />;
  const target = shops.data ? ownerRedirect(location.pathname, location.search, shops.data.length) : null;
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
