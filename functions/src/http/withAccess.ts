import type { RequestHandler } from 'express';
import { requireAccess } from '../services/billing';
import { requireOwner } from './auth';

/**
 * Route middleware for changes: 401 without a session, 403 without access. Reading stays open,
 * so an owner whose trial ended still sees the dashboard and the banner. A staff account has no
 * billing of its own: its changes need the shop owner's trial or subscription, which actorIn
 * checks once it knows the shop (services/reads/members.ts). The verified account (uid and
 * profile) is passed on to the handler's requireUid, so the token is verified and the profile
 * read once per request.
 */
export const withAccess: RequestHandler = (req, _res, next) => {
  requireOwner(req)
    .then(({ uid, profile }) => (profile.role === 'staff' ? undefined : requireAccess(uid, profile)))
    .then(() => next(), next);
};
