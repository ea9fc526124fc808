import { assignableRoles, ROLE_LABELS } from '@barbershop/core/staff';
import type { MemberRole } from '@barbershop/core/model';
import { forbidden } from '../../errors';
import { actorIn, type ShopActor } from '../reads/members';

/**
 * The caller as someone who manages the shop's team (staff.manage: the owner or a manager). A
 * change needs the shop owner's trial or subscription (actorIn checks it, whoever calls).
 */
export async function staffManager(uid: string, shopId: string, { change }: { change: boolean }): Promise<ShopActor> {
  // reading the team, and taking access away (removal, revoking an invite), never wait for billing:
  // a shop whose trial ended must still be able to lock out someone who left
  return actorIn(uid, shopId, 'staff.manage', { needsAccess: change });
}

/** 403 unless `actor` may give (or change, or remove) `role`: a manager leaves managers to the owner. */
export function requireAssignable(actor: ShopActor, role: MemberRole): void {
  if (assignableRoles(actor.role).includes(role)) return;
  const allowed = assignableRoles(actor.role).map((r) => ROLE_LABELS[r].toLowerCase());
  throw forbidden(`As ${ROLE_LABELS[actor.role].toLowerCase()} you can manage ${allowed.join(' and ')} accounts only`);
}
