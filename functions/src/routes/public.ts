import { isValidDate } from '@barbershop/core';
import { Router } from 'express';
import { optionalUid } from '../http/auth';
import { badRequest } from '../http/errors';
import { handle } from '../http/handler';
import { requireShopBookable } from '../services/billing';
import { getBarberSlots, getShop, getShopSlots, listBarbers, listServices, listShops, loadShop } from '../services/booking';

function queryString(value: unknown, name: string, max = 200): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`${name} must be a single value`, { [name]: 'invalid' });
  return value;
}

function requiredDate(value: unknown): string {
  const date = queryString(value, 'date');
  if (!date || !isValidDate(date)) throw badRequest('date must be a real date written YYYY-MM-DD', { date: 'invalid' });
  return date;
}

/** The public booking routes (spec section 7, Public). */
export function publicRoutes() {
  const router = Router();
  router.get(
    '/barbershops',
    handle(async (req) => listShops(queryString(req.query.slug, 'slug', 200))),
  );
  router.get(
    '/barbershops/:id',
    handle(async (req) => getShop(req.params.id!)),
  );
  router.get(
    '/barbershops/:id/services',
    handle(async (req) => listServices(req.params.id!)),
  );
  router.get(
    '/barbershops/:id/barbers',
    handle(async (req) => listBarbers(req.params.id!, await optionalUid(req))),
  );
  router.get(
    '/barbershops/:id/slots',
    handle(async (req) => {
      const serviceId = queryString(req.query.serviceId, 'serviceId');
      if (!serviceId) throw badRequest('serviceId is required', { serviceId: 'required' });
      const date = requiredDate(req.query.date);
      const shop = await loadShop(req.params.id!);
      // A shop that cannot take online bookings says so at the times step, not after the details.
      await requireShopBookable(shop.id, shop.ownerId);
      return getShopSlots(shop, date, serviceId);
    }),
  );
  router.get(
    '/barbers/:barberId/all-slots',
    handle(async (req) => {
      const raw = queryString(req.query.duration, 'duration') ?? '30';
      const duration = Number(raw);
      if (!Number.isInteger(duration) || duration < 5 || duration > 480) {
        throw badRequest('duration must be whole minutes from 5 to 480', { duration: 'invalid' });
      }
      return getBarberSlots(req.params.barberId!, requiredDate(req.query.date), duration);
    }),
  );
  return router;
}
