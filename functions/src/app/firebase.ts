import { getApps, initializeApp } from 'firebase-admin/app';
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
