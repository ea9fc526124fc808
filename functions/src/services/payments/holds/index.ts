// Booking with payment (docs/payments.md "Booking with payment"): holds from the 202 to the booking.
export { completeHold } from './completeHold';
export { onHoldIntentFailed, onHoldIntentSucceeded } from './holdEvents';
export { onlinePayments } from './planPayment';
export { releaseExpiredHolds, releaseHold } from './releaseHold';
