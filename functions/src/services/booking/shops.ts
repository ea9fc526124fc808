import {
  notBookableReason,
  shopSlug,
  type Barbershop,
  type BarbershopDto,
  type BarberDto,
  type ServiceDto,
  type UserBilling,
} from '@barbershop/core';
import { db } from '../../app/firebase';
import { allBarbers, allServices, barbers, services, shops, users } from '../../data/collections';
import { toBarberDto } from '../../dto/barber';
import { toBarbershopDto } from '../../dto/barbershop';
import { toServiceDto } from '../../dto/service';
import { loadShop } from './shopData';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** Active service names per shop, from one collection-group read rather than one per shop. */
async function serviceNamesByShop(): Promise<Map<string, string[]>> {
  const snap = await allServices().where('isActive', '==', true).get();
  const map = new Map<string, { name: string }[]>();
  for (const doc of snap.docs) {
    const shopId = doc.get('shopId') as string;
    map.set(shopId, [...(map.get(shopId) ?? []), { name: String(doc.get('name')) }]);
  }
  return new Map([...map].map(([id, list]) => [id, list.sort(byName).map((s) => s.name)]));
}

/** Active barbers per shop: one collection-group read for the list, the shop's own barbers for a slug. */
async function activeBarberCounts(onlyShopId?: string): Promise<Map<string, number>> {
  const docs = onlyShopId ? (await barbers(onlyShopId).get()).docs : (await allBarbers().select('shopId', 'isActive').get()).docs;
  const counts = new Map<string, number>();
  for (const doc of docs) {
    if (doc.get('isActive') === false) continue;
    const shopId = doc.get('shopId') as string;
    counts.set(shopId, (counts.get(shopId) ?? 0) + 1);
  }
  return counts;
}

/** The owners' billing, read together; a shop without an owner account has none to check. */
async function ownersBilling(list: Barbershop[]): Promise<Map<string, UserBilling | undefined>> {
  const ids = [...new Set(list.map((s) => s.ownerId).filter(Boolean))];
  if (ids.length === 0) return new Map();
  const snaps = await db.getAll(...ids.map((id) => users().doc(id)));
  return new Map(snaps.map((snap) => [snap.id, snap.data()?.billing]));
}

/**
 * GET /api/barbershops: the shops that can take bookings now (owner's trial or subscription
 * running, an active barber and an active service), for the home page. With ?slug= the shop is
 * found whether bookable or not, so its public page can load and say why it cannot book.
 */
export async function listShops(slug?: string, now = Date.now()): Promise<BarbershopDto[]> {
  const query = slug ? shops().where('slug', '==', shopSlug(slug)) : shops();
  const [snap, names] = await Promise.all([query.get(), serviceNamesByShop()]);
  const list = snap.docs.map((d) => d.data());
  if (slug && list.length === 0) return [];
  const [barberCounts, billing] = await Promise.all([activeBarberCounts(slug ? list[0]!.id : undefined), ownersBilling(list)]);
  return list
    .sort(byName)
    .map((shop) => {
      const serviceNames = names.get(shop.id) ?? [];
      const reason = notBookableReason({
        ownerBilling: billing.get(shop.ownerId),
        activeBarbers: barberCounts.get(shop.id) ?? 0,
        activeServices: serviceNames.length,
        now,
      });
      return { ...toBarbershopDto(shop, serviceNames), bookable: reason === null, notBookableReason: reason };
    })
    .filter((shop) => slug || shop.bookable);
}

export async function getShop(shopId: string): Promise<BarbershopDto> {
  const shop = await loadShop(shopId);
  const snap = await services(shopId).where('isActive', '==', true).get();
  return toBarbershopDto(
    shop,
    snap.docs
      .map((d) => d.data())
      .sort(byName)
      .map((s) => s.name),
  );
}

export async function listServices(shopId: string, includeInactive = false): Promise<ServiceDto[]> {
  await loadShop(shopId);
  const snap = await services(shopId).get();
  return snap.docs
    .map((d) => d.data())
    .filter((s) => includeInactive || s.isActive !== false)
    .sort(byName)
    .map(toServiceDto);
}

/** The public sees active barbers; the shop's owner sees all of them. */
export async function listBarbers(shopId: string, viewerUid: string | null): Promise<BarberDto[]> {
  const shop = await loadShop(shopId);
  const snap = await barbers(shopId).get();
  const isOwner = viewerUid !== null && viewerUid === shop.ownerId;
  return snap.docs
    .map((d) => d.data())
    .filter((b) => isOwner || b.isActive !== false)
    .sort(byName)
    .map(toBarberDto);
}
