import { ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import { smsSettingsSchema } from '@barbershop/core/shop';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { withSession } from '../http/withAccess';
import { saveSmsSettings, smsActivity } from '../services/sms-settings';

/** The owner's side of text messages (issue 38; docs/api.md "Text messages"): what was sent, and the shop's switches. */
export function smsRoutes() {
  const router = Router();

  router.get(
    ownerEndpoints.smsActivity.path,
    handle<ReplyOf<typeof ownerEndpoints.smsActivity>>(async (req) => smsActivity(await requireUid(req), String(req.params.id))),
  );

  router.put(
    ownerEndpoints.saveSmsSettings.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.saveSmsSettings>>(async (req) => {
      const uid = await requireUid(req);
      return saveSmsSettings(uid, String(req.params.id), await validate(smsSettingsSchema, req.body));
    }),
  );

  return router;
}
