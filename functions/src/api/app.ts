import express, { type NextFunction, type Request, type Response } from 'express';
import { meteringEnabled } from '../data/metering';
import { appCheckGuard } from '../http/appCheck';
import { errorHandler } from '../http/errorHandler';
import { firestoreCost } from '../http/firestoreCost';
import { MAX_BODY_BYTES, refuseUnstorableText, requireJsonBody } from '../http/requestChecks';
import { apiRoutes } from '../routes';

/**
 * The whole /api contract as one express app: http/'s middleware around routes/' routers. It
 * lives above both, so routes import http and http imports no route.
 */
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
