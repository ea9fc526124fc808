import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithCustomToken, type Auth } from 'firebase/auth';
import { emulatorHost, emulatorPorts, firebaseConfig, firebaseConfigReady, usesEmulators } from './clientApp';

// The customer's "manage my booking" page signs in with the custom token the server answers for
// that one booking. It does so on its OWN named app, with its own Auth kept in memory only, so an
// owner signed in on the same browser (the default app) is never signed out or replaced, and the
// app's signed-in marker (session.ts) is never touched.
export const MANAGE_APP_NAME = 'booking-manage';

let auth: Auth | null = null;
let signedInWith: string | null = null;
let signingIn: Promise<void> | null = null;

/** The named app of the manage page, created on first use with the default app's config. */
export function manageApp(): FirebaseApp {
  return getApps().some((a) => a.name === MANAGE_APP_NAME)
    ? getApp(MANAGE_APP_NAME)
    : initializeApp(firebaseConfig(), MANAGE_APP_NAME);
}

function manageAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(manageApp(), { persistence: inMemoryPersistence });
  if (usesEmulators) connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
  return auth;
}

/** Signs the named app in with the booking's custom token (once per token). */
export function signInForBooking(firebaseToken: string): Promise<void> {
  if (signedInWith === firebaseToken && signingIn) return signingIn;
  signedInWith = firebaseToken;
  signingIn = firebaseConfigReady()
    .then(() => signInWithCustomToken(manageAuth(), firebaseToken))
    .then(
      () => undefined,
      (err: unknown) => {
        signedInWith = null;
        signingIn = null;
        throw err;
      },
    );
  return signingIn;
}
