import type { PaymentPolicyDto } from '@barbershop/core/api';
import type { PaymentPolicy, PaymentPolicyInput } from '@barbershop/core/payments';
import { db } from '../../app/firebase';
import { services, shops } from '../../data/collections';
import { toPaymentPolicyDto } from '../../dto/paymentPolicy';
import { badRequest, notFound } from '../../errors';
import { ownedShop } from '../reads/owned';

/** GET /api/payments/policy: the owner's shop's policy (the default until they set one). */
export async function ownerPaymentPolicy(uid: string): Promise<PaymentPolicyDto> {
  return toPaymentPolicyDto((await ownedShop(uid)).paymentPolicy);
}

/**
 * PUT /api/payments/policy: the whole policy, validated by core's paymentPolicySchema. Service
 * overrides must name the shop's own services. The version goes up by one in the transaction
 * that writes it, so two saves never share a version (a booking stores the version it accepted).
 */
export async function savePaymentPolicy(uid: string, input: PaymentPolicyInput): Promise<PaymentPolicyDto> {
  const { id: shopId } = await ownedShop(uid);
  return db.runTransaction(async (tx) => {
    const ref = shops().doc(shopId);
    const stored = (await tx.get(ref)).data();
    if (!stored) throw notFound('Barbershop not found');
    const ids = Object.keys(input.serviceOverrides);
    if (ids.length) {
      const found = await tx.getAll(...ids.map((id) => services(shopId).doc(id)));
      const unknown = found.find((s) => !s.exists);
      if (unknown) {
        throw badRequest('serviceOverrides names a service that is not one of this barbershop', {
          [`serviceOverrides.${unknown.id}`]: 'Not a service of this barbershop',
        });
      }
    }
    const now = new Date();
    const policy: PaymentPolicy = { ...input, version: (stored.paymentPolicy?.version ?? 0) + 1, updatedAt: now };
    tx.update(ref, { paymentPolicy: policy, updatedAt: now });
    return toPaymentPolicyDto(policy);
  });
}
