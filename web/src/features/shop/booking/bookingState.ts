// The four-step booking flow as a reducer (spec section 4): each choice reveals the next step;
// choosing a service clears the barber, date and time.
export interface BookingChoice {
  serviceId: string | null;
  /** null: not chosen yet; '' : Any Available Stylist */
  barberId: string | null;
  date: string | null;
  time: string | null;
}

export type BookingAction =
  | { type: 'service'; serviceId: string }
  | { type: 'barber'; barberId: string }
  | { type: 'date'; date: string }
  | { type: 'time'; time: string }
  | { type: 'slotTaken' };

export const initialChoice: BookingChoice = { serviceId: null, barberId: null, date: null, time: null };

export function bookingReducer(state: BookingChoice, action: BookingAction): BookingChoice {
  switch (action.type) {
    case 'service':
      return { serviceId: action.serviceId, barberId: null, date: null, time: null };
    case 'barber':
      // another barber has other free times: keep the date, drop the time
      return { ...state, barberId: action.barberId, time: null };
    case 'date':
      return { ...state, date: action.date, time: null };
    case 'time':
      return { ...state, time: action.time };
    case 'slotTaken':
      return { ...state, time: null };
  }
}

export interface RevealedSteps {
  barber: boolean;
  dateTime: boolean;
  details: boolean;
}

export function revealedSteps(c: BookingChoice): RevealedSteps {
  return {
    barber: c.serviceId !== null,
    dateTime: c.serviceId !== null && c.barberId !== null,
    details: Boolean(c.date && c.time),
  };
}
