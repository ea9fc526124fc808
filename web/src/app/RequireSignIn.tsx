import type { ReactNode } from 'react';
import SignInPage from '../features/auth/SignInPage';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { LoadingScreen } from './LoadingScreen';

/** Owner routes: a signed-out visitor sees the sign-in screen in place (spec section 2). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return <LoadingScreen />;
  if (!user.data) return <SignInPage />;
  return <>{children}</>;
}
