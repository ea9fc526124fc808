import type { ActorStamp, Barbershop, Role, UserProfile } from '@barbershop/core/model';
import { can, ROLE_LABELS, type Permission } from '@barbershop/core/staff';
import { members, users } from '../../data/collections';
import { forbidden } from '../../errors';
import { noAccessMessage, subscriptionAccess } from '@barbershop/core/billing';
import { loadShop } from './shopData';

/**
 * The caller as a member of one shop (issue 35, docs/permissions.md): read on every request, so a
 * removal or a lower role counts from the next request, whatever the caller's token says.
 */
export interface ShopActor {
  uid: string;
  role: Role;
  /** the barber column the caller is; null for the owner and non-barber roles */
  barberId: string | null;
  /** for the booking's history ("Moved by Sam, front desk") */
  name: string;
  shop: Barbershop;
}

/** The permissions that change something: they need the shop's subscription or trial to be running. */
const READ_ONLY: ReadonlySet<Permission> = new Set([
  'schedule.read',
  'ownSchedule.read',
  'customers.read',
  'emails.read',
  'reports.read',
]);

export const NOT_A_MEMBER = 'This barbershop belongs to another account';

/** 403 with the role's name: what a member is refused. */
export const roleRefusal = (role: Role) => forbidden(`Your role (${ROLE_LABELS[role].toLowerCase()}) does not allow this`);

/**
 * The caller's role in `shopId`, if they hold `permission` there: unknown shop 404, not a member
 * (another shop's account, a removed member) 403, a role without the permission 403. A change
 * to the shop needs its owner's subscription or trial, whoever the caller is (an owner of a lapsed
 * shop of their own still works in another), unless `needsAccess` is false (a customer's erasure does not wait for the shop's subscription).
 */
export async function actorIn(
  uid: string,
  shopId: string,
  permission: Permission,
  { needsAccess = true }: { needsAccess?: boolean } = {},
): Promise<ShopActor> {
  const shop = await loadShop(shopId);
  const [member, profile] = await Promise.all([
    shop.ownerId === uid ? null : members(shop.id).doc(uid).get(),
    users().doc(uid).get(),
  ]);
  const stored = member?.data();
  if (shop.ownerId !== uid && !stored) throw forbidden(NOT_A_MEMBER);
  const role: Role = stored ? stored.role : 'owner';
  if (!can(role, permission)) throw roleRefusal(role);
  const user = profile.data();
  if (needsAccess && !READ_ONLY.has(permission)) await requireOwnerAccess(shop.ownerId, role === 'owner' ? user : undefined);
  const name = stored?.name || [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'Owner';
  return { uid, role, barberId: stored?.barberId ?? null, name, shop };
}

/** services/access' check, here so this leaf imports no other service: the owner's trial or subscription. */
async function requireOwnerAccess(ownerId: string, ownerProfile?: UserProfile): Promise<void> {
  const owner = ownerProfile ?? (await users().doc(ownerId).get()).data();
  const access = subscriptionAccess(owner?.billing, Date.now());
  if (!access.hasAccess) throw forbidden(noAccessMessage(access));
}

/** The actor as a booking's history and the email log record them. */
export const stampOf = (actor: Pick<ShopActor, 'uid' | 'name' | 'role'>): ActorStamp => ({
  uid: actor.uid,
  name: actor.name,
  role: actor.role,
});

/**
 * A change to one barber's column (their bookings, breaks, time off) by `actor`: anyone who holds
 * `anyBarber` for the shop, or a barber for their own column. Others 403.
 */
export function requireBarberScope(actor: ShopActor, barberId: string, anyBarber: Permission): void {
  if (can(actor.role, anyBarber)) return;
  if (actor.barberId !== null && actor.barberId === barberId) return;
  throw forbidden('You can only change your own bookings and time');
}

/** Whether `actor` sees every barber's bookings (their role, or the owner's setting for barbers). */
export function seesWholeSchedule(actor: ShopActor): boolean {
  return can(actor.role, 'schedule.read') || (actor.role === 'barber' && actor.shop.barbersSeeAllBookings === true);
}
