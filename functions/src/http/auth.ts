import type { UserProfile } from '@barbershop/core/model';
import type { Request } from 'express';
import { auth } from '../app/firebase';
import { users } from '../data/collections';
import { forbidden, unauthorized } from '../errors';

/** A signed-in account (an owner, or a staff account: issue 35): the verified uid and the profile the check read. */
export interface VerifiedOwner {
  uid: string;
  profile: UserProfile;
}

/**
 * Each request's check, made once: `withAccess` verifies the token and reads the profile, and
 * passes both on here, so the handler after it neither verifies the token nor reads the profile again.
 */
const checked = new WeakMap<Request, Promise<VerifiedOwner>>();

/**
 * The signed-in account's uid from `Authorization: Bearer <Firebase ID token>`: an owner, or a
 * staff account (profile role 'staff'), whose role in a shop each service reads per request
 * (actorIn, docs/permissions.md). A valid token is not enough: 401 without one, 403 for a
 * booking's own identity (a manage link's token opens one booking in Firestore, nothing here),
 * 401 'Account not found' for an identity with no `users/{uid}` profile (deleted, or an Auth
 * account made outside registration), the answer GET /api/user has always given. So no service
 * below meets an owner without a profile.
 */
export async function requireUid(req: Request): Promise<string> {
  return (await requireOwner(req)).uid;
}

/** requireUid with the owner's profile (what the billing access check reads). */
export function requireOwner(req: Request): Promise<VerifiedOwner> {
  let owner = checked.get(req);
  if (!owner) {
    owner = verifyOwner(req);
    checked.set(req, owner);
  }
  return owner;
}

async function verifyOwner(req: Request): Promise<VerifiedOwner> {
  const uid = await requireAccountUid(req);
  const profile = (await users().doc(uid).get()).data();
  if (!profile) throw unauthorized('Account not found');
  return { uid, profile };
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

/** What a staff account is told on the owner's own account routes (billing). */
export const OWNER_ACCOUNT_ONLY = 'Billing belongs to the shop owner’s account';

/**
 * requireUid for the routes about the caller's own business account (subscription, seats,
 * card): a staff account has none, so 403 rather than an answer about empty billing.
 */
export async function requireOwnerAccount(req: Request): Promise<string> {
  const { uid, profile } = await requireOwner(req);
  if (profile.role === 'staff') throw forbidden(OWNER_ACCOUNT_ONLY);
  return uid;
}

/** The answer to a manage link's identity on an owner route. */
export const BOOKING_IDENTITY = 'This sign-in opens one booking only: sign in to your account';

/** The caller's uid when a valid token is present, otherwise null (never throws 401). */
export async function optionalUid(req: Request): Promise<string | null> {
  return req.get('authorization') ? requireUid(req).catch(() => null) : null;
}
