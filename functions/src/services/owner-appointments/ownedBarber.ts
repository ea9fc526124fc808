import type { Barber } from '@barbershop/core';
import { requireShopOwner } from '../../http/auth';
import { findBarber } from '../booking';

/** A barber of the caller's shop: unknown 404, another owner's 403. */
export async function ownedBarber(uid: string, barberId: string): Promise<Barber> {
  const barber = await findBarber(barberId);
  await requireShopOwner(uid, barber.shopId);
  return barber;
}
