import { type BillingConfigDto, ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import {
  completeSubscriptionSchema,
  createSubscriptionSchema,
  seatPriceSchema,
  seatUpdateSchema,
} from '@barbershop/core/billing';
import { Router } from 'express';
import { requireOwnerAccount } from '../http/auth';
import { assertRegistrable } from '../services/accounts';
import { handle, validate } from '../http/handler';
import { perClient, rateLimited } from '../http/rateLimit';
import {
  cancelSubscription,
  completeSubscription,
  createTrialSubscription,
  paymentMethodSetup,
  seatPrice,
  startSubscriptionPayment,
  stripeConfigured,
  stripePublishableKey,
  subscriptionStatus,
  updateSeats,
} from '../services/billing';

/**
 * Billing: the trial subscription at registration, /subscribe, cancellation,
 * the card, seats and the owner's status: the owner's own account, so a staff account is refused
 * (403 OWNER_ACCOUNT_ONLY; its shop runs on the owner's subscription). Without Stripe (the local default) the Stripe routes
 * answer 503 'Billing is not configured'; status and seats work from the stored fields.
 */
export function billingRoutes() {
  const router = Router();

  router.get(
    '/billing/config',
    handle(async (): Promise<BillingConfigDto> => ({
      enabled: stripeConfigured(),
      publishableKey: stripeConfigured() ? stripePublishableKey() : null,
    })),
  );

  router.post(
    '/create-subscription',
    rateLimited(perClient('subscriptionClient')),
    handle(async (req, res) => {
      const input = await validate(createSubscriptionSchema, req.body);
      await assertRegistrable(input);
      const result = await createTrialSubscription(input);
      res.status(201);
      return result;
    }),
  );

  router.get(
    '/user/subscription',
    handle(async (req) => subscriptionStatus(await requireOwnerAccount(req))),
  );

  router.post(
    ownerEndpoints.startSubscriptionPayment.path,
    handle<ReplyOf<typeof ownerEndpoints.startSubscriptionPayment>>(async (req) =>
      startSubscriptionPayment(await requireOwnerAccount(req)),
    ),
  );

  router.post(
    ownerEndpoints.completeSubscription.path,
    handle<ReplyOf<typeof ownerEndpoints.completeSubscription>>(async (req) => {
      const uid = await requireOwnerAccount(req);
      return completeSubscription(uid, (await validate(completeSubscriptionSchema, req.body)).paymentIntentId);
    }),
  );

  router.post(
    ownerEndpoints.cancelSubscription.path,
    handle<ReplyOf<typeof ownerEndpoints.cancelSubscription>>(async (req) => cancelSubscription(await requireOwnerAccount(req))),
  );

  router.post(
    ownerEndpoints.paymentMethodSetup.path,
    handle<ReplyOf<typeof ownerEndpoints.paymentMethodSetup>>(async (req) => paymentMethodSetup(await requireOwnerAccount(req))),
  );

  router.post(
    ownerEndpoints.seatPrice.path,
    handle<ReplyOf<typeof ownerEndpoints.seatPrice>>(async (req) => {
      const uid = await requireOwnerAccount(req);
      return seatPrice(uid, (await validate(seatPriceSchema, req.body)).newSeatsTotal);
    }),
  );

  router.post(
    ownerEndpoints.updateSeats.path,
    handle<ReplyOf<typeof ownerEndpoints.updateSeats>>(async (req) => {
      const uid = await requireOwnerAccount(req);
      return updateSeats(uid, (await validate(seatUpdateSchema, req.body)).seatsTotal);
    }),
  );

  return router;
}
