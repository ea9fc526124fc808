import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { HttpError } from './errors';
import { apiRoutes } from '../routes';

const MAX_BODY = '64kb';

/** The whole /api contract as one express app; each feature adds its router. */
export function createApiApp() {
  const app = express();
  app.disable('x-powered-by');
  // Cloud Functions parses JSON bodies before express sees them (req.body is then set and
  // rawBody kept); this parser covers local runs and fails malformed bodies with a 400.
  app.use(express.json({ limit: MAX_BODY }));

  app.use('/api', apiRoutes());

  app.use((req: Request, res: Response) => {
    res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
  });
  app.use(errorHandler);
  return app;
}

const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ message: err.message, ...(err.details ? { errors: err.details } : {}) });
    return;
  }
  // body-parser errors carry a 4xx status (malformed JSON, body too large).
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) console.error('Unhandled API error', err);
  const message =
    status === 413 ? 'Request body too large' : status === 400 ? 'Malformed JSON body' : status < 500 ? String(err.message) : 'Internal server error';
  res.status(status).json({ message });
};
