import { ownerEndpoints, type FutureAppointmentsPendingDto, type ReplyOf } from '@barbershop/core/api';
import { barberPatchSchema, barberSchema, serviceSchema } from '@barbershop/core/shop';
import { staffChangeSchema } from '@barbershop/core/staff';
import { Router, type Request, type Response } from 'express';
import { isDocId } from '@barbershop/core/validation';
import { badRequest } from '../errors';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import {
  addBarber,
  addService,
  deleteBarber,
  getBarber,
  managedBarberById,
  seatInfo,
  updateBarber,
} from '../services/staff/staff';
import { FutureAppointmentsPending, listFutureAppointments } from '../services/staff/futureAppointments';
import { withSession } from '../http/withAccess';

/** An optional `?shopId=`: absent, the caller's own shop. */
function shopIdQuery(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !isDocId(value)) throw badRequest('shopId is not a valid id');
  return value;
}

/** How a delete or deactivation handles the barber's future appointments (an absent body says nothing). */
async function futureHandling(req: Request) {
  const body: unknown = req.body;
  if (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0))
    return undefined;
  return (await validate(staffChangeSchema, body)).futureAppointments;
}

/** The 409 of a change that leaves future appointments unhandled carries their count. */
async function answerPending<T>(
  res: Response,
  change: () => Promise<T>,
): Promise<T | { message: string; futureAppointments: number }> {
  try {
    return await change();
  } catch (err) {
    if (!(err instanceof FutureAppointmentsPending)) throw err;
    res.status(409);
    return { message: err.message, futureAppointments: err.count };
  }
}

/** Barbers (seat-limited) and services of a shop, and the seat count (who may: docs/permissions.md). */
export function staffRoutes() {
  const router = Router();

  router.get(
    '/user/seats',
    handle(async (req) => seatInfo(await requireUid(req), shopIdQuery(req.query.shopId))),
  );

  router.post(
    ownerEndpoints.addBarber.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.addBarber>>(async (req, res) => {
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

  router.get(
    '/barbers/:id/future-appointments',
    handle(async (req) => listFutureAppointments(await managedBarberById(await requireUid(req), String(req.params.id)))),
  );

  router.patch(
    ownerEndpoints.updateBarber.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.updateBarber> | FutureAppointmentsPendingDto>(async (req, res) => {
      const uid = await requireUid(req);
      const input = await validate(barberPatchSchema, req.body);
      const future = await futureHandling(req);
      // the keys as sent: a field the schema strips (weeklyHours) still says what was asked
      const sent = Object.keys(req.body as object);
      return answerPending(res, () => updateBarber(uid, String(req.params.id), input, future, sent));
    }),
  );

  router.delete(
    ownerEndpoints.deleteBarber.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.deleteBarber> | FutureAppointmentsPendingDto>(async (req, res) => {
      const uid = await requireUid(req);
      const future = await futureHandling(req);
      return answerPending(res, () => deleteBarber(uid, String(req.params.id), future));
    }),
  );

  router.post(
    ownerEndpoints.addService.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.addService>>(async (req, res) => {
      const uid = await requireUid(req);
      const service = await addService(uid, String(req.params.id), await validate(serviceSchema, req.body));
      res.status(201);
      return service;
    }),
  );

  return router;
}
