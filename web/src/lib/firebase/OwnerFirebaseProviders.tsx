import { use, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firestore } from '../firestore/db';
import { firebaseAuth } from './auth';
import { firebaseApp, firebaseConfigLoaded, firebaseConfigReady } from './clientApp';

/**
 * The owner area's Firebase state, through reactfire. Mounted only inside the lazy owner routes,
 * so a customer on `/` or `/{slug}` never downloads the Auth or Firestore SDK.
 */
export function OwnerFirebaseProviders({ children }: { children: ReactNode }) {
  // A deployed site fetches the project's config first (suspends once, under the lazy route's
  // Suspense); a demo project has it at once.
  if (!firebaseConfigLoaded()) use(firebaseConfigReady());
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <FirestoreProvider sdk={firestore()}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
