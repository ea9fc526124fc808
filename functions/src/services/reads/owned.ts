import type { Barbershop } from '@barbershop/core/model';
import { shops } from '../../data/collections';
import { forbidden, notFound } from '../../errors';
import type { Permission } from '@barbershop/core/staff';
import { actorIn } from './members';
import { loadShop } from './shopData';

/**
 * The caller's shop, read once: the owner check and the shop the service goes on with are the
 * same read. Another owner's shop answers 403, an unknown one 404, so ids of other shops are
 * never usable. Without `shopId`: the owner's only shop (none yet: 404).
 */
export async function ownedShop(uid: string, shopId?: string): Promise<Barbershop> {
  const shop = await loadShop(shopId ?? (await onlyShopId(uid)));
  if (shop.ownerId !== uid) throw forbidden('This barbershop belongs to another account');
  return shop;
}

/**
 * A route whose shop is optional: with `shopId`, that shop if the caller holds `permission` there
 * (actorIn: a member's role); without, the caller's own only shop (ownedShop).
 */
export async function shopWith(
  uid: string,
  permission: Permission,
  shopId?: string,
  options: { needsAccess?: boolean } = {},
): Promise<Barbershop> {
  return shopId === undefined ? ownedShop(uid) : (await actorIn(uid, shopId, permission, options)).shop;
}

async function onlyShopId(uid: string): Promise<string> {
  const owned = await shops().where('ownerId', '==', uid).limit(1).get();
  const id = owned.docs[0]?.id;
  if (!id) throw notFound('Create your barbershop first');
  return id;
}
