// The Connect webhook's handlers, one line per event type (docs/payments.md "Connect"). Each
// handler is idempotent: through the claim in its own transaction (EventClaim), or through its
// own records keyed by Stripe objects. An event type not listed here is answered and ignored.
import type { ConnectEventHandler } from '../services/payments/eventClaim';
import { onAccountDeauthorized, onAccountUpdated } from '../services/payments/account';
import { onChargeRefunded, onCheckoutCompleted, onDisputeCreated } from '../services/payments/afterBooking/events';
import { onHoldIntentFailed, onHoldIntentSucceeded } from '../services/payments/holds';

export const connectEventHandlers: Readonly<Partial<Record<string, ConnectEventHandler>>> = {
  // the shop's connected account (onboarding, charges and payouts enabled, requirements due)
  'account.updated': onAccountUpdated,
  'account.application.deauthorized': onAccountDeauthorized,

  // booking with payment (services/payments/holds): the hold becomes its booking, or is released
  'payment_intent.succeeded': onHoldIntentSucceeded,
  'setup_intent.succeeded': onHoldIntentSucceeded,
  'payment_intent.payment_failed': onHoldIntentFailed,
  // payment_intent.amount_capturable_updated (the pre-authorisation)

  // after the visit (services/payments/afterBooking/events.ts): a refund made in the Stripe
  // dashboard, a dispute, a payment link paid; idempotent through the ledger's records
  'charge.refunded': onChargeRefunded,
  'charge.dispute.created': onDisputeCreated,
  'checkout.session.completed': onCheckoutCompleted,
};
