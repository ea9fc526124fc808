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
