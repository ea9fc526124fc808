import { appCheckHeader } from '../firebase/appCheck';
import { maybeSignedIn } from '../firebase/session';

export const REQUEST_TIMEOUT_MS = 30_000;
export const TIMEOUT_MESSAGE = 'Request timeout - please check your internet connection';

/** An HTTP failure; its message is '{status}: {body}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{message}` when the body is JSON, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.body;
  }

  /** The server's `{code}`, naming a refusal the page acts on (ApiErrorBody), if any. */
  get serverCode(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { code?: unknown };
      return typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }
}

async function authHeader(): Promise<Record<string, string>> {
  if (!maybeSignedIn()) return {};
  const { currentIdToken } = await import('../firebase/auth');
  const token = await currentIdToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface RequestOptions {
  /** Answer null instead of throwing on 401 (spec: "it can be configured to give an empty result"). */
  on401?: 'throw' | 'null';
  signal?: AbortSignal;
  /** sees the answer's headers (a listing's `Link`) */
  onHeaders?: (headers: Headers) => void;
}

/**
 * One /api call: session credentials, a JSON body only when given, a 30 s time-out with its
 * own message, non-OK answers as ApiError; other network errors pass through unchanged.
 */
export async function apiRequest<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError')), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(await authHeader()),
      ...(await appCheckHeader(method)),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    if (res.status === 401 && options.on401 === 'null') return null as T;
    options.onHeaders?.(res.headers);
    const text = await res.text();
    if (!res.ok) throw new ApiError(res.status, text, res.statusText);
    return (text ? JSON.parse(text) : null) as T;
  } catch (err) {
    if (
      controller.signal.aborted &&
      controller.signal.reason instanceof DOMException &&
      controller.signal.reason.name === 'TimeoutError'
    ) {
      throw new Error(TIMEOUT_MESSAGE);
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
};
