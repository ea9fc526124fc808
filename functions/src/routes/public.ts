import { barberSlotsQuerySchema, shopListQuerySchema, shopSlotsQuerySchema } from '@barbershop/core';
import { Router } from 'express';
import { optionalUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { requireShopBookable } from '../services/billing';
import { getBarberSlots, getShop, getShopSlots, listBarbers, listServices, listShops, loadShop } from '../services/booking';

/** The public booking routes (spec section 7, Public). */
export function publicRoutes() {
  const router = Router();
  router.get(
    '/barbershops',
    handle(async (req) => listShops((await validate(shopListQuerySchema, req.query, 'Query')).slug)),
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
      const { serviceId, date } = await validate(shopSlotsQuerySchema, req.query, 'Query');
      const shop = await loadShop(req.params.id!);
      // A shop that cannot take online bookings says so at the times step, not after the details.
      await requireShopBookable(shop.id, shop.ownerId);
      return getShopSlots(shop, date, serviceId);
    }),
  );
  router.get(
    '/barbers/:barberId/all-slots',
    handle(async (req) => {
      const { date, duration } = await validate(barberSlotsQuerySchema, req.query, 'Query');
      return getBarberSlots(req.params.barberId!, date, Number(duration));
    }),
  );
  return router;
}
