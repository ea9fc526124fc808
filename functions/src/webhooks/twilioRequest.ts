import twilio from 'twilio';
import { twilioWebhookUrl, type TwilioRoute } from '../sms/transport';

/**
 * The route a request is for, by its last path segment: through Hosting the function sees
 * `/api/webhooks/twilio/status`, called at its own address `/status`.
 */
export function twilioRouteOf(path: string): TwilioRoute | null {
  const last = path.replace(/\/+$/, '').split('/').pop();
  return last === 'status' || last === 'inbound' ? last : null;
}

/**
 * The form's fields as Twilio sent them. Cloud Functions keeps the raw body (req.rawBody) beside
 * its parsed copy; the raw one is what Twilio signed, so it is read first.
 */
export function twilioFormParams(rawBody: Buffer | null, parsedBody: unknown): Record<string, string> {
  if (rawBody) return Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
  if (parsedBody && typeof parsedBody === 'object' && !Buffer.isBuffer(parsedBody)) {
    return Object.fromEntries(
      Object.entries(parsedBody as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  return {};
}

/** What a request to a route carries for its signature check. */
export interface SignedRequest {
  route: TwilioRoute;
  /** the X-Twilio-Signature header ('' or undefined: none) */
  signature: string | undefined;
  /** the request's query string with its '?', '' for none */
  query: string;
  params: Record<string, string>;
}

/**
 * Whether Twilio signed this request (X-Twilio-Signature: HMAC-SHA1 of the address it called and
 * the sorted form fields, with the account's auth token), checked by the official library over
 * the address Twilio was given, query string included.
 */
export function isSignedByTwilio(req: SignedRequest, authToken: string): boolean {
  if (!req.signature) return false;
  return twilio.validateRequest(authToken, req.signature, `${twilioWebhookUrl(req.route)}${req.query}`, req.params);
}
