import {
  completeSubscriptionSchema,
  createSubscriptionSchema,
  seatPriceSchema,
  seatUpdateSchema,
  type BillingConfigDto,
} from '@barbershop/core';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { assertRegistrable } from '../services/accounts';
import { handle, validate } from '../http/handler';
import { perClient, rateLimited } from '../http/rateLimit';
import {
  billingEnabled,
  cancelSubscription,
  completeSubscription,
  createTrialSubscription,
  paymentMethodSetup,
  seatPrice,
  startSubscriptionPayment,
  stripePublishableKey,
  subscriptionStatus,
  updateSeats,
} from '../services/billing';

/**
 * Billing: the trial subscription at registration, /subscribe, cancellation,
 * the card, seats and the owner's status. Without Stripe (the local default) the Stripe routes
 * answer 503 'Billing is not configured'; status and seats work from the stored fields.
 */
export function billingRoutes() {
  const router = Router();

  router.get(
    '/billing/config',
    handle(async (): Promise<BillingConfigDto> => ({
      enabled: billingEnabled(),
      publishableKey: billingEnabled() ? stripePublishableKey() : null,
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
    handle(async (req) => subscriptionStatus(await requireUid(req))),
  );

  router.post(
    '/subscription/create',
    handle(async (req) => startSubscriptionPayment(await requireUid(req))),
  );

  router.post(
    '/subscription/complete',
    handle(async (req) => {
      const uid = await requireUid(req);
      return completeSubscription(uid, (await validate(completeSubscriptionSchema, req.body)).paymentIntentId);
    }),
  );

  router.post(
    '/subscription/cancel',
    handle(async (req) => cancelSubscription(await requireUid(req))),
  );

  router.post(
    '/subscription/update-payment-method',
    handle(async (req) => paymentMethodSetup(await requireUid(req))),
  );

  router.post(
    '/user/seats/calculate-price',
    handle(async (req) => {
      const uid = await requireUid(req);
      return seatPrice(uid, (await validate(seatPriceSchema, req.body)).newSeatsTotal);
    }),
  );

  router.post(
    '/user/seats/update',
    handle(async (req) => {
      const uid = await requireUid(req);
      return updateSeats(uid, (await validate(seatUpdateSchema, req.body)).seatsTotal);
    }),
  );

  return router;
}
