import type { MarketingConsent } from '@barbershop/core/model';
import { randomBytes } from 'node:crypto';

/**
 * A customer's consent as given now (a booking's or a waitlist form's ticked box), or null when
 * they consent already (nothing to write). An existing unsubscribe key is kept, so the links in
 * emails already sent keep working; a first one is 24 random bytes. An unticked box never
 * withdraws consent given before: only the unsubscribe link does.
 */
export function consentGiven(
  current: MarketingConsent | undefined,
  source: MarketingConsent['source'],
  now: number,
): MarketingConsent | null {
  if (current?.consent === true) return null;
  return {
    ...current,
    consent: true,
    at: new Date(now),
    source,
    unsubscribeKey: current?.unsubscribeKey || randomBytes(24).toString('base64url'),
  };
}

/**
 * Whether the email typed on a form is the one on the customer's record: only then does their
 * ticked box speak for that record. A phone number alone would let anyone switch on another
 * person's consent, and the invites would go to an address that never ticked it.
 */
export const sameEmail = (typed: string, stored: string | undefined): boolean =>
  typed.trim().toLowerCase() === (stored ?? '').trim().toLowerCase() && typed.trim() !== '';
