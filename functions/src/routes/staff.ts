import { barberPatchSchema, barberSchema, serviceSchema } from '@barbershop/core';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { addBarber, addService, deleteBarber, getBarber, seatInfo, updateBarber } from '../services/staff/staff';
import { withAccess } from '../services/billing';

/** Barbers (seat-limited) and services of the owner's shop, and the seat count. */
export function staffRoutes() {
  const router = Router();

  router.get(
    '/user/seats',
    handle(async (req) => seatInfo(await requireUid(req))),
  );

  router.post(
    '/barbershops/:id/barbers',
    withAccess,
    handle(async (req, res) => {
      const uid = await requireUid(req);
      const barber = await addBarber(uid, String(req.params.id), await validate(barberSchema, req.body));
      res.status(201);
      return barber;
    }),
  );

  router.get(
    '/barbers/:id',
    handle(async (req) => getBarber(await requireUid(req), String(req.params.id))),
  );

  router.patch(
    '/barbers/:id',
    withAccess,
    handle(async (req) => {
      const uid = await requireUid(req);
      return updateBarber(uid, String(req.params.id), await validate(barberPatchSchema, req.body));
    }),
  );

  router.delete(
    '/barbers/:id',
    withAccess,
    handle(async (req) => {
      await deleteBarber(await requireUid(req), String(req.params.id));
    }),
  );

  router.post(
    '/barbershops/:id/services',
    withAccess,
    handle(async (req, res) => {
      const uid = await requireUid(req);
      const service = await addService(uid, String(req.params.id), await validate(serviceSchema, req.body));
      res.status(201);
      return service;
    }),
  );

  return router;
}
