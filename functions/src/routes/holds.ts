import type { CreatedAppointmentDto, ReleasedHoldDto } from '@barbershop/core/api';
import { holdRequestSchema } from '@barbershop/core/payments';
import { Router } from 'express';
import { toCreatedAppointmentDto } from '../dto/appointment';
import { neverStored } from '../http/cache';
import { handle, validate } from '../http/handler';
import { perClient, rateLimited } from '../http/rateLimit';
import { completeHold, releaseHold } from '../services/payments/holds';

/** The payment step of a booking (docs/payments.md "Booking with payment"): the customer's client secret is the proof. */
export function holdRoutes() {
  const router = Router();
  router.post(
    '/holds/:holdId/complete',
    neverStored,
    rateLimited(perClient('manageClient')),
    handle(async (req, res): Promise<CreatedAppointmentDto> => {
      const { clientSecret } = await validate(holdRequestSchema, req.body);
      const { appointment, manageToken } = await completeHold(req.params.holdId!, { clientSecret });
      res.status(201);
      return toCreatedAppointmentDto(appointment, manageToken!);
    }),
  );
  router.delete(
    '/holds/:holdId',
    neverStored,
    rateLimited(perClient('manageClient')),
    handle(async (req): Promise<ReleasedHoldDto> => {
      const { clientSecret } = await validate(holdRequestSchema, req.body);
      await releaseHold(req.params.holdId!, { clientSecret });
      return { holdId: req.params.holdId!, state: 'released' };
    }),
  );
  return router;
}
