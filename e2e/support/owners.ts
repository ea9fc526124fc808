import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from './admin';
import { AUTH_HOST } from './env';

/** Signs in through the Auth emulator's REST API and returns an ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`sign-in failed: ${json.error?.message}`);
  return json.idToken;
}

/** What the web client does with a session's customToken: sign in and get an ID token. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`custom token sign-in failed: ${JSON.stringify(json)}`);
  return json.idToken;
}

export interface TestOwner {
  uid: string;
  email: string;
  password: string;
  token: string;
}

/** A fresh owner (Auth user + users doc, trial running) with no shop, for one test file. */
export async function createOwner(prefix = 'owner'): Promise<TestOwner> {
  const uid = `${prefix}-${randomUUID().slice(0, 8)}`;
  const email = `${uid}@test.example`;
  const password = 'test-password-1';
  await adminAuth.createUser({ uid, email, password });
  await adminDb.doc(`users/${uid}`).set({
    id: uid,
    firstName: 'Test',
    lastName: 'Owner',
    email,
    username: uid.replace(/[^a-z0-9]/g, '').slice(0, 20),
    role: 'owner',
    profileImageUrl: '',
    createdAt: new Date(),
    billing: { subscriptionStatus: 'trialing', trialEndsAt: new Date(Date.now() + 7 * 86400_000), seatsTotal: 4 },
  });
  return { uid, email, password, token: await idTokenFor(email, password) };
}
