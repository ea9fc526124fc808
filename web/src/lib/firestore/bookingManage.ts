// The customer's own booking, read live, cancelled and reviewed from the "manage my booking" page.
// All run on the page's named app (lib/firebase/manageApp.ts), signed in with the booking's custom
// token; the security rules let that identity read the booking's view (bookerViews: status, date,
// time, barber; never the appointment itself), set exactly the three cancel fields of the
// appointment until its manageUntil (a write without a read), and create its review once after
// the visit.
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  setDoc,
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

/** What the page follows live of the booking: its booker view (core's BookerView). */
export interface ManagedAppointmentState {
  status: string;
  date: string;
  time: string;
  barberId: string;
}

const appointmentDoc = (ref: ManagedBookingRef) =>
  doc(manageFirestore(), 'barbershops', ref.shopId, 'appointments', ref.appointmentId);

/** The booker's view of the appointment, which functions keep in step with it. */
const bookerViewDoc = (ref: ManagedBookingRef) =>
  doc(manageFirestore(), 'barbershops', ref.shopId, 'bookerViews', ref.appointmentId);

/**
 * Follows the booking's view; returns the unsubscribe. Null while the view is not written yet
 * (a moment after booking). Errors (sign-in or listen) go to onError.
 */
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
      bookerViewDoc(ref),
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

/** The customer's cancellation: the one update of the appointment the rules allow this identity, unread. */
export async function cancelManagedAppointment(ref: ManagedBookingRef): Promise<void> {
  await signInForBooking(ref.firebaseToken);
  await updateDoc(appointmentDoc(ref), { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: 'customer' });
}

/** What the booker writes in their review; the rest of the document comes from the booking. */
export interface ManagedReviewInput {
  barberId: string;
  rating: number;
  /** '' when none */
  comment: string;
  /** the appointment's customerFirstName */
  firstName: string;
}

/**
 * The booker's verified review at `barbershops/{shopId}/reviews/{appointmentId}`: created once,
 * exactly these fields (the rules allow nothing else).
 */
export async function writeManagedReview(ref: ManagedBookingRef, review: ManagedReviewInput): Promise<void> {
  await signInForBooking(ref.firebaseToken);
  await setDoc(doc(manageFirestore(), 'barbershops', ref.shopId, 'reviews', ref.appointmentId), {
    appointmentId: ref.appointmentId,
    shopId: ref.shopId,
    barberId: review.barberId,
    rating: review.rating,
    comment: review.comment,
    firstName: review.firstName,
    createdAt: serverTimestamp(),
  });
}

/** Whether a failed write was refused by the rules (after the cut-off). */
export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'unauthenticated';
}
