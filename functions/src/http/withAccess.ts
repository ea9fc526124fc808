import type { RequestHandler } from 'express';
import { requireAccess } from '../services/billing';
import { requireOwner } from './auth';

/**
 * Route middleware for the owner's changes that name no shop (creating the shop, the payment
 * policy, connecting Stripe): 401 without a session, 403 without the caller's own access. Reading
 * stays open, so an owner whose trial ended still sees the dashboard and the banner. A staff
 * account has no billing of its own. The verified account (uid and profile) is passed on to the
 * handler's requireUid, so the token is verified and the profile read once per request.
 */
export const withAccess: RequestHandler = (req, _res, next) => {
  requireOwner(req)
    .then(({ uid, profile }) => (profile.role === 'staff' ? undefined : requireAccess(uid, profile)))
    .then(() => next(), next);
};

/**
 * Route middleware for changes to one shop: 401 without a session, before the body is read. The
 * billing check is the shop's, made by actorIn once it knows the shop (services/reads/members.ts):
 * the shop owner's trial or subscription, whoever calls, so an account that owns a lapsed shop
 * of its own still works in the shop that employs it.
 */
export const withSession: RequestHandler = (req, _res, next) => {
  requireOwner(req).then(() => next(), next);
};
