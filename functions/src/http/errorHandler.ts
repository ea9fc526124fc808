import type { ErrorRequestHandler } from 'express';
import { NO_STORE } from '@barbershop/core/shop';
import { HttpError, isContention } from '../errors';
import { bodyFailureError } from './requestChecks';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

const CONTENDED = 'This was being changed by another request at the same moment. Please try again.';

/** Errors as JSON `{ message, errors }`; a message never carries the request's values. */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  // an error is never the answer a shared cache should keep (a public route may have opted in)
  if (!res.headersSent) res.set('Cache-Control', NO_STORE);
  if (err instanceof HttpError) {
    res.status(err.status).json({
      message: err.message,
      ...(err.code ? { code: err.code } : {}),
      ...(err.details ? { errors: err.details } : {}),
    });
    return;
  }
  // many requests changing one thing at once (a burst of clicks): the losers changed nothing
  if (isContention(err)) {
    res.status(409).json({ message: CONTENDED, code: 'contention' });
    return;
  }
  const e = err as { status?: unknown; type?: unknown } | null;
  const status = typeof e?.status === 'number' && e.status >= 400 && e.status < 500 ? e.status : 500;
  if (status === 500) {
    console.error('Unhandled API error', err);
    res.status(500).json({ message: 'Internal server error' });
    return;
  }
  // body-parser's own errors (local runs), a path that does not decode (URIError), …
  if (typeof e?.type === 'string') {
    const mapped = bodyFailureError({ status, type: e.type });
    res.status(mapped.status).json({ message: mapped.message });
    return;
  }
  res.status(status).json({ message: STATUS_MESSAGES[status] ?? 'Bad request' });
};
