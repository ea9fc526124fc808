import type { ManageBookingDto } from '@barbershop/core/api';
import type { PaymentOutcomeDto } from '@barbershop/core/payments';
import { createAppointmentSchema, isAnyBarber, manageRequestSchema, rescheduleSchema } from '@barbershop/core/booking';
import { Router } from 'express';
import type { AnySchema, InferType } from 'yup';
import { requireUid } from '../http/auth';
import { neverStored } from '../http/cache';
import { HttpError } from '../errors';
import { handle, validate } from '../http/handler';
import { countedAlongside, knownOverLimit, perClient, rateLimited, shopBookingLimits } from '../http/rateLimit';
import { toAppointmentDto, toCreatedAppointmentDto, toSummaryDto } from '../dto/appointment';
import { toPaymentRequiredDto } from '../dto/hold';
import { toManageBookingDto } from '../dto/manageBooking';
import { stripePublishableKey } from '../services/billing/config';
import { onlinePayments } from '../services/payments/holds';
import { bookingReview } from '../services/reviews';
import {
  answeredAfter,
  bookerFirebaseToken,
  bookingNotFound,
  bookOnline,
  cancelAppointment,
  cancelForCustomer,
  getManagedBooking,
  rescheduleAppointment,
} from '../services/booking';
import { findAppointment } from '../services/reads/appointments';
import { loadShop } from '../services/reads/shopData';
import { reloadAppointment, settleCancel } from '../services/payments/afterBooking';

/**
 * A manage-link input through its core schema; a token of the wrong shape is answered exactly
 * as a wrong token (404), so the answer never tells the two apart.
 */
async function validateManage<S extends AnySchema>(schema: S, input: unknown, what?: string): Promise<InferType<S>> {
  try {
    return await validate(schema, input, what);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400 && err.details && 'token' in err.details) throw bookingNotFound();
    throw err;
  }
}

export function appointmentRoutes() {
  const router = Router();
  router.post(
    '/appointments',
    handle(async (req, res) => {
      // the client's request limit is counted alongside the booking's first reads; its refusal
      // still comes before any other (docs/abuse-limits.md)
      const counted = countedAlongside(req, perClient('bookingClient'));
      const input = await answeredAfter(counted, validate(createAppointmentSchema, req.body));
      const outcome = await bookOnline(input, {
        counted,
        // a client this instance saw use up its allowance waits for its count (and its 429)
        // before the booking's transaction takes any lock
        countFirst: knownOverLimit(req, perClient('bookingClient')),
        shopLimits: shopBookingLimits(req, input.barbershopId),
        payments: onlinePayments,
      });
      if ('hold' in outcome) {
        // the time is held until the deposit is paid or the card saved (docs/payments.md)
        res.status(202);
        return toPaymentRequiredDto(outcome.hold, outcome.clientSecret, stripePublishableKey() ?? '');
      }
      const { appointment, manageToken } = outcome;
      res.status(201);
      // the raw token of the private manage link: in this answer only, never stored or logged
      return toCreatedAppointmentDto(appointment, manageToken);
    }),
  );
  router.post(
    '/appointments/:id/manage',
    neverStored,
    rateLimited(perClient('manageClient')),
    handle(async (req): Promise<ManageBookingDto> => {
      const { token } = await validateManage(manageRequestSchema, req.body);
      const { appointment, shop, review } = await getManagedBooking(req.params.id!, token);
      return toManageBookingDto(appointment, shop, await bookerFirebaseToken(appointment), review);
    }),
  );
  // The manage link's cancel through the API (issue 34): the slot is freed, then a deposit is
  // refunded or kept or a late fee charged, and the answer says which.
  router.post(
    '/appointments/:id/manage/cancel',
    neverStored,
    rateLimited(perClient('manageClient')),
    handle(async (req): Promise<ManageBookingDto & { paymentOutcome: PaymentOutcomeDto | null }> => {
      const { token } = await validateManage(manageRequestSchema, req.body);
      const cancelled = await cancelForCustomer(req.params.id!, token);
      // the cancel is saved first; the money never undoes it (a Stripe refusal is recorded)
      const outcome = await settleCancel(cancelled.shopId, cancelled.id);
      const [appointment, shop] = await Promise.all([reloadAppointment(cancelled), loadShop(cancelled.shopId)]);
      const [firebaseToken, review] = await Promise.all([
        bookerFirebaseToken(appointment),
        bookingReview(shop.id, appointment.id),
      ]);
      return { ...toManageBookingDto(appointment, shop, firebaseToken, review), paymentOutcome: outcome };
    }),
  );
  router.post(
    '/appointments/:id/reschedule',
    neverStored,
    rateLimited(perClient('manageClient')),
    handle(async (req): Promise<ManageBookingDto> => {
      const input = await validateManage(rescheduleSchema, req.body);
      const { appointment, shop } = await rescheduleAppointment({
        appointmentId: req.params.id!,
        token: input.token,
        date: input.date,
        time: input.time,
        barberId: isAnyBarber(input.barberId) ? null : input.barberId!,
      });
      // the booking's review, read while the token is minted (a booking still movable has none yet)
      const [firebaseToken, review] = await Promise.all([
        bookerFirebaseToken(appointment),
        bookingReview(shop.id, appointment.id),
      ]);
      return toManageBookingDto(appointment, shop, firebaseToken, review);
    }),
  );
  router.get(
    '/appointments/:id/summary',
    handle(async (req) => {
      const appointment = await findAppointment(req.params.id!);
      return toSummaryDto(appointment, await loadShop(appointment.shopId));
    }),
  );
  router.delete(
    '/appointments/:id',
    handle(async (req) => toAppointmentDto(await cancelAppointment(await requireUid(req), req.params.id!))),
  );
  return router;
}
