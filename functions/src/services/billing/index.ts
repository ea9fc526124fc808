export { stripeConfigured, stripePublishableKey } from './config';
export { requireAccess, requireShopBookable } from '../access/shopAccess';
export { billingAtRegistration, createTrialSubscription } from './registration';
export { seatPrice, updateSeats } from './seats';
export { subscriptionStatus } from './status';
export {
  cancelSubscription,
  cancelSubscriptionNow,
  completeSubscription,
  paymentMethodSetup,
  startSubscriptionPayment,
} from './subscribe';
