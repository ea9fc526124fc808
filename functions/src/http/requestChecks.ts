import { hasLoneSurrogate, inheritedKeyMessage, isInheritedName } from '@barbershop/core/validation';
import type { NextFunction, Request, Response } from 'express';
import { frameworkBodyFailure } from './frameworkBody';
import { HttpError } from '../errors';

/** How deep a JSON body or query may nest: the API's deepest field is businessHours[i].x. */
const MAX_DEPTH = 8;

/** The documented body limit (docs/validation.md); no route takes more. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A body-parser failure (ours or the framework's) as the API's JSON error. */
export function bodyFailureError(failure: { status: number; type?: string }): HttpError {
  if (failure.status === 413 || failure.type === 'entity.too.large') return new HttpError(413, 'Request body too large');
  if (failure.status === 415 || failure.type === 'encoding.unsupported' || failure.type === 'charset.unsupported') {
    return new HttpError(415, 'Request body must be JSON encoded as UTF-8');
  }
  return new HttpError(400, 'Malformed JSON body');
}

/**
 * Whether a body is over MAX_BODY_BYTES: by its Content-Length, or, sent chunked, by the raw
 * bytes the Cloud Functions runtime kept (`rawBody`), so the runtime's own limit (10 MB in
 * production, 32 MB in the emulator) is never the one that counts.
 */
function overLimit(req: Request): boolean {
  const length = Number(req.get('content-length'));
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) return true;
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) && raw.length > MAX_BODY_BYTES;
}

/** Whether a request carries a body (Content-Length above 0, or chunked). */
function carriesBody(req: Request): boolean {
  const length = req.get('content-length');
  if (length !== undefined) return Number(length) > 0;
  return req.get('transfer-encoding') !== undefined;
}

/**
 * Only JSON bodies are accepted: a form post (application/x-www-form-urlencoded,
 * multipart/form-data, text/plain) is what any web page can make its visitors' browsers send
 * without CORS, so refusing it means no page can book or register through our visitors.
 */
export function requireJsonBody(req: Request, _res: Response, next: NextFunction) {
  const failure = frameworkBodyFailure(req);
  if (carriesBody(req) && !req.is('application/json'))
    return next(new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)'));
  // before req.body (already parsed by the runtime) is used for anything
  if (overLimit(req)) return next(bodyFailureError({ status: 413, type: 'entity.too.large' }));
  if (failure) return next(bodyFailureError(failure));
  next();
}

/**
 * Strings and keys anywhere in the body or query: no lone UTF-16 surrogate (Firestore cannot
 * store one and fails with a 500), no key named like an inherited object member (`constructor`,
 * `toString`, `__proto__`, …: core's inputKeys.ts; a lookup by such a key finds the member) and
 * no nesting deeper than any route reads. Walked without recursion so a deep body cannot exhaust
 * the stack.
 */
export function refuseUnstorableText(req: Request, _res: Response, next: NextFunction) {
  const inheritedInQuery = rawQueryNames(req.originalUrl).find(isInheritedName);
  if (inheritedInQuery !== undefined) return next(inheritedKeyError(inheritedInQuery));
  for (const [where, root] of [
    ['body', req.body],
    ['query', req.query],
  ] as const) {
    const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
    while (stack.length) {
      const { value, depth } = stack.pop()!;
      if (typeof value === 'string') {
        if (hasLoneSurrogate(value))
          return next(new HttpError(400, `The request ${where} contains text that is not valid Unicode`));
      } else if (value !== null && typeof value === 'object') {
        if (depth >= MAX_DEPTH) return next(new HttpError(400, `The request ${where} is nested too deeply`));
        for (const [key, inner] of Object.entries(value)) {
          if (hasLoneSurrogate(key))
            return next(new HttpError(400, `The request ${where} contains text that is not valid Unicode`));
          if (isInheritedName(key)) return next(inheritedKeyError(key));
          stack.push({ value: inner, depth: depth + 1 });
        }
      }
    }
  }
  next();
}

const inheritedKeyError = (key: string) => new HttpError(400, inheritedKeyMessage(key), { [key]: inheritedKeyMessage(key) });

/**
 * Every name in a URL's query string, bracket parts included (`a[b][]=1` gives a, b and ''), as
 * sent: express's parser (qs) drops `__proto__` without a word, so the parsed req.query alone
 * cannot tell that one was sent.
 */
function rawQueryNames(url: string): string[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  return url
    .slice(start + 1)
    .split('&')
    .flatMap((pair) => {
      const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
      let name = raw;
      try {
        name = decodeURIComponent(raw);
      } catch {
        // not valid percent-encoding: qs keeps such a name as sent, and so do we
      }
      return name.split(/[[\]]/);
    });
}
