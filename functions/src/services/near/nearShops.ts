import type { BarbershopDto } from '@barbershop/core/api';
import type { Barbershop } from '@barbershop/core/model';
import { isAfterNearCursor, type LatLng, type NearCursor } from '@barbershop/core/shop';
import { distanceBetween, geohashQueryBounds } from 'geofire-common';
import { shops } from '../../data/collections';
import { LISTING_ROUNDS, withBookability, type ShopFilter } from '../shops/listing';

/**
 * Shops read per geohash range (geohashQueryBounds gives at most nine): the reads of a near page
 * are bounded whatever the platform's size. Past this many pins in one range, the farthest are
 * missed; a smaller radius finds them (docs/near.md).
 */
export const NEAR_READS_PER_RANGE = 100;

export interface NearListRequest {
  centre: LatLng;
  radiusKm: number;
  limit: number;
  cursor: NearCursor | null;
  filter?: ShopFilter;
}

export interface NearListPage {
  shops: BarbershopDto[];
  next: NearCursor | null;
}

interface Candidate {
  shop: Barbershop;
  distanceKm: number;
}

const byDistanceThenId = (a: Candidate, b: Candidate) =>
  a.distanceKm - b.distanceKm || (a.shop.id < b.shop.id ? -1 : a.shop.id > b.shop.id ? 1 : 0);

/** The pinned shops within the radius after the cursor, nearest first (distance rounded as answered). */
async function candidatesNear(request: NearListRequest): Promise<Candidate[]> {
  const centre: [number, number] = [request.centre.lat, request.centre.lng];
  const ranges = geohashQueryBounds(centre, request.radiusKm * 1000);
  const snaps = await Promise.all(
    ranges.map(([start, end]) => shops().orderBy('location.geohash').startAt(start).endAt(end).limit(NEAR_READS_PER_RANGE).get()),
  );
  const seen = new Map<string, Candidate>();
  for (const doc of snaps.flatMap((s) => s.docs)) {
    const shop = doc.data();
    const at = shop.location;
    if (!at || seen.has(shop.id)) continue;
    // geohash ranges are boxes: the corners beyond the radius are dropped here
    const distanceKm = Math.round(distanceBetween([at.lat, at.lng], centre) * 100) / 100;
    if (distanceKm <= request.radiusKm && isAfterNearCursor(distanceKm, shop.id, request.cursor))
      seen.set(shop.id, { shop, distanceKm });
  }
  return [...seen.values()].sort(byDistanceThenId);
}

/**
 * GET /api/barbershops?near=: a page of the bookable shops pinned within the radius, nearest
 * first (then by id), each with `distanceKm`. The geohash ranges are read once (bounded, see
 * NEAR_READS_PER_RANGE); bookability is checked `limit` shops at a time for at most
 * LISTING_ROUNDS batches, like the listing, so a page may hold fewer than `limit` shops.
 */
export async function listShopsNear(request: NearListRequest, now = Date.now()): Promise<NearListPage> {
  const candidates = await candidatesNear(request);
  const found: BarbershopDto[] = [];
  let last: Candidate | null = null;
  for (let round = 0, at = 0; round < LISTING_ROUNDS && at < candidates.length; round += 1) {
    const batch = candidates.slice(at, at + request.limit);
    const dtos = await withBookability(
      batch.map((c) => c.shop),
      now,
    );
    for (let i = 0; i < batch.length; i += 1) {
      last = batch[i]!;
      at += 1;
      const dto = dtos[i]!;
      if (dto.bookable && (request.filter?.(last.shop, dto) ?? true)) found.push({ ...dto, distanceKm: last.distanceKm });
      if (found.length === request.limit) break;
    }
    if (found.length === request.limit) {
      return { shops: found, next: at < candidates.length ? cursorOf(last!) : null };
    }
  }
  const consumed = last ? candidates.indexOf(last) + 1 : 0;
  return { shops: found, next: last && consumed < candidates.length ? cursorOf(last) : null };
}

const cursorOf = (c: Candidate): NearCursor => ({ distanceKm: c.distanceKm, id: c.shop.id });
