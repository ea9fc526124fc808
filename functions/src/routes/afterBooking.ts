import { ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import { Router } from 'express';
import { toAppointmentDto } from '../dto/appointment';
import { badRequest } from '../errors';
import { requireUid } from '../http/auth';
import { handle } from '../http/handler';
import { withSession } from '../http/withAccess';
import { customerPayments } from '../services/payments/afterBooking/reads';
import { refundForOwner, sendPaymentLink, waiveForOwner } from '../services/payments/afterBooking/ownerActions';

/** A refund's optional amount: whole pence above 0 (the service checks it against what is left). */
function refundAmount(body: unknown): number | undefined {
  // a body that is not an object (an array, say) is refused, never read as "refund everything"
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    throw badRequest('Request body must be a JSON object');
  const amount = (body as { amountPence?: unknown } | null | undefined)?.amountPence;
  if (amount === undefined || amount === null) return undefined;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    throw badRequest('The amount must be a whole number of pence above 0.', {
      amountPence: 'The amount must be a whole number of pence above 0.',
    });
  return amount;
}

/** The owner's money actions after booking (docs/payments.md "After booking"). */
export function afterBookingRoutes() {
  const router = Router();

  // A refund or a waiver is the customer's money: not held back by the shop's subscription.
  router.post(
    ownerEndpoints.refundPayment.path,
    handle<ReplyOf<typeof ownerEndpoints.refundPayment>>(async (req) =>
      toAppointmentDto(await refundForOwner(await requireUid(req), req.params.id!, refundAmount(req.body))),
    ),
  );

  router.post(
    ownerEndpoints.waivePayment.path,
    handle<ReplyOf<typeof ownerEndpoints.waivePayment>>(async (req) =>
      toAppointmentDto(await waiveForOwner(await requireUid(req), req.params.id!)),
    ),
  );

  router.post(
    ownerEndpoints.sendPaymentLink.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.sendPaymentLink>>(async (req) =>
      toAppointmentDto(await sendPaymentLink(await requireUid(req), req.params.id!)),
    ),
  );

  router.get(
    '/barbershops/:id/customers/:customerId/payments',
    handle(async (req) => customerPayments(await requireUid(req), req.params.id!, req.params.customerId!)),
  );

  return router;
}
