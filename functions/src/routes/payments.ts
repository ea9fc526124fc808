import { ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import { paymentPolicySchema, type PaymentPolicyInput } from '@barbershop/core/payments';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { withAccess } from '../http/withAccess';
import { ownerPaymentPolicy, savePaymentPolicy } from '../services/payments/policy';

/**
 * The owner's payment policy (docs/payments.md "Routes"). The Stripe account's routes are in
 * paymentsAccount.ts.
 */
export function paymentRoutes() {
  const router = Router();

  router.get(
    '/payments/policy',
    handle(async (req) => ownerPaymentPolicy(await requireUid(req))),
  );

  router.put(
    ownerEndpoints.savePaymentPolicy.path,
    withAccess,
    handle<ReplyOf<typeof ownerEndpoints.savePaymentPolicy>>(async (req) => {
      const uid = await requireUid(req);
      const input = (await validate(paymentPolicySchema, req.body)) as PaymentPolicyInput;
      return savePaymentPolicy(uid, input);
    }),
  );

  return router;
}
