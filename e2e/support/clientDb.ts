import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from './env';
import type { TestOwner } from './owners';

/**
 * Firestore as the web client sees it, signed in as `owner`: every write goes through
 * firestore.rules, as a direct write from a browser would. `close` ends the client.
 */
export async function clientDbAs(owner: TestOwner): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `client-${owner.uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, owner.email, owner.password);
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return { db, close: () => deleteApp(app) };
}

/**
 * Firestore as a booker's manage page sees it: signed in with the custom token that
 * POST /api/appointments/{id}/manage answers (`firebaseToken`).
 */
export async function clientDbWithCustomToken(
  firebaseToken: string,
  name: string,
): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `booker-${name}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithCustomToken(auth, firebaseToken);
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return { db, close: () => deleteApp(app) };
}
