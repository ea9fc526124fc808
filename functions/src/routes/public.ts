import * as yup from 'yup';
import {
  barberChoice,
  monthAvailabilityQuerySchema,
  nextAvailableQuerySchema,
  parseServiceIdsQuery,
  shopSlotsQuerySchema,
} from '@barbershop/core/booking';
import { barberSlotsQuerySchema } from '@barbershop/core/calendar';
import { decodeReviewCursor, DEFAULT_REVIEWS_PAGE_SIZE, encodeReviewCursor, reviewsQuerySchema } from '@barbershop/core/reviews';
import {
  decodeNearCursor,
  decodeShopCursor,
  DEFAULT_NEAR_RADIUS_KM,
  encodeNearCursor,
  encodeShopCursor,
  isOpenAt,
  offersService,
  parseNear,
  parseRadiusKm,
  PLACE_NOT_FOUND,
  shopListingQuerySchema,
  type ShopCursor,
} from '@barbershop/core/shop';
import { Router, type Response } from 'express';
import { optionalUid } from '../http/auth';
import { listingConfig, neverStored, sharedBriefly } from '../http/cache';
import { handle, validate } from '../http/handler';
import { requireShopBookable } from '../services/billing';
import { getBarberSlots, getMonthAvailability, getNextAvailable, getShopSlots } from '../services/booking';
import { loadShop } from '../services/reads/shopData';
import {
  getShop,
  getShopPage,
  listBarbers,
  listServices,
  listShopsPage,
  listShopsWithSlug,
  type ShopFilter,
} from '../services/shops/listing';
import { listShopsNear } from '../services/near/nearShops';
import { placeOf } from '../services/near/places';
import { badRequest, notFound } from '../errors';
import { queryText } from '@barbershop/core/validation';
import { listShopReviews } from '../services/reviews';

/** `Link: <…>; rel="next"` of a listing page that has a next one. */
function linkNext(res: Response, limit: number, q: string, next: ShopCursor | null): void {
  if (!next) return;
  const params = new URLSearchParams({ limit: String(limit), ...(q ? { q } : {}), cursor: encodeShopCursor(next) });
  res.set('Link', `</api/barbershops?${params.toString()}>; rel="next"`);
}

/** `open=now` and `service=` of a listing query, as one filter; undefined without either. */
function listingFilter(open: string | undefined, service: string | undefined, now: number): ShopFilter | undefined {
  if (!open && !service) return undefined;
  return (shop, dto) =>
    (!open || isOpenAt(shop.businessHours ?? [], dto.timezone, shop.closedDates ?? [], now)) &&
    (!service || offersService(dto.serviceNames, service));
}

/** The listing's query again, for a next page's `Link`, with that page's cursor. */
function nextListingLink(res: Response, query: Record<string, string | undefined>, cursor: string): void {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v && k !== 'cursor') params.set(k, v);
  params.set('cursor', cursor);
  res.set('Link', `</api/barbershops?${params.toString()}>; rel="next"`);
}

const placeQuerySchema = yup.object({ q: queryText('q', 20).required('q is required') });

