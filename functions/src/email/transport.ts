import { headerAddress, headerText, safeHeaders } from '@barbershop/core';
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
}

export interface MailTransport {
  name: 'sendgrid' | 'outbox';
  send(email: OutgoingEmail): Promise<void>;
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
        createdAt: new Date(),
      });
      console.log(`[outbox] to ${email.to}: ${email.subject}`);
    },
  };
}

/** SendGrid when SENDGRID_API_KEY is configured (a secret in production), the outbox otherwise. */
export function configuredTransport(): MailTransport {
  const key = configuredSendgridKey();
  if (!key) return outboxTransport();
  return sendgridTransport(key, configuredSender(), process.env.SENDGRID_API_BASE_URL || undefined);
}
