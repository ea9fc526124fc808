import type { BarbershopDto, BarberDto, ServiceDto, ShopPageDto } from '@barbershop/core/api';
import { notBookableReason } from '@barbershop/core/billing';
import type { Barber, Barbershop, Service, UserBilling } from '@barbershop/core/model';
import { REVIEWS_ON_SHOP_PAGE } from '@barbershop/core/reviews';
import { byServiceOrder, searchKeyOf, shopSlug, type ShopCursor } from '@barbershop/core/shop';
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { barbers, services, shops, users } from '../../data/collections';
import { toBarberDto } from '../../dto/barber';
import { toBarbershopDto } from '../../dto/barbershop';
import { toServiceDto } from '../../dto/service';
import { notFound } from '../../errors';
import { latestReviews } from '../reviews';
import { loadShop } from '../reads/shopData';
import { shopOffersTexts } from '../../sms/offered';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** One shop's active services, in the owner's order (one query on the shop's own collection). */
async function activeServicesOf(shopId: string): Promise<Service[]> {
  const snap = await services(shopId).where('isActive', '==', true).get();
  return snap.docs.map((d) => d.data()).sort(byServiceOrder);
}

/** How many of one shop's barbers take bookings: only the flag is read (photos can be large). */
async function activeBarberCount(shopId: string): Promise<number> {
  const snap = await barbers(shopId).select('isActive').get();
  return snap.docs.filter((d) => d.get('isActive') !== false).length;
}

/** The owners' billing, read together; a shop without an owner account has none to check. */
async function ownersBilling(list: Barbershop[]): Promise<Map<string, UserBilling | undefined>> {
  const ids = [...new Set(list.map((s) => s.ownerId).filter(Boolean))];
  if (ids.length === 0) return new Map();
  const snaps = await db.getAll(...ids.map((id) => users().doc(id)));
  return new Map(snaps.map((snap) => [snap.id, snap.data()?.billing]));
}

/**
 * Each shop of a page with its active service names and whether it can take bookings: per shop
 * one query on its own services and one on its own barbers, and one read of the owners, so the
 * cost follows the page's size, never the platform's.
 */
export async function withBookability(list: Barbershop[], now: number): Promise<BarbershopDto[]> {
  const [billing, facts] = await Promise.all([
    ownersBilling(list),
    Promise.all(
      list.map(async (shop) => ({
        names: (await activeServicesOf(shop.id)).map((s) => s.name),
        barbers: await activeBarberCount(shop.id),
      })),
    ),
  ]);
  return list.map((shop, i) => {
    const { names, barbers: activeBarbers } = facts[i]!;
    const reason = notBookableReason({
      ownerBilling: billing.get(shop.ownerId),
      activeBarbers,
      activeServices: names.length,
      now,
    });
    return { ...toBarbershopDto(shop, names), bookable: reason === null, notBookableReason: reason };
  });
}

/** Listing batches read for one page at most: shops that cannot book are skipped, so a page may need more than one. */
export const LISTING_ROUNDS = 3;

/** A listing filter: the stored shop (hours, closed dates) and its answer (active service names). */
export type ShopFilter = (shop: Barbershop, dto: BarbershopDto) => boolean;

export interface ShopListRequest {
  limit: number;
  cursor: ShopCursor | null;
  /** a name or town word prefix; '' lists every bookable shop */
  q: string;
  /** `open=now` and `service=`: shops failing it are skipped like those that cannot book */
  filter?: ShopFilter;
}

export interface ShopListPage {
  shops: BarbershopDto[];
  /** where the next page starts; null on the last page */
  next: ShopCursor | null;
}

/**
 * GET /api/barbershops: a page of the shops that can take bookings now (owner's trial or
 * subscription running, an active barber, an active service), ordered by name then id. Each
 * batch is one Firestore query with `limit` (with `q`: `searchKeys` array-contains), and at most
 * LISTING_ROUNDS batches make a page; a page may hold fewer than `limit` shops (even none) when
 * shops that cannot book were skipped. The page without a next cursor is the last.
 */
export async function listShopsPage(request: ShopListRequest, now = Date.now()): Promise<ShopListPage> {
  const key = searchKeyOf(request.q);
  let query: Query<Barbershop> = shops();
  if (key) query = query.where('searchKeys', 'array-contains', key);
  query = query.orderBy('name').orderBy(FieldPath.documentId());
  const found: BarbershopDto[] = [];
  let after = request.cursor;
  for (let round = 0; round < LISTING_ROUNDS; round += 1) {
    const snap = await (after ? query.startAfter(after.name, after.id) : query).limit(request.limit).get();
    const batch = snap.docs.map((d) => d.data());
    const dtos = await withBookability(batch, now);
    for (let i = 0; i < batch.length; i += 1) {
      after = { name: batch[i]!.name, id: batch[i]!.id };
      if (dtos[i]!.bookable && (request.filter?.(batch[i]!, dtos[i]!) ?? true)) found.push(dtos[i]!);
      if (found.length === request.limit) {
        const more = i < batch.length - 1 || batch.length === request.limit;
        return { shops: found, next: more ? after : null };
      }
    }
    if (batch.length < request.limit) return { shops: found, next: null };
  }
  return { shops: found, next: after };
}

/** A slug as the public types it, or null when it cannot be one (the page answers 404). */
function slugOf(text: string): string | null {
  const slug = text.length <= 200 ? shopSlug(text) : '';
  return slug === '' ? null : slug;
}

async function shopWithSlug(text: string): Promise<Barbershop | null> {
  const slug = slugOf(text);
  if (!slug) return null;
  const snap = await shops().where('slug', '==', slug).limit(1).get();
  return snap.docs[0]?.data() ?? null;
}

/**
 * GET /api/barbershops?slug=: that shop whether bookable or not, so its public page can load
 * and say why it cannot book; [] for an unknown slug.
 */
export async function listShopsWithSlug(slug: string, now = Date.now()): Promise<BarbershopDto[]> {
  const shop = await shopWithSlug(slug);
  return shop ? withBookability([shop], now) : [];
}

/**
 * GET /api/barbershops/by-slug/{slug}: the public shop page in one answer. Only that shop's
 * documents are read: the shop (by slug), its active services, its barbers, its owner and its
 * latest REVIEWS_ON_SHOP_PAGE reviews (read together).
 */
export async function getShopPage(slug: string, now = Date.now()): Promise<ShopPageDto> {
  const shop = await shopWithSlug(slug);
  if (!shop) throw notFound('Barbershop not found');
  const [activeServices, barberSnap, billing, reviewSummary] = await Promise.all([
    activeServicesOf(shop.id),
    barbers(shop.id).get(),
    ownersBilling([shop]),
    latestReviews(shop, REVIEWS_ON_SHOP_PAGE),
  ]);
  const activeBarbers: Barber[] = barberSnap.docs
    .map((d) => d.data())
    .filter((b) => b.isActive !== false)
    .sort(byName);
  const reason = notBookableReason({
    ownerBilling: billing.get(shop.ownerId),
    activeBarbers: activeBarbers.length,
    activeServices: activeServices.length,
    now,
  });
  return {
    shop: {
      ...toBarbershopDto(
        shop,
        activeServices.map((s) => s.name),
      ),
      bookable: reason === null,
      notBookableReason: reason,
      textReminders: shopOffersTexts(shop),
    },
    services: activeServices.map(toServiceDto),
    barbers: activeBarbers.map(toBarberDto),
    reviews: reviewSummary,
  };
}

export async function getShop(shopId: string): Promise<BarbershopDto> {
  const shop = await loadShop(shopId);
  return toBarbershopDto(
    shop,
    (await activeServicesOf(shopId)).map((s) => s.name),
  );
}

export async function listServices(shopId: string, includeInactive = false): Promise<ServiceDto[]> {
  await loadShop(shopId);
  const snap = await services(shopId).get();
  return snap.docs
    .map((d) => d.data())
    .filter((s) => includeInactive || s.isActive !== false)
    .sort(byServiceOrder)
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
