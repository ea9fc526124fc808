import { assignableRoles, ROLE_LABELS } from '@barbershop/core/staff';
import type { MemberRole } from '@barbershop/core/model';
import { forbidden } from '../../errors';
import { requireAccess } from '../access/shopAccess';
import { actorIn, type ShopActor } from '../reads/members';

/**
 * The caller as someone who manages the shop's team (staff.manage: the owner or a manager). A
 * change needs the shop's trial or subscription: a manager's is the owner's (actorIn checks it),
 * the owner's their own, checked here so these routes need no billing middleware of their own.
 */
export async function staffManager(uid: string, shopId: string, { change }: { change: boolean }): Promise<ShopActor> {
  // reading the team, and taking access away (removal, revoking an invite), never wait for billing:
  // a shop whose trial ended must still be able to lock out someone who left
  const actor = await actorIn(uid, shopId, 'staff.manage', { needsAccess: change });
  if (change && actor.role === 'owner') await requireAccess(uid);
  return actor;
}

/** 403 unless `actor` may give (or change, or remove) `role`: a manager leaves managers to the owner. */
export function requireAssignable(actor: ShopActor, role: MemberRole): void {
  if (assignableRoles(actor.role).includes(role)) return;
  const allowed = assignableRoles(actor.role).map((r) => ROLE_LABELS[r].toLowerCase());
  throw forbidden(`As ${ROLE_LABELS[actor.role].toLowerCase()} you can manage ${allowed.join(' and ')} accounts only`);
}
