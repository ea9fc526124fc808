import { ApiError } from '../../lib/api/client';

export const PERMISSION_DENIED_REASON = 'This change was not allowed. If your trial has ended, subscribe to continue.';

/**
 * The description of a failed owner change: the server's message from /api, or for a direct
 * Firestore write the rules refused (most often: no trial or subscription left), a plain reason.
 */
export function changeFailedReason(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.serverMessage || undefined;
  if ((err as { code?: unknown } | null)?.code === 'permission-denied') return PERMISSION_DENIED_REASON;
  return undefined;
}
