// The customer's own booking, read live and cancelled from the "manage my booking" page. Both run
// on the page's named app (lib/firebase/manageApp.ts), signed in with the booking's custom token;
// the security rules let that identity read the appointment and set exactly these three fields
// until the booking's manageUntil.
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHost, emulatorPorts, usesEmulators } from '../firebase/clientApp';
import { manageApp, signInForBooking } from '../firebase/manageApp';

let instance: Firestore | null = null;

function manageFirestore(): Firestore {
  if (instance) return instance;
  instance = getFirestore(manageApp());
  if (usesEmulators) connectFirestoreEmulator(instance, emulatorHost, emulatorPorts.firestore);
  return instance;
}

export interface ManagedBookingRef {
  shopId: string;
  appointmentId: string;
  /** the Firebase custom token of the manage answer */
  firebaseToken: string;
}

/** What the page follows live of the appointment document. */
export interface ManagedAppointmentState {
  status: string;
  date: string;
  time: string;
  barberId: string;
}

const appointmentDoc = (ref: ManagedBookingRef) =>
  doc(manageFirestore(), 'barbershops', ref.shopId, 'appointments', ref.appointmentId);

/** Follows the appointment document; returns the unsubscribe. Errors (sign-in or listen) go to onError. */
export function watchManagedAppointment(
  ref: ManagedBookingRef,
  onChange: (state: ManagedAppointmentState | null) => void,
  onError: (error: unknown) => void,
): () => void {
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  signInForBooking(ref.firebaseToken).then(() => {
    if (stopped) return;
    unsubscribe = onSnapshot(
      appointmentDoc(ref),
      (snap) => {
        const data = snap.data();
        onChange(
          data
            ? {
                status: String(data.status ?? ''),
                date: String(data.date ?? ''),
                time: String(data.time ?? ''),
                barberId: String(data.barberId ?? ''),
              }
            : null,
        );
      },
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

/** The customer's cancellation: the one update the rules allow this identity. */
export async function cancelManagedAppointment(ref: ManagedBookingRef): Promise<void> {
  await signInForBooking(ref.firebaseToken);
  await updateDoc(appointmentDoc(ref), { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: 'customer' });
}

/** Whether a failed write was refused by the rules (after the cut-off). */
export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'unauthenticated';
}
