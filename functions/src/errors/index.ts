/**
 * The errors a service throws for the API caller. Neutral ground: services, email, triggers and
 * jobs throw them without knowing of HTTP; http/errorHandler.ts turns one into `{ message, code, errors }`.
 */
/** An error whose status and message are meant for the API caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    /** a stable name for a refusal the caller acts on (its message is for people) */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, undefined, code);
export const unprocessable = (message: string, details?: Record<string, unknown>) => new HttpError(422, message, details);

/**
 * Firestore's contention that outlasted the transaction's retries (gRPC ABORTED, or a transaction
 * the emulator closed under load): many requests changed one document at once. Nothing of that
 * transaction was written.
 */
export function isContention(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === 10 || (code === 3 && typeof message === 'string' && /Transaction is invalid or closed/.test(message));
}
