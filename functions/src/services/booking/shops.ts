import { shopSlug, type BarbershopDto, type BarberDto, type ServiceDto } from '@barbershop/core';
import { db } from '../../app/firebase';
import { barbers, services, shops } from '../../data/collections';
import { toBarberDto } from '../../dto/barber';
import { toBarbershopDto } from '../../dto/barbershop';
import { toServiceDto } from '../../dto/service';
import { loadShop } from './shopData';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** Active service names per shop, from one collection-group read rather than one per shop. */
async function serviceNamesByShop(): Promise<Map<string, string[]>> {
  const snap = await db.collectionGroup('services').where('isActive', '==', true).get();
  const map = new Map<string, { name: string }[]>();
  for (const doc of snap.docs) {
    const shopId = doc.get('shopId') as string;
    map.set(shopId, [...(map.get(shopId) ?? []), { name: String(doc.get('name')) }]);
  }
  return new Map([...map].map(([id, list]) => [id, list.sort(byName).map((s) => s.name)]));
}

/** GET /api/barbershops (optionally ?slug=): the public list for the home page and shop page. */
export async function listShops(slug?: string): Promise<BarbershopDto[]> {
  const query = slug ? shops().where('slug', '==', shopSlug(slug)) : shops();
  const [snap, names] = await Promise.all([query.get(), serviceNamesByShop()]);
  return snap.docs
    .map((d) => d.data())
    .sort(byName)
    .map((shop) => toBarbershopDto(shop, names.get(shop.id) ?? []));
}

export async function getShop(shopId: string): Promise<BarbershopDto> {
  const shop = await loadShop(shopId);
  const snap = await services(shopId).where('isActive', '==', true).get();
  return toBarbershopDto(shop, snap.docs.map((d) => d.data()).sort(byName).map((s) => s.name));
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
