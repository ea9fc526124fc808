import { ownerEndpoints, waitlistEndpoints, type ReplyOf } from '@barbershop/core/api';
import { joinWaitlistSchema, waitlistDayQuerySchema, waitlistTokenSchema } from '@barbershop/core/waitlist';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { neverStored } from '../http/cache';
import { HttpError, notFound } from '../errors';
import { handle, validate } from '../http/handler';
import { perClient, rateLimited } from '../http/rateLimit';
import { joinWaitlist, leaveEntry, lookupEntry, removeEntry, waitlistDay } from '../services/waitlist/entries';
import { ENTRY_LINK_NOT_VALID } from '../services/waitlist/entries/entryLink';

/** A private link's token: one of the wrong shape is answered as a wrong one (404), so the two are never told apart. */
async function linkToken(body: unknown): Promise<string> {
  try {
    return (await validate(waitlistTokenSchema, body)).token;
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) throw notFound(ENTRY_LINK_NOT_VALID);
    throw err;
  }
}

/** The customer's waitlist (join, the private link) and the shop's day list (issue 36; docs/api.md "Waitlist"). */
export function waitlistRoutes() {
  const router = Router();

  // Rate limited per client as booking is, in a bucket of its own (each join sends an email).
  router.post(
    waitlistEndpoints.join.path,
    rateLimited(perClient('waitlistClient')),
    handle<ReplyOf<typeof waitlistEndpoints.join>>(async (req, res) => {
      const joined = await joinWaitlist(await validate(joinWaitlistSchema, req.body));
      res.status(201);
      return joined;
    }),
  );

  // The private link's page, as the booking's manage link is (its limit bounds token guessing too).
  router.post(
    waitlistEndpoints.lookup.path,
    neverStored,
    rateLimited(perClient('manageClient')),
    handle<ReplyOf<typeof waitlistEndpoints.lookup>>(async (req) =>
      lookupEntry(String(req.params.entryId), await linkToken(req.body)),
    ),
  );

  router.post(
    waitlistEndpoints.leave.path,
    neverStored,
    rateLimited(perClient('manageClient')),
    handle<ReplyOf<typeof waitlistEndpoints.leave>>(async (req) =>
      leaveEntry(String(req.params.entryId), await linkToken(req.body)),
    ),
  );

  router.get(
    ownerEndpoints.waitlistDay.path,
    handle<ReplyOf<typeof ownerEndpoints.waitlistDay>>(async (req) => {
      const uid = await requireUid(req);
      const { date } = await validate(waitlistDayQuerySchema, req.query, 'Query');
      return waitlistDay(uid, String(req.params.id), date);
    }),
  );

  router.delete(
    ownerEndpoints.removeFromWaitlist.path,
    handle<ReplyOf<typeof ownerEndpoints.removeFromWaitlist>>(async (req) => {
      await removeEntry(await requireUid(req), String(req.params.entryId));
    }),
  );

  return router;
}
