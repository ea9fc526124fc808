import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import { NO_STORE } from '@barbershop/core';
import { costHeader, meteredRequest, meteringEnabled } from '../data/metering';
import { appCheckGuard } from './appCheck';
import { HttpError } from './errors';
import { MAX_BODY_BYTES, bodyFailureError, refuseUnstorableText, requireJsonBody } from './requestChecks';
import { apiRoutes } from '../routes';

/** The whole /api contract as one express app; each feature adds its router. */
export function createApiApp() {
  const app = express();
  app.disable('x-powered-by');
  // …and the runtime's own express app (Functions Framework, emulator) has set it already
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.removeHeader('X-Powered-By');
    next();
  });
  if (meteringEnabled()) app.use(firestoreCost);
  // App Check first: a write from outside the app is refused before its body is even looked at.
  app.use('/api', appCheckGuard);
  // Cloud Functions parses the body before express sees it (req.body set, rawBody kept); a
  // failure there is recorded on the request (frameworkBody.ts) and answered by requireJsonBody.
  app.use(requireJsonBody);
  // Local runs without the framework: the same parser, its failures reach errorHandler.
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use(refuseUnstorableText);

  app.use('/api', apiRoutes());

  app.use((req: Request, res: Response) => {
    res.status(404).json({ message: `No route for ${req.method} ${req.path.slice(0, 200)}` });
  });
  app.use(errorHandler);
  return app;
}

/**
 * Emulator runs with FIRESTORE_METERING=1 (the bench): the request's Firestore reads, writes and
 * sequential round trips (data/metering.ts) in the `x-firestore-cost` header, counted up to the
 * moment the answer's headers are written.
 */
function firestoreCost(_req: Request, res: Response, next: NextFunction) {
  meteredRequest((cost) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent) res.setHeader('x-firestore-cost', costHeader(cost()));
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  });
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

/** Errors as JSON `{ message, errors }`; a message never carries the request's values. */
const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
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
