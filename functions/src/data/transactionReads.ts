import { DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';

type Read = { ref: DocumentReference; snap: Promise<DocumentSnapshot> };

/**
 * The transaction `tx` with its document reads batched: every `get(documentRef)` made before the
 * event loop turns (the reads of one Promise.all, however deep) goes out as one `tx.getAll`, and
 * `alsoRead` (documents the caller expects to need later, such as the bookings a hold lists)
 * rides along with the first. Why: the admin SDK starts a transaction with its first read and
 * queues every other read behind it, so reads made side by side still cost two sequential round
 * trips; one getAll is one. A document read again in the transaction (through an equal
 * reference: same path and converter) is answered from the first read, which is the
 * transaction's view of it. Queries and writes go to `tx` as they are.
 */
export function batchedReads(tx: Transaction, alsoRead: readonly DocumentReference[] = []): Transaction {
  const done = new Map<string, Read>();
  let queued: DocumentReference[] = [];
  let extra = [...alsoRead];
  let flushed: Promise<void> | null = null;

  const known = (ref: DocumentReference) => {
    const read = done.get(ref.path);
    return read && read.ref.isEqual(ref) ? read.snap : undefined;
  };

  function flush() {
    const refs = [...queued, ...extra.filter((ref) => !known(ref) && !queued.some((q) => q.isEqual(ref)))];
    queued = [];
    extra = [];
    flushed = null;
    const all = tx.getAll(...refs);
    refs.forEach((ref, i) => {
      const snap = all.then((snaps) => snaps[i]!);
      snap.catch(() => undefined); // the error reaches whoever asked for the document
      if (!done.has(ref.path)) done.set(ref.path, { ref, snap });
    });
  }

  async function get(ref: DocumentReference): Promise<DocumentSnapshot> {
    const snap = known(ref);
    if (snap) return snap;
    if (!queued.some((q) => q.isEqual(ref))) queued.push(ref);
    // a read the SDK refuses at once (after a write) reaches the callers, never the event loop
    flushed ??= new Promise<void>((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(flush());
        } catch (err) {
          reject(err);
        }
      }),
    );
    await flushed;
    return known(ref) ?? tx.get(ref);
  }

  return new Proxy(tx, {
    get(target, prop) {
      if (prop === 'get')
        return (refOrQuery: Parameters<Transaction['get']>[0]) =>
          refOrQuery instanceof DocumentReference ? get(refOrQuery) : target.get(refOrQuery);
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
