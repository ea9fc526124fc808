/**
 * The id of a customer first seen with this phone (E.164). Online bookings and owner-added
 * customers derive it the same way, so two first bookings by one number at the same moment
 * create one record instead of two.
 */
export function customerIdForPhone(e164: string): string {
  return `phone-${e164.replace('+', 'p')}`;
}
