import { reportQueryOf, reportQuerySchema } from '@barbershop/core/reports';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { shopReport } from '../services/reports/shopReport';

/** The owner's Reports tab (docs/api.md): revenue, bookings, no-shows and utilisation over dates. */
export function reportRoutes() {
  const router = Router();

  router.get(
    '/barbershops/:id/reports',
    handle(async (req) => {
      const uid = await requireUid(req);
      const query = reportQueryOf(await validate(reportQuerySchema, req.query, 'Query'));
      return shopReport(uid, req.params.id!, query);
    }),
  );

  return router;
}
