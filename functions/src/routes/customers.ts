import { ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import { eraseCustomerSchema, mergeCustomerSchema } from '@barbershop/core/customers';
import { Router } from 'express';
import { toCustomerDto } from '../dto/customer';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { withSession } from '../http/withAccess';
import { eraseCustomer } from '../services/customers/eraseCustomer';
import { mergeCustomer } from '../services/customers/mergeCustomer';

/** The owner's customer records: merging duplicates, erasing on request (docs/api.md). */
export function customerRoutes() {
  const router = Router();

  router.post(
    ownerEndpoints.mergeCustomer.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.mergeCustomer>>(async (req) => {
      const uid = await requireUid(req);
      const { duplicateId } = await validate(mergeCustomerSchema, req.body);
      return toCustomerDto(await mergeCustomer(uid, req.params.id!, req.params.customerId!, duplicateId));
    }),
  );

  // No billing check: a customer's right to erasure does not wait for the shop's subscription.
  router.post(
    ownerEndpoints.eraseCustomer.path,
    handle<ReplyOf<typeof ownerEndpoints.eraseCustomer>>(async (req) => {
      const uid = await requireUid(req);
      // no body erases without cancelling the upcoming bookings
      const { cancelUpcoming } = await validate(eraseCustomerSchema, req.body ?? {});
      return eraseCustomer(uid, req.params.id!, req.params.customerId!, { cancelUpcoming: cancelUpcoming === true });
    }),
  );

  return router;
}
