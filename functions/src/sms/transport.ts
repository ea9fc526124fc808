import { countSegments } from '@barbershop/core/sms';
import type { SmsStatus, SmsType } from '@barbershop/core/model';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { configuredAppUrl } from '../email/params';
import { isLocalProject } from '../email/transport';
import { smsOutbox } from '../data/collections';
import { twilioConfig, type TwilioConfig } from './params';

export interface OutgoingSms {
  /** E.164 */
  to: string;
  body: string;
  /** where the provider reports the text's delivery (Twilio's StatusCallback) */
  statusCallback?: string;
  /** recorded by the local outbox only (what and whose it is), never sent */
  smsType?: SmsType;
  shopId?: string;
}

export interface SmsTransport {
  name: 'twilio' | 'outbox' | 'none';
  send(sms: OutgoingSms): Promise<{ providerSid: string | null; status: SmsStatus }>;
}

/** The provider refused the text (its error code and message), or could not be reached. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

const TWILIO_API = 'https://api.twilio.com';

/**
 * The SDK's own HTTP client with Twilio's API host swapped for `apiBaseUrl`: tests point it at a
 * fake Twilio (e2e/support/fake-twilio.ts), which then receives exactly what Twilio would.
 */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBaseUrl: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API)
      ? this.apiBaseUrl.replace(/\/+$/, '') + opts.uri.slice(TWILIO_API.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

/** Twilio through its official SDK. A Messaging Service SID (MG…) as the sender goes as such. */
export function twilioTransport(config: TwilioConfig): SmsTransport {
  const client = twilio(config.accountSid, config.authToken, {
    ...(config.apiBaseUrl ? { httpClient: new RedirectingRequestClient(config.apiBaseUrl) } : {}),
  });
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
  return {
    name: 'twilio',
    async send(sms) {
      try {
        const message = await client.messages.create({
          to: sms.to,
          body: sms.body,
          ...sender,
          ...(sms.statusCallback ? { statusCallback: sms.statusCallback } : {}),
        });
        // Twilio answers queued (or accepted, for a Messaging Service): both are our 'queued'
        return { providerSid: message.sid, status: 'queued' };
      } catch (err) {
        const e = err as { code?: unknown; message?: unknown };
        throw new SmsSendError(String(e.message ?? err), e.code === undefined || e.code === null ? null : String(e.code));
      }
    },
  };
}

/** Local default: every text lands in Firestore's smsOutbox and the function log. */
export function outboxTransport(): SmsTransport {
  return {
    name: 'outbox',
    async send(sms) {
      const { segments, encoding } = countSegments(sms.body);
      await smsOutbox().add({
        to: sms.to,
        body: sms.body,
        smsType: sms.smsType ?? null,
        shopId: sms.shopId ?? null,
        segments,
        encoding,
        providerSid: null,
        createdAt: new Date(),
      });
      console.log(`[sms outbox] to ${sms.to}: ${sms.body}`);
      return { providerSid: null, status: 'sent' };
    },
  };
}

/** A deployed project without Twilio: nothing is sent and the log says so. */
export function notConfiguredTransport(): SmsTransport {
  return {
    name: 'none',
    send: () => Promise.resolve({ providerSid: null, status: 'not_configured' }),
  };
}

/** The two addresses Twilio calls: a text's delivery status, and a text sent to our number. */
export type TwilioRoute = 'status' | 'inbound';

/**
 * The address Twilio is given for a route (each text's StatusCallback; the number's "A message
 * comes in" in the console), which the webhook checks signatures over: Hosting rewrites
 * `/api/webhooks/twilio/**` to the twilioWebhook function (docs/sms.md).
 */
export const twilioWebhookUrl = (route: TwilioRoute): string => `${configuredAppUrl()}/api/webhooks/twilio/${route}`;

/** Twilio when configured; else the local outbox on the emulators and `demo-` projects; else none. */
export function configuredSmsTransport(env: NodeJS.ProcessEnv = process.env): SmsTransport {
  const config = twilioConfig(env);
  if (config) return twilioTransport(config);
  return isLocalProject(env) ? outboxTransport() : notConfiguredTransport();
}
