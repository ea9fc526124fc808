import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
} from 'firebase/auth';
import { emulatorHost, emulatorPorts, firebaseApp, firebaseConfigReady, usesEmulators } from './clientApp';
import { noteAuthStarted, rememberSignedIn } from './session';

let instance: Auth | null = null;

/**
 * The Auth SDK, created on first use. Its state is mirrored into the app's own signed-in marker
 * (session.ts), so public pages of signed-out visitors never download the Auth SDK.
 */
export function firebaseAuth(): Auth {
  if (instance) return instance;
  const app = firebaseApp();
  try {
    instance = initializeAuth(app, { persistence: browserLocalPersistence });
  } catch {
    instance = getAuth(app);
  }
  if (usesEmulators) {
    connectAuthEmulator(instance, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
  }
  noteAuthStarted();
  onAuthStateChanged(instance, (user) => rememberSignedIn(user !== null));
  return instance;
}

/** The Auth SDK once the project's config is there (a deployed site fetches it first). */
export async function loadFirebaseAuth(): Promise<Auth> {
  await firebaseConfigReady();
  return firebaseAuth();
}

/** The signed-in user's ID token, once Auth has restored its session; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const auth = await loadFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
