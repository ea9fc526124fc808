import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
try {
  db.settings({ ignoreUndefinedProperties: true });
} catch {
  // Already in use (tests that share one admin app): the setting only relaxes writes.
}
export const auth = getAuth();

/** App Check's token verifier (http/appCheck.ts); created on first use, so local runs never load it. */
export const appCheck = () => getAppCheck();
