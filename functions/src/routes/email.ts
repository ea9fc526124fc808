import type { EmailActivityDto } from '@barbershop/core/api';
import { Router } from 'express';
import { emailLog } from '../data/collections';
import { requireUid } from '../http/auth';
import { notFound } from '../errors';
import { handle } from '../http/handler';
import { JOBS, isJobName } from '../jobs/registry';
import { actorIn } from '../services/reads/members';

export function emailRoutes() {
  const router = Router();
  router.get(
    '/barbershops/:id/email-activity',
    handle(async (req): Promise<EmailActivityDto[]> => {
      const { shop } = await actorIn(await requireUid(req), req.params.id!, 'emails.read');
      const snap = await emailLog(shop.id).orderBy('sentAt', 'desc').limit(50).get();
      return snap.docs.map((d) => {
        const e = d.data();
        return {
          id: e.id,
          emailType: e.emailType,
          recipientEmail: e.recipientEmail,
          status: e.status,
          sentAt: e.sentAt.toISOString(),
          appointmentId: e.appointmentId ?? null,
          triggeredBy: e.triggeredBy ? { uid: e.triggeredBy.uid, name: e.triggeredBy.name, role: e.triggeredBy.role } : null,
        };
      });
    }),
  );
  // The emulator fires no schedules: this runs a job on demand, in the emulator only.
  router.post(
    '/dev/jobs/:name',
    handle(async (req) => {
      const name = req.params.name!;
      if (process.env.FUNCTIONS_EMULATOR !== 'true' || !isJobName(name)) throw notFound();
      return { job: name, sent: await JOBS[name]() };
    }),
  );
  return router;
}
