import { Suspense, type ReactNode } from 'react';
import { OwnerFirebaseProviders } from '../lib/firebase/OwnerFirebaseProviders';
import { LoadingScreen } from '../shared/ui/LoadingScreen';
import { RequireSignIn } from './RequireSignIn';

/** Every owner route: reactfire's providers, the sign-in gate, then the lazy screen. */
export default function OwnerArea({ children }: { children: ReactNode }) {
  return (
    <OwnerFirebaseProviders>
      <RequireSignIn>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </RequireSignIn>
    </OwnerFirebaseProviders>
  );
}
