/**
 * App Check on `/api` (docs/deploy.md): a param chooses how a request's `X-Firebase-AppCheck`
 * token is used. `off` ignores it (local runs, a project without a reCAPTCHA key), `monitor`
 * lets every request through and logs those without a valid token, `enforce` answers them 401.
 */
export const APP_CHECK_MODES = ['off', 'monitor', 'enforce'] as const;
export type AppCheckMode = (typeof APP_CHECK_MODES)[number];

/** What the request carried: no header, a token the Admin SDK accepted, or one it refused. */
export type AppCheckToken = 'missing' | 'valid' | 'invalid';

/** allow: serve it; log: serve it and log the token's state; reject: answer 401. */
export type AppCheckVerdict = 'allow' | 'log' | 'reject';

/** The configured mode; an unset or unknown value is `off` (a typo must not lock customers out). */
export function parseAppCheckMode(raw: string | undefined): AppCheckMode {
  const value = String(raw).trim().toLowerCase(); // undefined reads 'undefined': off
  return (APP_CHECK_MODES as readonly string[]).includes(value) ? (value as AppCheckMode) : 'off';
}

/**
 * Whether a request method is covered. Only requests that change something are: reads are
 * public shop data the CDN may answer anyway, or owner data behind an ID token, and the shop
 * page starts its one read from an inline script before any App Check token can exist
 * (docs/decisions.md).
 */
export function appCheckCovers(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/** The decision for one request; the token is only verified when the verdict depends on it. */
export function appCheckVerdict(mode: AppCheckMode, method: string, token: AppCheckToken): AppCheckVerdict {
  if (mode === 'off' || !appCheckCovers(method) || token === 'valid') return 'allow';
  return mode === 'enforce' ? 'reject' : 'log';
}
