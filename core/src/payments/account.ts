// The shop's connected Stripe account as the owner sees it (Settings → Payments): its state
// comes from Stripe's `account.updated` events; whether booking takes money also needs the
// platform's keys and a policy other than "none".
import type { PaymentAccount, PaymentPolicy } from './types';

/** `GET /api/payments/account`. */
export interface PaymentAccountDto {
  /** the platform has its Stripe keys: without them booking never asks for money */
  platformEnabled: boolean;
  /** the shop has a connected account (onboarding may be unfinished) */
  connected: boolean;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Stripe's `requirements.currently_due`: what Stripe still asks the owner for */
  requirementsDue: string[];
  /** the shop's policy is taking money now: keys, charges enabled and a policy other than "none" */
  live: boolean;
}

/** `POST /api/payments/connect`: Stripe's onboarding page (an Account Link) for the owner to open. */
export interface ConnectLinkDto {
  url: string;
}

/** The part of a Stripe account (v1 `Account`) the state is read from. */
export interface StripeAccountLike {
  id: string;
  details_submitted?: boolean | null;
  charges_enabled?: boolean | null;
  payouts_enabled?: boolean | null;
  requirements?: { currently_due?: string[] | null; disabled_reason?: string | null } | null;
}

/** The stored state (`paymentAccounts/{shopId}`) of a Stripe account. */
export function paymentAccountOf(
  shopId: string,
  account: StripeAccountLike,
  updatedAt: Date,
): Omit<PaymentAccount, 'eventCreated'> {
  return {
    shopId,
    stripeAccountId: account.id,
    detailsSubmitted: account.details_submitted === true,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirementsDue: [...(account.requirements?.currently_due ?? [])],
    disabledReason: account.requirements?.disabled_reason ?? null,
    updatedAt,
  };
}

/** What the owner's settings page shows, from the platform's keys, the stored account and the shop's policy. */
export function paymentAccountDto(
  platformEnabled: boolean,
  account: PaymentAccount | null,
  policy: Pick<PaymentPolicy, 'mode'> | null | undefined,
): PaymentAccountDto {
  const chargesEnabled = account?.chargesEnabled === true;
  return {
    platformEnabled,
    connected: account !== null,
    detailsSubmitted: account?.detailsSubmitted === true,
    chargesEnabled,
    payoutsEnabled: account?.payoutsEnabled === true,
    requirementsDue: account?.requirementsDue ?? [],
    live: platformEnabled && chargesEnabled && (policy?.mode ?? 'none') !== 'none',
  };
}
