import { isDocId } from '@barbershop/core';
import type { Request } from 'express';
import { auth } from '../app/firebase';
import { shops } from '../data/collections';
import { forbidden, notFound, unauthorized } from './errors';

/** The signed-in caller's uid from `Authorization: Bearer <Firebase ID token>`, or 401. */
export async function requireUid(req: Request): Promise<string> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  try {
    const decoded = await auth.verifyIdToken(match[1]);
    return decoded.uid;
  } catch {
    throw unauthorized('Session expired or invalid, please sign in again');
  }
}

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
