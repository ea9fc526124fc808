import type { MemberRole } from '../model/members';
import { PERMISSIONS, can, type Permission } from './roles';

interface Seat {
  role: MemberRole;
  barberId: string | null;
}

/**
 * Whether a member's change takes something away: a permission their old role held, or the barber
 * column they were. Their refresh tokens are then revoked, so no client keeps a session that was
 * opened for more than they may now do (the API and the rules read the membership anyway).
 */
export function changeTakesAway(from: Seat, to: Seat): boolean {
  const lost = (Object.keys(PERMISSIONS) as Permission[]).some((p) => can(from.role, p) && !can(to.role, p));
  return lost || (from.barberId !== null && from.barberId !== to.barberId);
}
