import type { RequestHandler } from 'express';
import { requireAccess } from '../services/billing';
import { requireOwner } from './auth';

/**
 * Route middleware for owner changes: 401 without a session, 403 without access. Reading
 * stays open, so an owner whose trial ended still sees the dashboard and the banner. The
 * verified owner (uid and profile) is passed on to the handler's requireUid, so the token is
 * verified and the profile read once per request.
 */
export const withAccess: RequestHandler = (req, _res, next) => {
  requireOwner(req)
    .then(({ uid, profile }) => requireAccess(uid, profile))
    .then(() => next(), next);
};
