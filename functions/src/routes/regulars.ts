import { ownerEndpoints, waitlistEndpoints, type ReplyOf } from '@barbershop/core/api';
import { unsubscribeSchema } from '@barbershop/core/waitlist';
import { Router } from 'express';
import { requireUid } from '../http/auth';
import { neverStored } from '../http/cache';
import { handle, validate } from '../http/handler';
import { perClient, rateLimited } from '../http/rateLimit';
import { withSession } from '../http/withAccess';
import { inviteToBook, regularsDue, unsubscribe } from '../services/regulars';

/** Regulars who are due, "Invite to book", and the unsubscribe link of that email (issue 36, docs/api.md). */
export function regularsRoutes() {
  const router = Router();

  router.get(
    ownerEndpoints.regularsDue.path,
    handle<ReplyOf<typeof ownerEndpoints.regularsDue>>(async (req) => regularsDue(await requireUid(req), req.params.id!)),
  );

  router.post(
    ownerEndpoints.inviteToBook.path,
    withSession,
    handle<ReplyOf<typeof ownerEndpoints.inviteToBook>>(async (req) =>
      inviteToBook(await requireUid(req), req.params.id!, req.params.customerId!),
    ),
  );

  // Public: the key in the link is the proof. A POST (a page's button), never a GET: mail scanners
  // open links, and must not unsubscribe anyone. Counted with the other private-link actions.
  router.post(
    waitlistEndpoints.unsubscribe.path,
    neverStored,
    rateLimited(perClient('manageClient')),
    handle<ReplyOf<typeof waitlistEndpoints.unsubscribe>>(async (req) => {
      const { shopId, key } = await validate(unsubscribeSchema, req.body);
      return unsubscribe(shopId, key);
    }),
  );

  return router;
}
