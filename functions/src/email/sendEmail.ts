import type { EmailType, RenderedEmail } from '@barbershop/core';
import { emailLog } from '../data/collections';
import { enqueueRetry, outgoingEmail } from './retryQueue';
import { configuredTransport, type MailTransport } from './transport';

export { retryFailedEmails } from './retryQueue';

export interface EmailRequest {
  emailType: EmailType;
  to: string;
  email: RenderedEmail;
  /** the shop whose email log records it; owner emails before a shop exists have none */
  shopId: string | null;
  appointmentId?: string | null;
  /** the sender's display name ("{Shop} via BarberBook"); the address is configuration */
  fromName?: string;
  /** where "reply to this email" goes */
  replyTo?: string | null;
}

/**
 * Sends one email and records it in the shop's email log, sent or failed. It never throws: a
 * failed email must not fail the booking or sign-up that caused it. A failure is queued in
 * mailRetries for the retry job.
 */
export async function sendEmail(req: EmailRequest, transport: MailTransport = configuredTransport()): Promise<'sent' | 'failed'> {
  const shopId = req.shopId;
  const logRef = shopId ? emailLog(shopId).doc() : null;
  let status: 'sent' | 'failed' = 'sent';
  let error: string | null = null;
  try {
    await transport.send(outgoingEmail(req));
  } catch (err) {
    status = 'failed';
    error = err instanceof Error ? err.message : String(err);
    console.error(`Email ${req.emailType} to ${req.to} failed: ${error}`);
  }
  try {
    if (logRef && shopId) {
      await logRef.set({
        id: logRef.id,
        shopId,
        emailType: req.emailType,
        recipientEmail: req.to,
        status,
        sentAt: new Date(),
        appointmentId: req.appointmentId ?? null,
        error,
        transport: transport.name,
      });
    }
    if (status === 'failed') {
      await enqueueRetry(req, logRef?.path ?? null);
    }
  } catch (err) {
    console.error('Recording an email failed', err);
  }
  return status;
}
