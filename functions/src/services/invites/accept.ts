import type { AcceptedInviteDto, InvitePreviewDto } from '@barbershop/core/api';
import type { Invite, Member, UserProfile } from '@barbershop/core/model';
import type { InferType } from 'yup';
import type { newMemberAccountSchema } from '@barbershop/core/staff';
import { FirebaseAuthError } from 'firebase-admin/auth';
import type { Transaction } from 'firebase-admin/firestore';
import { auth, db } from '../../app/firebase';
import { allInvites, barbers, members, shops, users } from '../../data/collections';
import { conflict, forbidden, HttpError, unauthorized } from '../../errors';
import { sessionFor } from '../accounts/session';
import { requireFreeColumn } from '../members/barberColumn';
import { inviteTokenHash } from './inviteToken';

const INVITE_GONE = 'This invite has expired or was already used';
const ACCOUNT_EXISTS = 'An account with this email exists: sign in to accept';
const OTHER_EMAIL = 'This invite is for another email address';
const COLUMN_GONE = 'The barber this invite is for is no longer available: ask the shop for a new invite';

type NewMemberAccount = InferType<typeof newMemberAccountSchema>;

const gone = () => new HttpError(410, INVITE_GONE);
const isLive = (invite: Invite | undefined, now: number): invite is Invite => !!invite && invite.expiresAt.getTime() > now;

/** The pending invite a link's token opens: unknown, used, revoked, replaced or expired 410. */
async function inviteByToken(token: string): Promise<Invite> {
  const snap = await allInvites().where('tokenHash', '==', inviteTokenHash(token)).limit(1).get();
  const invite = snap.docs[0]?.data();
  if (!isLive(invite, Date.now())) throw gone();
  return invite;
}

/** A join in flight makes its Auth user a moment before its profile: younger ones are not orphans. */
const ORPHAN_AFTER_MS = 5 * 60_000;

/**
 * Whether the email has a usable account. An Auth user without a `users/{uid}` profile, left by
 * a join whose clean-up failed, is no account (it could not sign in), and with `removeOrphan`
 * (the accept, not the preview) it is removed, so the invitee is not stuck between "sign in to
 * accept" and "Account not found".
 */
async function emailHasAccount(email: string, { removeOrphan = false } = {}): Promise<boolean> {
  const found = await auth.getUserByEmail(email).catch((err: unknown) => {
    if (err instanceof FirebaseAuthError && err.code === 'auth/user-not-found') return null;
    throw err;
  });
  if (!found) return false;
  if ((await users().doc(found.uid).get()).exists) return true;
  const created = Date.parse(found.metadata.creationTime);
  if (!(Date.now() - created > ORPHAN_AFTER_MS)) return true;
  if (removeOrphan) await auth.deleteUser(found.uid);
  return false;
}

