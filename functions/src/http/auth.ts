import { isDocId } from '@barbershop/core';
import type { Request } from 'express';
import { auth } from '../app/firebase';
import { shops, users } from '../data/collections';
import { forbidden, notFound, unauthorized } from './errors';

/** Each request's check, made once: `withAccess` and the handler after it share it. */
const checked = new WeakMap<Request, Promise<string>>();

/**
 * The signed-in owner's uid from `Authorization: Bearer <Firebase ID token>`. Every /api route
 * that authenticates is an owner's, so a valid token is not enough: 401 without one, 403 for a
 * booking's own identity (a manage link's token opens one booking in Firestore, nothing here),
 * 401 'Account not found' for an identity with no `users/{uid}` profile (deleted, or an Auth
 * account made outside registration), the answer GET /api/user has always given. So no service
 * below meets an owner without a profile.
 */
export function requireUid(req: Request): Promise<string> {
  let uid = checked.get(req);
  if (!uid) {
    uid = ownerUid(req);
    checked.set(req, uid);
  }
  return uid;
}

async function ownerUid(req: Request): Promise<string> {
  const uid = await requireAccountUid(req);
  if (!(await users().doc(uid).get()).exists) throw unauthorized('Account not found');
  return uid;
}

/**
 * An account's uid whether or not its profile exists: only for deleting the account, so a
 * deletion that stopped after the profile went (docs: deleteOwnerAccount) can be finished, and
 * an Auth account without a profile can remove itself. A booking's identity is still refused.
 */
export async function requireAccountUid(req: Request): Promise<string> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  let decoded;
  try {
    decoded = await auth.verifyIdToken(match[1]);
  } catch {
    throw unauthorized('Session expired or invalid, please sign in again');
  }
  if (decoded.appointmentId !== undefined) throw forbidden(BOOKING_IDENTITY);
  return decoded.uid;
}

/** The answer to a manage link's identity on an owner route. */
export const BOOKING_IDENTITY = 'This sign-in opens one booking only: sign in to your account';

/** The caller's uid when a valid token is present, otherwise null (never throws 401). */
export async function optionalUid(req: Request): Promise<string | null> {
  return req.get('authorization') ? requireUid(req).catch(() => null) : null;
}

/**
 * Loads a shop and checks the caller owns it. Another owner's shop answers 403, an unknown
 * one 404, so ids of other shops are never usable.
 */
export async function requireShopOwner(uid: string, shopId: string) {
  if (!isDocId(shopId)) throw notFound('Barbershop not found');
  const snap = await shops().doc(shopId).get();
  if (!snap.exists) throw notFound('Barbershop not found');
  if (snap.get('ownerId') !== uid) throw forbidden('This barbershop belongs to another account');
  return snap;
}

/**
 * Ids from a URL or body: core's rule (letters, digits, `_`, `-`, at most 128, not Firestore's
 * reserved `__…__`), so every path id is checked by the same function as the schemas' ids.
 */
export { isDocId };
