export const LIVE_DENIED_MESSAGE = 'You do not have permission to see this data. Sign in with the account that owns this shop.';
export const LIVE_OFFLINE_MESSAGE = 'Could not reach the server. Check your internet connection and try again.';
export const LIVE_FAILED_MESSAGE = 'This data could not be loaded. Please try again.';

/** What a person is told when a live query fails, by Firestore's error code. */
export function liveErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied' || code === 'unauthenticated') return LIVE_DENIED_MESSAGE;
  if (code === 'unavailable' || code === 'deadline-exceeded') return LIVE_OFFLINE_MESSAGE;
  return LIVE_FAILED_MESSAGE;
}

interface CachedObservable {
  ourError?: unknown;
}

/**
 * reactfire keeps each query's observable in a global map for the life of the page, a failed one
 * included, so asking again would rethrow the old error. Retry forgets the failed ones first.
 */
export function forgetFailedLiveQueries(): void {
  const cache = (globalThis as { _reactFirePreloadedObservables?: Map<string, CachedObservable> })._reactFirePreloadedObservables;
  if (!cache) return;
  for (const [id, observable] of cache) {
    if (observable.ourError !== undefined) cache.delete(id);
  }
}
