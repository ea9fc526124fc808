import * as yup from 'yup';
import { businessNameField, chosenUsernameField, TRIAL_LENGTH_DAYS } from '../account/registration';
import { strictNumber, strictString } from '../validation/fields';
import { emailAddress } from '../validation/builders';
import { DEFAULT_SEATS_TOTAL } from './seats';

/** The Professional plan (docs/architecture.md section 5): £40/month including 4 seats. */
export const BASE_PRICE_PENCE = 4000;
/** £6.99 everywhere: the spec's 11.99 in the settings trial note is a known slip. */
export const EXTRA_SEAT_PENCE = 699;
export const MIN_SEATS = DEFAULT_SEATS_TOTAL;
export const TRIAL_DAYS = TRIAL_LENGTH_DAYS;
/** A bound so that a typo (4000 seats) is refused rather than billed. */
export const MAX_SEATS = 100;

export function extraSeats(seatsTotal: number): number {
  return Math.max(0, seatsTotal - MIN_SEATS);
}

export function monthlyPricePence(seatsTotal: number): number {
  return BASE_PRICE_PENCE + extraSeats(seatsTotal) * EXTRA_SEAT_PENCE;
}

/** The warning shown when the owner asks for fewer seats than barbers they have. */
export function seatReductionWarning(seatsUsed: number): string {
  return `You cannot reduce seats below your current usage (${seatsUsed} seats). Please remove some staff members first.`;
}

export type SeatChangeProblem = { kind: 'below-minimum' | 'above-maximum' | 'below-used' | 'not-whole'; message: string };

/** Why a new seat total cannot be bought, or null when it can. */
export function seatChangeProblem(newSeatsTotal: number, seatsUsed: number): SeatChangeProblem | null {
  if (!Number.isInteger(newSeatsTotal)) return { kind: 'not-whole', message: 'Seats must be a whole number' };
  if (newSeatsTotal < MIN_SEATS) return { kind: 'below-minimum', message: `The plan includes at least ${MIN_SEATS} seats` };
  if (newSeatsTotal > MAX_SEATS) return { kind: 'above-maximum', message: `At most ${MAX_SEATS} seats; contact us for more` };
  if (newSeatsTotal < seatsUsed) return { kind: 'below-used', message: seatReductionWarning(seatsUsed) };
  return null;
}

/** The seat input of the seat manager: an empty (or unreadable) value resets to the minimum. */
export function seatsFromInput(raw: string): number {
  // parseInt skips leading white space and reads '' or '  ' as NaN
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return MIN_SEATS;
  return Math.min(MAX_SEATS, Math.max(MIN_SEATS, n));
}

/** The minus button is disabled at the minimum or below. */
export function canRemoveSeat(seats: number): boolean {
  return seats > MIN_SEATS;
}

/** Update Plan is disabled while saving, below seats used, or when nothing changes. */
export function canUpdatePlan(input: { seats: number; currentTotal: number; seatsUsed: number; saving: boolean }): boolean {
  return !input.saving && input.seats >= input.seatsUsed && input.seats !== input.currentTotal && input.seats >= MIN_SEATS;
}

/** The Stripe subscription items for a seat total: the base price once, extra seats only above 4. */
export function subscriptionItemsFor(
  seatsTotal: number,
  prices: { base: string; seat: string },
): { price: string; quantity: number }[] {
  const extra = extraSeats(seatsTotal);
  return [{ price: prices.base, quantity: 1 }, ...(extra > 0 ? [{ price: prices.seat, quantity: extra }] : [])];
}

/** The seat total a subscription's items stand for (the inverse of subscriptionItemsFor). */
export function seatsFromItems(items: { price: string; quantity: number }[], seatPriceId: string): number {
  const extra = items.filter((i) => i.price === seatPriceId).reduce((sum, i) => sum + i.quantity, 0);
  return MIN_SEATS + extra;
}

const seatsField = (label: string) =>
  strictNumber(label)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(MIN_SEATS, `The plan includes at least ${MIN_SEATS} seats`)
    .max(MAX_SEATS, `At most ${MAX_SEATS} seats; contact us for more`);

/** POST /api/user/seats/calculate-price */
export const seatPriceSchema = yup.object({ newSeatsTotal: seatsField('newSeatsTotal') });
/** POST /api/user/seats/update */
export const seatUpdateSchema = yup.object({ seatsTotal: seatsField('seatsTotal') });

/** POST /api/create-subscription (before the account exists). */
export const createSubscriptionSchema = yup.object({
  email: emailAddress('Email').required('Email is required'),
  businessName: businessNameField(),
  username: chosenUsernameField(),
});
export type CreateSubscriptionInput = yup.InferType<typeof createSubscriptionSchema>;

/** POST /api/subscription/complete */
export const completeSubscriptionSchema = yup.object({
  paymentIntentId: strictString('paymentIntentId')
    .required('paymentIntentId is required')
    .max(255, 'paymentIntentId is not a payment intent id')
    .matches(/^pi_[A-Za-z0-9_]+$/, 'paymentIntentId is not a payment intent id'),
});
