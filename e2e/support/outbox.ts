import { adminDb } from './admin';

/** Waits (bounded) for the outbox emails to `to` matching `subject`, as triggers run asynchronously. */
export async function waitForOutbox(to: string, subject: RegExp, count = 1, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snap = await adminDb.collection('mailOutbox').where('to', '==', to).get();
    const matches = snap.docs.map((d) => d.data()).filter((m) => subject.test(String(m.subject)));
    if (matches.length >= count || Date.now() > deadline) return matches;
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function outboxFor(to: string) {
  const snap = await adminDb.collection('mailOutbox').where('to', '==', to).get();
  return snap.docs.map((d) => d.data());
}
