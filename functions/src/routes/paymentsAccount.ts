import type { ConnectLinkDto, PaymentAccountDto } from '@barbershop/core/payments';
import { isDocId } from '@barbershop/core/validation';
import { Router, type Request } from 'express';
import { badRequest } from '../errors';
import { requireUid } from '../http/auth';
import { handle } from '../http/handler';
import { withAccess } from '../http/withAccess';
import { connectShop, paymentAccountFor } from '../services/payments/account';

/** An optional `shopId` (query or body): the owner's only shop when absent. */
function shopIdOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !isDocId(value)) throw badRequest('shopId is not a valid id');
  return value;
}

const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/**
 * The shop's connected Stripe account (docs/payments.md "Connect"): its state for Settings →
 * Payments, and "Connect with Stripe" (the account, created once, and Stripe's onboarding link).
 */
export function paymentsAccountRoutes() {
  const router = Router();

  router.get(
    '/payments/account',
    handle(async (req): Promise<PaymentAccountDto> => paymentAccountFor(await requireUid(req), shopIdOf(req.query.shopId))),
  );

  router.post(
    '/payments/connect',
    withAccess,
    handle(async (req): Promise<ConnectLinkDto> => connectShop(await requireUid(req), shopIdOf(bodyOf(req).shopId))),
  );

  return router;
}
