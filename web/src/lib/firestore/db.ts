import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulatorHost, emulatorPorts, firebaseApp, usesEmulators } from '../firebase/clientApp';

let instance: Firestore | null = null;

/** Firestore for the owner screens only (public pages never load this SDK). */
export function firestore(): Firestore {
  if (instance) return instance;
  instance = getFirestore(firebaseApp());
  if (usesEmulators) connectFirestoreEmulator(instance, emulatorHost, emulatorPorts.firestore);
  return instance;
}
