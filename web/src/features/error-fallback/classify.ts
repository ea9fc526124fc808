/** Network-like errors: retried automatically; others are shown at once. */
export function isNetworkLikeError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /fetch|network|timeout|connection|offline|Loading/i.test(message);
}

export const MAX_AUTO_RETRIES = 3;
/** The wait grows by 2 seconds per attempt. */
export const retryWaitMs = (attempt: number) => 2000 * attempt;
export const RECONNECTING_MS = 1000;
