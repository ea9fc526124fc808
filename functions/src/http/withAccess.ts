import type { RequestHandler } from 'express';
import { requireAccess } from '../services/billing';
import { requireUid } from './auth';

/**
 * Route middleware for owner changes: 401 without a session, 403 without access. Reading
 * stays open, so an owner whose trial ended still sees the dashboard and the banner.
 */
export const withAccess: RequestHandler = (req, _res, next) => {
  requireUid(req)
    .then(requireAccess)
    .then(() => next(), next);
};
