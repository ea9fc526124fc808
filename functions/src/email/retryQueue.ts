import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../app/firebase';
import { emailLogEntryAt, mailRetries } from '../data/collections';
import type { EmailRequest } from './emailRequest';
import { configuredTransport, type MailTransport, type OutgoingEmail } from './transport';

export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = 5 * 60_000;
/**
 * How long a claimed entry is left to the run that claimed it. Longer than any send can take
 * (a scheduled function times out long before), so two runs never send one entry at once; a run
 * that dies after its claim leaves the entry to be retried once the lease has expired.
 */
export const RETRY_LEASE_MS = 10 * 60_000;

export interface QueuedEmail extends EmailRequest {
  logPath: string | null;
  attempts: number;
  /** when the entry is next due: after a back-off, or when a claim's lease expires */
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  leaseId: string | null;
}

const queue = mailRetries;

/** The one message a request sends, first time or retried: the same sender name and Reply-To. */
export function outgoingEmail(req: EmailRequest): OutgoingEmail {
  return {
    to: req.to,
    fromName: req.fromName,
    replyTo: req.replyTo ?? null,
    ...req.email,
    emailType: req.emailType,
    shopId: req.shopId,
    appointmentId: req.appointmentId ?? null,
  };
}

export async function enqueueRetry(req: EmailRequest, logPath: string | null, now = new Date()): Promise<void> {
  const entry: QueuedEmail = {
    ...req,
    logPath,
    attempts: 1,
    nextAttemptAt: new Date(now.getTime() + BACKOFF_MS),
    leaseUntil: null,
    leaseId: null,
  };
  await queue().add(entry);
}

/**
 * Claims a due entry for this run: a transaction re-reads it, and only while it is still due
 * (no other run holds a live lease) moves its due time to the end of a lease. Nothing is deleted
 * before the email has gone.
 */
async function claim(ref: DocumentReference, now: Date): Promise<(QueuedEmail & { leaseId: string }) | null> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const due = snap.get('nextAttemptAt')?.toDate?.() as Date | undefined;
    if (!due || due.getTime() > now.getTime()) return null;
    const leaseId = randomUUID();
    const leaseUntil = new Date(now.getTime() + RETRY_LEASE_MS);
    tx.update(ref, { leaseId, leaseUntil, nextAttemptAt: leaseUntil });
    return { ...(snap.data() as QueuedEmail), leaseId };
  });
}

/** Applies `change` only while this run still holds the entry's lease. */
async function settle(ref: DocumentReference, leaseId: string, change: 'delete' | Record<string, unknown>): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('leaseId') !== leaseId) return;
    if (change === 'delete') tx.delete(ref);
    else tx.update(ref, change);
  });
}

/**
 * Re-sends queued failures (backing off), updating their log entries; gives up after 5 tries.
 * An entry leaves the queue only once its email has been sent (or has used every try).
 */
export async function retryFailedEmails(now = new Date(), transport: MailTransport = configuredTransport()): Promise<number> {
  const due = await queue().where('nextAttemptAt', '<=', now).limit(50).get();
  let sent = 0;
  for (const doc of due.docs) {
    const claimed = await claim(doc.ref, now);
    if (!claimed) continue;
    try {
      await transport.send(outgoingEmail(claimed));
    } catch (err) {
      const attempts = claimed.attempts + 1;
      const error = err instanceof Error ? err.message : String(err);
      if (claimed.logPath) await emailLogEntryAt(claimed.logPath).update({ error, attempts });
      await settle(
        doc.ref,
        claimed.leaseId,
        attempts < MAX_ATTEMPTS
          ? { attempts, leaseId: null, leaseUntil: null, nextAttemptAt: new Date(now.getTime() + BACKOFF_MS * 2 ** attempts) }
          : 'delete',
      );
      continue;
    }
    sent += 1;
    await settle(doc.ref, claimed.leaseId, 'delete');
    if (claimed.logPath) await emailLogEntryAt(claimed.logPath).update({ status: 'sent', sentAt: new Date(), error: null });
  }
  return sent;
}
