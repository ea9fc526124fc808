import type { Barber, Barbershop } from '@barbershop/core/model';
import { forbidden } from '../../errors';
import { findBarber, loadShop } from './shopData';

/**
 * The caller's shop, read once: the owner check and the shop the service goes on with are the
 * same read. Another owner's shop answers 403, an unknown one 404, so ids of other shops are
 * never usable.
 */
export async function ownedShop(uid: string, shopId: string): Promise<Barbershop> {
  const shop = await loadShop(shopId);
  if (shop.ownerId !== uid) throw forbidden('This barbershop belongs to another account');
  return shop;
}

/** A barber of the caller's shop with that shop: unknown 404, another owner's 403. */
export async function ownedBarberInShop(uid: string, barberId: string): Promise<{ barber: Barber; shop: Barbershop }> {
  const barber = await findBarber(barberId);
  return { barber, shop: await ownedShop(uid, barber.shopId) };
}

/** A barber of the caller's shop: unknown 404, another owner's 403. */
export async function ownedBarber(uid: string, barberId: string): Promise<Barber> {
  return (await ownedBarberInShop(uid, barberId)).barber;
}
