import { ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import { LOCATION_MESSAGE, shopLocationInputOf, shopPatchSchema, shopProfileSchema } from '@barbershop/core/shop';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { createShop, updateShop } from '../services/shops/shops';
import { setShopLocation } from '../services/near/shopLocation';
import { badRequest } from '../errors';
import { listMyShops } from '../services/members/myShops';
import { withAccess, withSession } from '../http/withAccess';

/** The owner's barbershop: list, create (onboarding), update (onboarding PUT, settings PATCH). */
export function shopRoutes() {
  const router = Router();

  router.get(
    '/user/barbershops',
    handle(async (req) => listMyShops(await requireUid(req))),
  );

  router.post(
    ownerEndpoints.createShop.path,
    withAccess,
    handle<ReplyOf<typeof ownerEndpoints.createShop>>(async (req, res) => {
      const uid = await requireUid(req);
      const shop = await createShop(uid, await validate(shopProfileSchema, req.body));
      res.status(201);
      return shop;
    }),
  );

  router.put(
    ownerEndpoints.replaceShop.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.replaceShop>>(async (req) => {
      const uid = await requireUid(req);
      return updateShop(uid, String(req.params.id), await validate(shopProfileSchema, req.body));
    }),
  );

  router.patch(
    ownerEndpoints.updateShop.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.updateShop>>(async (req) => {
      const uid = await requireUid(req);
      return updateShop(uid, String(req.params.id), await validate(shopPatchSchema, req.body));
    }),
  );

  router.put(
    ownerEndpoints.setShopLocation.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.setShopLocation>>(async (req) => {
      const uid = await requireUid(req);
      const input = shopLocationInputOf(req.body);
      if (!input) throw badRequest(LOCATION_MESSAGE);
      return setShopLocation(uid, String(req.params.id), input);
    }),
  );

  return router;
}