/** The public booking routes. */
export function publicRoutes() {
  const router = Router();
  router.get(
    '/barbershops',
    sharedBriefly,
    handle(async (req, res) => {
      const config = listingConfig();
      const query = await validate(shopListingQuerySchema(config.maxLimit), req.query, 'Query');
      if (query.slug !== undefined) return listShopsWithSlug(query.slug);
      const limit = query.limit ? Number(query.limit) : config.defaultLimit;
      const now = Date.now();
      const filter = listingFilter(query.open, query.service, now);
      if (query.near !== undefined) {
        if (query.q) throw badRequest('near and q cannot be used together');
        const page = await listShopsNear(
          {
            centre: parseNear(query.near)!,
            radiusKm: query.radiusKm ? parseRadiusKm(query.radiusKm)! : DEFAULT_NEAR_RADIUS_KM,
            limit,
            cursor: query.cursor ? decodeNearCursor(query.cursor) : null,
            filter,
          },
          now,
        );
        if (page.next) nextListingLink(res, { ...query, limit: String(limit) }, encodeNearCursor(page.next));
        return page.shops;
      }
      const q = query.q ?? '';
      const page = await listShopsPage({ limit, q, filter, cursor: query.cursor ? decodeShopCursor(query.cursor) : null }, now);
      if (filter) {
        if (page.next) nextListingLink(res, { ...query, limit: String(limit) }, encodeShopCursor(page.next));
      } else linkNext(res, limit, q, page.next);
      return page.shops;
    }),
  );
  // A UK postcode or district -> its district's centre (the shipped dataset; no paid geocoder).
  router.get(
    '/places',
    sharedBriefly,
    handle(async (req) => {
      const { q } = await validate(placeQuerySchema, req.query, 'Query');
      const place = placeOf(q);
      if (!place) throw notFound(PLACE_NOT_FOUND);
      return place;
    }),
  );
  // Before the /barbershops/:id/… routes: a slug may be 'services' or 'barbers'.
  router.get(
    '/barbershops/by-slug/:slug',
    sharedBriefly,
    handle(async (req) => getShopPage(req.params.slug!)),
  );
  router.get(
    '/barbershops/:id',
    sharedBriefly,
    handle(async (req) => getShop(req.params.id!)),
  );
  router.get(
    '/barbershops/:id/services',
    sharedBriefly,
    handle(async (req) => listServices(req.params.id!)),
  );
  router.get(
    '/barbershops/:id/barbers',
    sharedBriefly,
    handle(async (req) => listBarbers(req.params.id!, await optionalUid(req))),
  );
  router.get(
    '/barbershops/:id/reviews',
    sharedBriefly,
    handle(async (req, res) => {
      const query = await validate(reviewsQuerySchema, req.query, 'Query');
      const shop = await loadShop(req.params.id!);
      const limit = query.limit ? Number(query.limit) : DEFAULT_REVIEWS_PAGE_SIZE;
      const page = await listShopReviews(shop, limit, query.cursor ? decodeReviewCursor(query.cursor) : null);
      if (page.next) {
        const params = new URLSearchParams({ limit: String(limit), cursor: encodeReviewCursor(page.next) });
        res.set('Link', `</api/barbershops/${encodeURIComponent(shop.id)}/reviews?${params.toString()}>; rel="next"`);
      }
      return page.body;
    }),
  );
  router.get(
    '/barbershops/:id/slots',
    neverStored,
    handle(async (req) => {
      const { serviceId, serviceIds, date } = await validate(shopSlotsQuerySchema, req.query, 'Query');
      const shop = await loadShop(req.params.id!);
      // A shop that cannot take online bookings says so at the times step, not after the details.
      await requireShopBookable(shop.id, shop.ownerId);
      return getShopSlots(shop, date, serviceId, undefined, parseServiceIdsQuery(serviceIds));
    }),
  );
  router.get(
    '/barbershops/:id/availability',
    neverStored,
    handle(async (req) => {
      const { month, serviceId, serviceIds, barberId } = await validate(monthAvailabilityQuerySchema, req.query, 'Query');
      const shop = await loadShop(req.params.id!);
      // as the slots route: the calendar of a shop that cannot book says so
      await requireShopBookable(shop.id, shop.ownerId);
      return getMonthAvailability(shop, month, serviceId, barberChoice(barberId), undefined, parseServiceIdsQuery(serviceIds));
    }),
  );
  router.get(
    '/barbershops/:id/next-available',
    neverStored,
    handle(async (req) => {
      const { serviceId, serviceIds, barberId } = await validate(nextAvailableQuerySchema, req.query, 'Query');
      const shop = await loadShop(req.params.id!);
      await requireShopBookable(shop.id, shop.ownerId);
      return getNextAvailable(shop, serviceId, barberChoice(barberId), undefined, parseServiceIdsQuery(serviceIds));
    }),
  );
  router.get(
    '/barbers/:barberId/all-slots',
    neverStored,
    handle(async (req) => {
      const { date, duration } = await validate(barberSlotsQuerySchema, req.query, 'Query');
      return getBarberSlots(req.params.barberId!, date, Number(duration));
    }),
  );
  return router;
}
