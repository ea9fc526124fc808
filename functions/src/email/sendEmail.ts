import { emailLog } from '../data/collections';
import type { EmailRequest } from './emailRequest';
import { enqueueRetry, outgoingEmail } from './retryQueue';
import { configuredTransport, EmailNotConfiguredError, type MailTransport } from './transport';

export { retryFailedEmails } from './retryQueue';

export type SendStatus = 'sent' | 'failed' | 'not_configured';

/**
 * Sends one email and records it in the shop's email log, sent or failed. It never throws: a
 * failed email must not fail the booking or sign-up that caused it. A failure is queued in
 * mailRetries for the retry job; an email of a project without a provider (`not_configured`)
 * is not: no retry could send it.
 */
export async function sendEmail(req: EmailRequest, transport: MailTransport = configuredTransport()): Promise<SendStatus> {
  const shopId = req.shopId;
  const logRef = shopId ? emailLog(shopId).doc() : null;
  let status: SendStatus = 'sent';
  let error: string | null = null;
  try {
    await transport.send(outgoingEmail(req));
  } catch (err) {
    status = err instanceof EmailNotConfiguredError ? 'not_configured' : 'failed';
    error = err instanceof Error ? err.message : String(err);
    if (status === 'failed') console.error(`Email ${req.emailType} to ${req.to} failed: ${error}`);
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
        ...(req.triggeredBy ? { triggeredBy: req.triggeredBy } : {}),
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
