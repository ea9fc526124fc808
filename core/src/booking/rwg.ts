/**
 * Reserve with Google, redirect flavour (docs/deploy.md "Reserve with Google"): Google sends the
 * visitor to the shop page with `rwg_token`; the booking made within 30 days of that arrival
 * carries it, and the server reports the conversion to Google with it.
 */

/** Google's query parameter. */
export const RWG_TOKEN_PARAM = 'rwg_token';
/** Google's attribution window: a booking later than this after the arrival is not reported. */
export const RWG_ATTRIBUTION_MS = 30 * 24 * 60 * 60 * 1000;
/** an opaque token: printable ASCII without spaces, bounded (Google's are ~100–300 characters) */
const TOKEN = /^[\x21-\x7e]{1,512}$/;

export const isRwgToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The token kept for a shop in this tab, with when the visitor arrived with it. */
export interface KeptRwgToken {
  token: string;
  /** epoch ms of the arrival */
  at: number;
}

/** A kept token read back: null when it is not one, or when its attribution window is over at `now`. */
export function liveRwgToken(kept: unknown, now: number): string | null {
  if (!kept || typeof kept !== 'object') return null;
  const { token, at } = kept as Partial<KeptRwgToken>;
  if (!isRwgToken(token) || typeof at !== 'number' || !Number.isFinite(at)) return null;
  return at <= now && now - at <= RWG_ATTRIBUTION_MS ? token : null;
}

/** The body Google's conversion endpoint takes; `merchant_changed: 2`: booked at the shop Google sent them to. */
export function rwgConversionBody(partnerId: string, token: string) {
  return { conversion_partner_id: partnerId, rwg_token: token, merchant_changed: 2 as const };
}
