import { useEffect, useRef, useState } from 'react';
import type { ManagedAppointmentState } from '../../lib/firestore/bookingManage';

/**
 * The booking's view (status, date, time, barber; never the appointment document), live, once
 * the page's own Firebase app has signed in with the booking's token. The Firebase SDK loads after the page has shown the booking (a lazy import).
 * Undefined until the first snapshot, or when the listen failed (the page then keeps the
 * server's answer).
 */
export function useLiveAppointment(
  shopId: string | undefined,
  appointmentId: string,
  firebaseToken: string | undefined,
): ManagedAppointmentState | null | undefined {
  const [state, setState] = useState<ManagedAppointmentState | null | undefined>(undefined);
  // a refetch answers a fresh token: the listen keeps going, a new one signs in only when needed
  const token = useRef(firebaseToken);
  useEffect(() => {
    token.current = firebaseToken;
  }, [firebaseToken]);
  const ready = Boolean(shopId && firebaseToken);
  useEffect(() => {
    if (!ready || !shopId || !token.current) return;
    let stop: (() => void) | null = null;
    let live = true;
    const firebaseToken = token.current;
    void import('../../lib/firestore/bookingManage').then((m) => {
      if (!live) return;
      stop = m.watchManagedAppointment(
        { shopId, appointmentId, firebaseToken },
        (next) => live && setState(next),
        () => live && setState(undefined),
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [ready, shopId, appointmentId]);
  return state;
}
