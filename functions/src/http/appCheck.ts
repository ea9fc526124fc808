import { appCheckVerdict, parseAppCheckMode, type AppCheckToken } from '@barbershop/core/security';
import type { Request, RequestHandler } from 'express';
import { defineString } from 'firebase-functions/params';
import { appCheck } from '../app/firebase';
import { unauthorized } from '../errors';

/**
 * Declared so that `firebase deploy` records it from functions/.env.<project> (docs/deploy.md);
 * read from the environment on each request, like the other limits, so tests can switch it.
 */
defineString('APP_CHECK_MODE', {
  default: 'off',
  description: 'App Check on /api writes: off, monitor (log requests without a valid token) or enforce (401)',
});

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** The state of the request's App Check token; the Admin SDK checks signature, audience and expiry. */
async function tokenState(req: Request): Promise<AppCheckToken> {
  const token = req.get(APP_CHECK_HEADER);
  if (!token) return 'missing';
  try {
    await appCheck().verifyToken(token);
    return 'valid';
  } catch {
    return 'invalid';
  }
}

/**
 * App Check on /api (core appCheckVerdict): with APP_CHECK_MODE=enforce a write without a valid
 * token is answered 401 before any work; monitor logs it and serves it; off (the default) skips it.
 */
export const appCheckGuard: RequestHandler = (req, _res, next) => {
  const mode = parseAppCheckMode(process.env.APP_CHECK_MODE);
  if (appCheckVerdict(mode, req.method, 'missing') === 'allow') return next();
  tokenState(req).then((state) => {
    const verdict = appCheckVerdict(mode, req.method, state);
    if (verdict === 'allow') return next();
    console.warn(`[app-check] ${mode}: ${req.method} ${`${req.baseUrl}${req.path}`.slice(0, 200)} (App Check token ${state})`);
    next(verdict === 'reject' ? unauthorized('This request must come from the BarberBook app') : undefined);
  }, next);
};
