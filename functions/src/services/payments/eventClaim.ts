// A Connect event is applied at most once: `stripeEvents/{eventId}` records it. A handler whose
// change is one Firestore transaction checks and records the claim in that transaction, so a
// replayed or concurrently redelivered event finds it and changes nothing; a handler with its
// own idempotency (a ledger keyed by Stripe objects) leaves the claim to the webhook, which
// records it once the handler is done.
import type { Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { stripeEvents } from '../../data/collections';

/** What a handler did with an event ('applied', 'duplicate', 'ignored', 'stale', or its own word). */
export type ConnectEventOutcome = string;

/** One Connect event type's handler: registered in webhooks/connectEvents.ts. */
export type ConnectEventHandler = (event: Stripe.Event, claim: EventClaim) => Promise<ConnectEventOutcome>;

export class EventClaim {
  private readonly ref;
  /** the claim was written (by the handler's transaction or by record) */
  recorded = false;

  constructor(readonly event: Stripe.Event) {
    this.ref = stripeEvents().doc(event.id);
  }

  /** Outside a transaction: whether a delivery of this event was applied already. */
  async applied(): Promise<boolean> {
    return (await this.ref.get()).exists;
  }

  /** Inside the handler's transaction, before its writes: whether another delivery got there first. */
  async appliedIn(tx: Transaction): Promise<boolean> {
    return (await tx.get(this.ref)).exists;
  }

  /** Inside the handler's transaction: the event is applied with this outcome. */
  recordIn(tx: Transaction, outcome: ConnectEventOutcome): void {
    tx.create(this.ref, this.doc(outcome));
    this.recorded = true;
  }

  /** After a handler that kept its own idempotency: the event is done (a concurrent delivery may have said so first). */
  async record(outcome: ConnectEventOutcome): Promise<void> {
    try {
      await this.ref.create(this.doc(outcome));
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
    }
    this.recorded = true;
  }

  private doc(outcome: ConnectEventOutcome) {
    const { id, type, created, account } = this.event;
    return { id, type, created, account: account ?? null, outcome, receivedAt: new Date() };
  }
}

/** Firestore's ALREADY_EXISTS: a concurrent delivery created the claim first. */
export const isAlreadyExists = (err: unknown): boolean => (err as { code?: number } | null)?.code === 6;
