import { MAX_SERVICES_PER_BOOKING } from '@barbershop/core/booking';

// The four-step booking flow as a reducer: each choice reveals the next step;
// changing the services clears the barber, date and time (who can do them, and when, changes).
export interface BookingChoice {
  /** the visit's services in the order chosen; the first is the one picked in step 1 */
  serviceIds: string[];
  /** null: not chosen yet; '' : Any Available Stylist */
  barberId: string | null;
  date: string | null;
  time: string | null;
}

export type BookingAction =
  | { type: 'service'; serviceId: string }
  | { type: 'addService'; serviceId: string }
  | { type: 'removeService'; serviceId: string }
  | { type: 'barber'; barberId: string }
  | { type: 'date'; date: string }
  | { type: 'time'; time: string }
  /** "Next available" chooses a date and its time at once */
  | { type: 'dateTime'; date: string; time: string }
  | { type: 'slotTaken' };

export const initialChoice: BookingChoice = { serviceIds: [], barberId: null, date: null, time: null };

const withServices = (serviceIds: string[]): BookingChoice => ({ serviceIds, barberId: null, date: null, time: null });

export function bookingReducer(state: BookingChoice, action: BookingAction): BookingChoice {
  switch (action.type) {
    case 'service': {
      // another first service keeps the added ones (but never twice)
      const added = state.serviceIds.slice(1).filter((id) => id !== action.serviceId);
      return withServices([action.serviceId, ...added]);
    }
    case 'addService':
      if (
        state.serviceIds.length === 0 ||
        state.serviceIds.includes(action.serviceId) ||
        state.serviceIds.length >= MAX_SERVICES_PER_BOOKING
      ) {
        return state;
      }
      return withServices([...state.serviceIds, action.serviceId]);
    case 'removeService':
      // the first service is changed in step 1, not removed
      if (state.serviceIds.indexOf(action.serviceId) < 1) return state;
      return withServices(state.serviceIds.filter((id) => id !== action.serviceId));
    case 'barber':
      // another barber has other free times: keep the date, drop the time
      return { ...state, barberId: action.barberId, time: null };
    case 'date':
      return { ...state, date: action.date, time: null };
    case 'time':
      return { ...state, time: action.time };
    case 'dateTime':
      return { ...state, date: action.date, time: action.time };
    case 'slotTaken':
      return { ...state, time: null };
  }
}

/** Whether another service can join the visit. */
export const canAddService = (c: BookingChoice) => c.serviceIds.length > 0 && c.serviceIds.length < MAX_SERVICES_PER_BOOKING;

export interface RevealedSteps {
  barber: boolean;
  dateTime: boolean;
  details: boolean;
}

export function revealedSteps(c: BookingChoice): RevealedSteps {
  const hasService = c.serviceIds.length > 0;
  return {
    barber: hasService,
    dateTime: hasService && c.barberId !== null,
    details: Boolean(c.date && c.time),
  };
}
