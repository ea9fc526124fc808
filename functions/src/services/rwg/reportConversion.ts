// Reserve with Google's conversion report (docs/deploy.md "Reserve with Google"): once per
// booking that carries a token, whichever path made it (the booking request, or its paid hold
// completed by the customer, the webhook or the expiry job).
import { rwgConversionBody } from '@barbershop/core/booking';
import { rwgConversions } from '../../data/collections';
import { rwgConfig } from './config';

/** Google's endpoint answers quickly; a booking's answer never waits longer than this on it. */
const REPORT_TIMEOUT_MS = 5000;

/** One document per reported booking: creating it is the claim, so two calls never both send. */
const reported = (shopId: string, appointmentId: string) => rwgConversions().doc(`${shopId}_${appointmentId}`);

/**
 * Reports the booking's conversion when it carries a Reserve with Google token and the platform
 * reports conversions; at most once. The claim is written before the POST: a POST that fails is
 * logged and not retried (a conversion counted twice would be worse than one missed). Never
 * throws: the booking is made whatever Google answers.
 */
export async function reportRwgConversion(booking: { shopId: string; id: string; rwgToken?: string }): Promise<void> {
  const config = rwgConfig();
  if (!config || !booking.rwgToken) return;
  try {
    await reported(booking.shopId, booking.id).create({ shopId: booking.shopId, appointmentId: booking.id, at: new Date() });
  } catch (err) {
    if ((err as { code?: unknown }).code === 6) return; // ALREADY_EXISTS: reported by another call
    console.error('Reserve with Google conversion not claimed', booking.shopId, booking.id, err);
    return;
  }
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(rwgConversionBody(config.partnerId, booking.rwgToken)),
      signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
    });
    if (!res.ok) console.error('Reserve with Google refused the conversion of', booking.shopId, booking.id, res.status);
  } catch (err) {
    console.error('Reserve with Google conversion not sent', booking.shopId, booking.id, err);
  }
}
