import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firestore } from '../firestore/db';
import { firebaseAuth } from './auth';
import { firebaseApp } from './clientApp';

/**
 * The owner area's Firebase state, through reactfire. Mounted only inside the lazy owner routes,
 * so a customer on `/` or `/{slug}` never downloads the Auth or Firestore SDK.
 */
export function OwnerFirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <FirestoreProvider sdk={firestore()}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
