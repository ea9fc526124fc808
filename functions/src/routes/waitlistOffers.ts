import { manualOfferSchema, waitlistTokenSchema } from '@barbershop/core/waitlist';
import { strictBoolean, wholeNumber } from '@barbershop/core/validation';
import { Router } from 'express';
import type { AnySchema, InferType } from 'yup';
import { requireUid } from '../http/auth';
import { neverStored } from '../http/cache';
import { HttpError, notFound } from '../errors';
import { handle, validate } from '../http/handler';
import { countedAlongside, knownOverLimit, perClient, rateLimited, shopBookingLimits } from '../http/rateLimit';
import { toCreatedAppointmentDto } from '../dto/appointment';
import { toPaymentRequiredDto } from '../dto/hold';
import { toWaitlistOfferPublicDto } from '../dto/waitlistOffer';
import { toWaitlistOfferDto } from '../dto/waitlistEntry';
import { stripePublishableKey } from '../services/billing/config';
import { onlinePayments } from '../services/payments/holds';
import { answeredAfter } from '../services/booking';
import { leaveFromOffer } from '../services/waitlist/entries';
import { claimOffer, findOfferByLink, lookupOffer, offerTime } from '../services/waitlist/offers';
import { OFFER_LINK_MESSAGE } from '../services/waitlist/offers/findOffer';

const claimSchema = waitlistTokenSchema.shape({
  policyAccepted: strictBoolean('policyAccepted').optional(),
  policyVersion: wholeNumber('policyVersion', 0, 1_000_000).optional(),
});

/** A link's body through its schema; a token of the wrong shape is answered as a wrong token (404). */
async function validateLink<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await validate(schema, input);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400 && err.details && 'token' in err.details)
      throw notFound(OFFER_LINK_MESSAGE);
    throw err;
  }
}

/** The waitlist's offers (docs/waitlist.md): the offer link's page and claim, and the shop's "Offer this time". */
export function waitlistOfferRoutes() {
  const router = Router();
  router.post(
    '/waitlist/offers/:offerId/lookup',
    neverStored,
    rateLimited(perClient('manageClient')),
    handle(async (req) => {
      const { token } = await validateLink(waitlistTokenSchema, req.body);
      const { offer, shop } = await lookupOffer(req.params.offerId!, token);
      return toWaitlistOfferPublicDto(offer, shop);
    }),
  );
  // "Book this time": the normal online booking, answered as POST /api/appointments answers
  router.post(
    '/waitlist/offers/:offerId/claim',
    neverStored,
    handle(async (req, res) => {
      const counted = countedAlongside(req, perClient('bookingClient'));
      const input = await answeredAfter(counted, validateLink(claimSchema, req.body));
      const outcome = await answeredAfter(
        counted,
        claimOffer(req.params.offerId!, input, (shopId) => ({
          counted,
          countFirst: knownOverLimit(req, perClient('bookingClient')),
          shopLimits: shopBookingLimits(req, shopId),
          payments: onlinePayments,
        })),
      );
      if ('hold' in outcome) {
        res.status(202);
        return toPaymentRequiredDto(outcome.hold, outcome.clientSecret, stripePublishableKey() ?? '');
      }
      res.status(201);
      return toCreatedAppointmentDto(outcome.appointment, outcome.manageToken);
    }),
  );
  // the offer page's "Leave the waitlist": the offer's token stands for the entry's
  router.post(
    '/waitlist/offers/:offerId/leave',
    neverStored,
    rateLimited(perClient('manageClient')),
    handle(async (req) => {
      const { token } = await validateLink(waitlistTokenSchema, req.body);
      const offer = await findOfferByLink(req.params.offerId!, token);
      return leaveFromOffer(offer.shopId, offer.entryId);
    }),
  );
  router.post(
    '/waitlist/:entryId/offers',
    handle(async (req, res) => {
      const uid = await requireUid(req);
      const input = await validate(manualOfferSchema, req.body);
      const offer = await offerTime(uid, req.params.entryId!, input);
      res.status(201);
      return toWaitlistOfferDto(offer);
    }),
  );
  return router;
}
