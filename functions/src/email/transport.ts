import { headerAddress, headerText, safeHeaders } from '@barbershop/core/email';
import type { EmailType } from '@barbershop/core/model';
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { mailOutbox } from '../data/collections';
import { configuredSender, configuredSendgridKey } from './params';

export interface OutgoingEmail {
  to: string;
  /** the sender's display name; the address is the configured sender */
  fromName?: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; type: string }[];
  /**
   * What the email is and which shop sent it (null: an owner email before the shop exists). Not
   * sent anywhere; the outbox records them so a customer's erasure deletes only its own shop's
   * emails (services/customers/eraseCustomer).
   */
  emailType?: EmailType;
  shopId?: string | null;
  /** the booking an appointment email is about: an erasure keeps the cancellation notices it sent */
  appointmentId?: string | null;
}

export interface MailTransport {
  name: 'sendgrid' | 'outbox' | 'none';
  send(email: OutgoingEmail): Promise<void>;
}

/** Thrown by the `none` transport: the email was not sent because no provider is configured. */
export class EmailNotConfiguredError extends Error {
  constructor() {
    super('Email is not configured: set the SENDGRID_API_KEY secret (docs/deploy.md)');
  }
}

/** SendGrid through its SDK; `baseUrl` lets tests point the SDK's own requests elsewhere. */
export function sendgridTransport(apiKey: string, from: string, baseUrl?: string): MailTransport {
  const http = new Client();
  const client = new MailService();
  client.setClient(http);
  client.setApiKey(apiKey);
  // after setApiKey, which resets the base URL to SendGrid's region host
  if (baseUrl) http.setDefaultRequest('baseUrl', baseUrl);
  return {
    name: 'sendgrid',
    async send(outgoing) {
      // Headers cleaned here, where every email leaves (sendEmail and its retries): no CR/LF or
      // other control character from stored data reaches To, From or Subject.
      const email = safeHeaders(outgoing);
      await client.send({
        to: email.to,
        // the configured sender may be 'Name <address>'; with a display name the address alone is used
        from: email.fromName ? { email: senderAddress(from), name: email.fromName } : headerText(from),
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments?.map((a) => ({
          filename: a.filename,
          type: a.type,
          disposition: 'attachment',
          content: Buffer.from(a.content, 'utf8').toString('base64'),
        })),
      });
    },
  };
}

/** The address of a configured sender written 'Name <address>' or as the bare address. */
function senderAddress(from: string): string {
  return headerAddress(/<([^>]*)>/.exec(from)?.[1] ?? from);
}

/**
 * Local default: every email lands in Firestore's mailOutbox (with the sender and Reply-To it
 * would carry) and the function log.
 */
export function outboxTransport(from: string = configuredSender()): MailTransport {
  return {
    name: 'outbox',
    async send(outgoing) {
      const email = safeHeaders(outgoing);
      await mailOutbox().add({
        ...email,
        fromEmail: senderAddress(from),
        fromName: email.fromName ?? null,
        replyTo: email.replyTo ?? null,
        emailType: email.emailType ?? null,
        shopId: email.shopId ?? null,
        createdAt: new Date(),
      });
      console.log(`[outbox] to ${email.to}: ${email.subject}`);
    },
  };
}

/**
 * A deployed project without a SendGrid key: nothing is sent, and the email log says so
 * (status `not_configured`), instead of writing to an outbox nobody reads.
 */
export function notConfiguredTransport(): MailTransport {
  return {
    name: 'none',
    send(email) {
      console.warn(`[email] not sent (email not configured) to ${headerText(email.to)}: ${headerText(email.subject)}`);
      return Promise.reject(new EmailNotConfiguredError());
    },
  };
}

/**
 * Whether this process runs on the emulators or for a `demo-` project: only there may emails
 * land in the local outbox.
 */
export function isLocalProject(env: NodeJS.ProcessEnv = process.env): boolean {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? '';
  return env.FUNCTIONS_EMULATOR === 'true' || project.startsWith('demo-');
}

/**
 * SendGrid when SENDGRID_API_KEY is configured (a secret in production); without it the local
 * outbox on the emulators and `demo-` projects, and no transport at all in a real project.
 */
export function configuredTransport(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const key = configuredSendgridKey();
  if (key) return sendgridTransport(key, configuredSender(), env.SENDGRID_API_BASE_URL || undefined);
  return isLocalProject(env) ? outboxTransport() : notConfiguredTransport();
}
