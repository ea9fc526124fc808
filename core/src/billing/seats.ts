/** Seats included in the base plan; an owner never has fewer. */
export const DEFAULT_SEATS_TOTAL = 4;

/** The owner's seat total from their billing record, never below the base plan's. */
export function seatsTotalOf(billingSeatsTotal: number | null | undefined): number {
  return isFiniteNumber(billingSeatsTotal) ? Math.max(DEFAULT_SEATS_TOTAL, Math.floor(billingSeatsTotal)) : DEFAULT_SEATS_TOTAL;
}

/** Number.isFinite takes no strings, null or undefined; this says so to the type checker. */
const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** Adding a barber is blocked once seatsUsed reaches seatsTotal. */
export function canAddBarber(seatsUsed: number, seatsTotal: number): boolean {
  return seatsUsed < seatsTotal;
}

export function seatLimitMessage(seatsTotal: number): string {
  return `Seat limit reached: all ${seatsTotal} seats are in use. Add seats in Settings to add more staff.`;
}

export type SeatUsage = 'room' | 'full' | 'over';

/**
 * Where the owner stands against their seats. Exactly full is a normal state (the plan is used
 * to the seat), shown in a neutral colour; only more staff than seats is an error.
 */
export function seatUsage(seatsUsed: number, seatsTotal: number): SeatUsage {
  if (seatsUsed > seatsTotal) return 'over';
  return seatsUsed === seatsTotal ? 'full' : 'room';
}