/** POST /api/invites/preview: what the join page shows (the shop, the role, the email) before joining. */
export async function previewInvite(token: string): Promise<InvitePreviewDto> {
  const invite = await inviteByToken(token);
  const [shop, barber, accountExists] = await Promise.all([
    shops().doc(invite.shopId).get(),
    invite.barberId ? barbers(invite.shopId).doc(invite.barberId).get() : null,
    emailHasAccount(invite.email),
  ]);
  const shopName = shop.data()?.name;
  if (!shopName) throw gone();
  return {
    shopName,
    role: invite.role,
    email: invite.email,
    barberName: barber?.data()?.name ?? null,
    accountExists,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

interface Joiner {
  uid: string;
  email: string;
  name: string;
}

/**
 * The invite becomes a membership in ONE transaction: the invite is read by its token's hash and
 * deleted as the member is created, so a link works once even when two accepts race.
 * `alsoWrite`: the new account's profile, created in the same transaction.
 */
async function join(token: string, joiner: Joiner, alsoWrite?: (tx: Transaction) => void): Promise<Invite> {
  return db.runTransaction(async (tx) => {
    const found = await tx.get(allInvites().where('tokenHash', '==', inviteTokenHash(token)).limit(1));
    const doc = found.docs[0];
    const invite = doc?.data();
    if (!doc || !isLive(invite, Date.now())) throw gone();
    if (invite.email !== joiner.email.toLowerCase()) throw forbidden(OTHER_EMAIL);
    const [shop, existing] = await Promise.all([
      tx.get(shops().doc(invite.shopId)),
      tx.get(members(invite.shopId).doc(joiner.uid)),
    ]);
    const owner = shop.data()?.ownerId;
    if (!owner) throw gone();
    if (owner === joiner.uid) throw conflict('You own this shop');
    if (existing.exists) throw conflict('You are already a member of this shop');
    if (invite.barberId !== null) await freeColumnForJoiner(tx, invite);
    alsoWrite?.(tx);
    const member: Member = {
      id: joiner.uid,
      shopId: invite.shopId,
      role: invite.role,
      barberId: invite.barberId,
      name: joiner.name,
      email: invite.email,
      joinedAt: new Date(),
      invitedBy: invite.invitedBy,
    };
    tx.create(members(invite.shopId).doc(joiner.uid), member);
    tx.delete(doc.ref);
    return invite;
  });
}

/** The invite's column may have been deactivated or taken since it was sent: the invitee is told to ask again. */
async function freeColumnForJoiner(tx: Transaction, invite: Invite): Promise<void> {
  try {
    await requireFreeColumn(tx, invite.shopId, invite.barberId!, { email: invite.email });
  } catch (err) {
    if (err instanceof HttpError && (err.status === 400 || err.status === 409)) throw conflict(COLUMN_GONE);
    throw err;
  }
}

const nameOf = (p: Pick<UserProfile, 'firstName' | 'lastName' | 'email'>) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

/** POST /api/invites/accept signed in: this account joins, if the invite is for its email (403 otherwise). */
export async function acceptAsAccount(uid: string, token: string): Promise<AcceptedInviteDto> {
  const profile = (await users().doc(uid).get()).data();
  if (!profile) throw unauthorized('Account not found');
  const email = (await auth.getUser(uid)).email ?? profile.email;
  const invite = await join(token, { uid, email, name: nameOf(profile) });
  return { ...(await sessionFor(profile)), shopId: invite.shopId };
}

/**
 * POST /api/invites/accept signed out: a new staff account (Auth user with the invite's email and
 * the password, users/{uid} with role 'staff' and no username) joins. An email that already has
 * an account must sign in first (409). The Auth user is removed again if the join fails.
 */
export async function acceptAsNewAccount(token: string, details: () => Promise<NewMemberAccount>): Promise<AcceptedInviteDto> {
  const invite = await inviteByToken(token);
  if (await emailHasAccount(invite.email, { removeOrphan: true })) throw conflict(ACCOUNT_EXISTS);
  const input = await details();
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
  let uid: string;
  try {
    uid = (await auth.createUser({ email: invite.email, password: input.password, displayName: name })).uid;
  } catch (err) {
    if (err instanceof FirebaseAuthError && err.code === 'auth/email-already-exists') throw conflict(ACCOUNT_EXISTS);
    throw err;
  }
  const profile: UserProfile = {
    id: uid,
    firstName: input.firstName,
    lastName: input.lastName,
    email: invite.email,
    username: '',
    role: 'staff',
    profileImageUrl: '',
    createdAt: new Date(),
  };
  try {
    await join(token, { uid, email: invite.email, name }, (tx) => tx.create(users().doc(uid), profile));
  } catch (err) {
    // the join may have committed with an unclear answer: the account is kept when its profile exists
    const joined = await users()
      .doc(uid)
      .get()
      .then((d) => d.exists)
      .catch(() => true);
    if (!joined) {
      await auth
        .deleteUser(uid)
        .catch((cleanupErr) => console.error('Could not remove the Auth user of a failed join', uid, cleanupErr));
    }
    throw err;
  }
  return { ...(await sessionFor(profile)), shopId: invite.shopId };
}
