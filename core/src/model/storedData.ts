/** A Firestore Timestamp of either SDK (firebase-admin's and the web SDK's are different classes). */
export interface StoredTimestamp {
  toDate(): Date;
}

/**
 * Replaces every Timestamp in stored data (nested in plain objects and arrays) by a Date, so
 * the model types hold Dates whichever SDK read the document. Class instances other than
 * Timestamps (and every other value) pass through unchanged.
 */
export function reviveTimestamps(value: unknown, isTimestamp: (v: unknown) => v is StoredTimestamp): unknown {
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map((v) => reviveTimestamps(v, isTimestamp));
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveTimestamps(v, isTimestamp)]));
  }
  return value;
}

/** A stored document as its model type: Timestamps revived, and the document's id as `id`. */
export function fromStoredDoc<T extends object>(data: unknown, id: string, isTimestamp: (v: unknown) => v is StoredTimestamp): T {
  return { ...(reviveTimestamps(data, isTimestamp) as T), id };
}

/**
 * The body of a Firestore data converter, written once for both SDKs: the model is written as
 * it is (the SDK turns Dates into Timestamps) and read back through `fromStoredDoc`, then
 * through `sanitize` when the collection has one (model/sanitize.ts: junk list items skipped).
 */
export function storedDocConverter<T extends object>(
  isTimestamp: (v: unknown) => v is StoredTimestamp,
  sanitize: (doc: T) => T = (doc) => doc,
) {
  return {
    toFirestore: (model: object) => model as Record<string, unknown>,
    fromFirestore: (snap: { id: string; data(): unknown }) => sanitize(fromStoredDoc<T>(snap.data(), snap.id, isTimestamp)),
  };
}
