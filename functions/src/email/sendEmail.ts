import type { EmailType, RenderedEmail } from '@barbershop/core';
import { db } from '../app/firebase';
import { configuredTransport, type MailTransport } from './transport';

export interface EmailRequest {
  emailType: EmailType;
  to: string;
  email: RenderedEmail;
  /** the shop whose email log records it; owner emails before a shop exists have none */
  shopId: string | null;
  appointmentId?: string | null;
}

const MAX_ATTEMPTS = 5;

/**
 * Sends one email and records it in the shop's email log, sent or failed. It never throws: a
 * failed email must not fail the booking or sign-up that caused it. A failure is queued in
 * mailRetries for the retry job.
 */
export async function sendEmail(req: EmailRequest, transport: MailTransport = configuredTransport()): Promise<'sent' | 'failed'> {
  const logRef = req.shopId ? db.collection(`barbershops/${req.shopId}/emailLog`).doc() : null;
  let status: 'sent' | 'failed' = 'sent';
  let error: string | null = null;
  try {
    await transport.send({ to: req.to, ...req.email });
  } catch (err) {
    status = 'failed';
    error = err instanceof Error ? err.message : String(err);
    console.error(`Email ${req.emailType} to ${req.to} failed: ${error}`);
  }
  try {
    if (logRef) {
      await logRef.set({
        id: logRef.id,
        shopId: req.shopId,
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
      await db.collection('mailRetries').add({ ...req, logPath: logRef?.path ?? null, attempts: 1, nextAttemptAt: new Date(Date.now() + 5 * 60_000) });
    }
  } catch (err) {
    console.error('Recording an email failed', err);
  }
  return status;
}

/** Re-sends queued failures (backing off), updating their log entries; gives up after 5 tries. */
export async function retryFailedEmails(now = new Date(), transport: MailTransport = configuredTransport()): Promise<number> {
  const due = await db.collection('mailRetries').where('nextAttemptAt', '<=', now).limit(50).get();
  let sent = 0;
  for (const doc of due.docs) {
    const claimed = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      if (!fresh.exists) return null;
      tx.delete(doc.ref);
      return fresh.data() as EmailRequest & { logPath: string | null; attempts: number };
    });
    if (!claimed) continue;
    try {
      await transport.send({ to: claimed.to, ...claimed.email });
      sent += 1;
      if (claimed.logPath) await db.doc(claimed.logPath).update({ status: 'sent', sentAt: new Date(), error: null });
    } catch (err) {
      const attempts = claimed.attempts + 1;
      if (claimed.logPath) await db.doc(claimed.logPath).update({ error: err instanceof Error ? err.message : String(err), attempts });
      if (attempts < MAX_ATTEMPTS) {
        await db.collection('mailRetries').add({ ...claimed, attempts, nextAttemptAt: new Date(now.getTime() + 5 * 60_000 * 2 ** attempts) });
      }
    }
  }
  return sent;
}
