import type { MemberDto } from '@barbershop/core/api';
import type { Member } from '@barbershop/core/model';
import { assignableRoles, changeTakesAway, type MemberChangeInput } from '@barbershop/core/staff';
import { isDocId } from '@barbershop/core/validation';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { invites, members, users } from '../../data/collections';
import { toMemberDto } from '../../dto/member';
import { forbidden, notFound } from '../../errors';
import type { ShopActor } from '../reads/members';
import { requireFreeColumn } from './barberColumn';
import { revokeSessions } from './sessions';
import { requireAssignable } from './staffManager';

const MEMBER_NOT_FOUND = 'Team member not found';

/** GET /api/barbershops/{id}/members: the owner first (named from their profile), then the members by name. */
export async function listMembers(actor: ShopActor): Promise<MemberDto[]> {
  const { shop } = actor;
  const [owner, snap] = await Promise.all([users().doc(shop.ownerId).get(), members(shop.id).get()]);
  const profile = owner.data();
  const ownerRow: MemberDto = {
    uid: shop.ownerId,
    name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.email || 'Owner',
    email: profile?.email ?? '',
    role: 'owner',
    barberId: null,
    joinedAt: null,
  };
  const rows = snap.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }));
  return [ownerRow, ...rows.map(toMemberDto)];
}

/**
 * PATCH …/members/{uid}: a new role (and barber column). A manager changes front desk and barbers
 * only, to front desk or barber; a barber's column must be free. A change that takes something
 * away ends the member's sessions.
 */
export async function changeMember(actor: ShopActor, uid: string, input: MemberChangeInput): Promise<MemberDto> {
  const { shop } = actor;
  const barberId = input.role === 'barber' ? input.barberId! : null;
  const { before, after } = await db.runTransaction(async (tx) => {
    const stored = await memberOf(tx, actor, uid);
    requireAssignable(actor, input.role);
    if (barberId !== null) await requireFreeColumn(tx, shop.id, barberId, { uid });
    const changed: Member = { ...stored, role: input.role, barberId };
    const sent = await tx.get(invites(shop.id).where('invitedBy', '==', uid));
    tx.update(members(shop.id).doc(uid), { role: input.role, barberId });
    // the invites they sent for roles they may no longer give stop working with their role
    for (const doc of sent.docs) if (!assignableRoles(input.role).includes(doc.data().role)) tx.delete(doc.ref);
    return { before: stored, after: changed };
  });
  if (changeTakesAway(before, after)) await revokeSessions(uid);
  return toMemberDto(after);
}

/** DELETE …/members/{uid}: the membership goes (refused from the next request on) and the account's sessions end. */
export async function removeMember(actor: ShopActor, uid: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    await memberOf(tx, actor, uid);
    // the links they sent go with them: a removed manager cannot let themselves back in
    const sent = await tx.get(invites(actor.shop.id).where('invitedBy', '==', uid));
    tx.delete(members(actor.shop.id).doc(uid));
    for (const doc of sent.docs) tx.delete(doc.ref);
  });
  await revokeSessions(uid);
}

/** The member (404; the owner is not one: 403), if the actor may manage their role (403). */
async function memberOf(tx: Transaction, actor: ShopActor, uid: string): Promise<Member> {
  if (uid === actor.shop.ownerId) throw forbidden("The owner's role cannot be changed");
  if (!isDocId(uid)) throw notFound(MEMBER_NOT_FOUND);
  const stored = (await tx.get(members(actor.shop.id).doc(uid))).data();
  if (!stored) throw notFound(MEMBER_NOT_FOUND);
  requireAssignable(actor, stored.role);
  return stored;
}
