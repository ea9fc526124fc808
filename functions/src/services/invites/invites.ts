import type { InviteDto } from '@barbershop/core/api';
import type { Invite } from '@barbershop/core/model';
import { INVITE_VALID_DAYS, type InviteInput } from '@barbershop/core/staff';
import { isDocId } from '@barbershop/core/validation';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { invites, members, users } from '../../data/collections';
import { toInviteDto } from '../../dto/member';
import { conflict, notFound } from '../../errors';
import type { ShopActor } from '../reads/members';
import { requireFreeColumn } from '../members/barberColumn';
import { sendInviteEmail } from './inviteEmail';
import { newInviteToken } from './inviteToken';
import { requireAssignable } from '../members/staffManager';

const DAY_MS = 86_400_000;
const INVITE_NOT_FOUND = 'Invite not found';

const expiryFrom = (sentAt: Date) => new Date(sentAt.getTime() + INVITE_VALID_DAYS * DAY_MS);

/**
 * POST /api/barbershops/{id}/invites: one pending invite per email (a second one replaces the
 * first, whose link stops working); a barber invite names a free active column. Written in one
 * transaction with those checks, then emailed.
 */
export async function createInvite(actor: ShopActor, input: InviteInput): Promise<InviteDto> {
  requireAssignable(actor, input.role);
  const { shop } = actor;
  const email = input.email;
  const { token, hash } = newInviteToken();
  const ref = invites(shop.id).doc();
  const invite = await db.runTransaction(async (tx) => {
    const [sameEmail, member, owner] = await Promise.all([
      tx.get(invites(shop.id).where('email', '==', email)),
      tx.get(members(shop.id).where('email', '==', email).limit(1)),
      tx.get(users().doc(shop.ownerId)),
    ]);
    if (!member.empty || owner.data()?.email?.toLowerCase() === email)
      throw conflict('This person is already a member of this shop');
    if (input.role === 'barber') await requireFreeColumn(tx, shop.id, input.barberId!, { email });
    const now = new Date();
    const created: Invite = {
      id: ref.id,
      shopId: shop.id,
      email,
      role: input.role,
      barberId: input.role === 'barber' ? input.barberId! : null,
      tokenHash: hash,
      expiresAt: expiryFrom(now),
      createdAt: now,
      sentAt: now,
      invitedBy: actor.uid,
      invitedByName: actor.name,
    };
    // one pending invite per email; a manager may not replace the owner's invite of a manager
    for (const old of sameEmail.docs) requireAssignable(actor, old.data().role);
    for (const old of sameEmail.docs) tx.delete(old.ref);
    tx.create(ref, created);
    return created;
  });
  await sendInviteEmail(shop, invite, token);
  return toInviteDto(invite);
}

/** POST …/invites/{inviteId}/resend: a new token (the old link stops working), a new expiry, the email again. */
export async function resendInvite(actor: ShopActor, inviteId: string): Promise<InviteDto> {
  const { shop } = actor;
  const { token, hash } = newInviteToken();
  const invite = await db.runTransaction(async (tx) => {
    const stored = await pendingInvite(tx, actor, inviteId);
    const now = new Date();
    const resent: Invite = { ...stored, tokenHash: hash, sentAt: now, expiresAt: expiryFrom(now) };
    tx.set(invites(shop.id).doc(stored.id), resent);
    return resent;
  });
  await sendInviteEmail(shop, invite, token);
  return toInviteDto(invite);
}

/** DELETE …/invites/{inviteId}: its link stops working. */
export async function revokeInvite(actor: ShopActor, inviteId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const stored = await pendingInvite(tx, actor, inviteId);
    tx.delete(invites(actor.shop.id).doc(stored.id));
  });
}

/** GET /api/barbershops/{id}/invites: the pending invites, newest first (an expired one until it is resent or revoked). */
export async function listInvites(actor: ShopActor): Promise<InviteDto[]> {
  const snap = await invites(actor.shop.id).get();
  return snap.docs
    .map((d) => d.data())
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())
    .map(toInviteDto);
}

/** The shop's invite by id (404), if the actor may manage its role (403). */
async function pendingInvite(tx: Transaction, actor: ShopActor, inviteId: string): Promise<Invite> {
  if (!isDocId(inviteId)) throw notFound(INVITE_NOT_FOUND);
  const stored = (await tx.get(invites(actor.shop.id).doc(inviteId))).data();
  if (!stored) throw notFound(INVITE_NOT_FOUND);
  requireAssignable(actor, stored.role);
  return stored;
}
