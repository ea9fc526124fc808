import { inviteEndpoints, ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import {
  acceptInviteSchema,
  invitePreviewSchema,
  inviteSchema,
  memberChangeSchema,
  newMemberAccountSchema,
} from '@barbershop/core/staff';
import { Router, type Request } from 'express';
import { requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { perClient, rateLimited } from '../http/rateLimit';
import { acceptAsAccount, acceptAsNewAccount, previewInvite } from '../services/invites/accept';
import { createInvite, listInvites, resendInvite, revokeInvite } from '../services/invites/invites';
import { changeMember, listMembers, removeMember } from '../services/members/members';
import { staffManager } from '../services/members/staffManager';

/** The caller as the shop's team manager (staff.manage); `change`: the route changes something. */
const managerOf = async (req: Request, change: boolean) => staffManager(await requireUid(req), String(req.params.id), { change });

/** The shop's team (members and invites) and joining a shop from an invite's link (issue 35). */
export function memberRoutes() {
  const router = Router();

  router.get(
    '/barbershops/:id/members',
    handle(async (req) => listMembers(await managerOf(req, false))),
  );

  router.patch(
    ownerEndpoints.changeMember.path,
    handle<ReplyOf<typeof ownerEndpoints.changeMember>>(async (req) => {
      const actor = await managerOf(req, true);
      return changeMember(actor, String(req.params.uid), await validate(memberChangeSchema, req.body));
    }),
  );

  router.delete(
    ownerEndpoints.removeMember.path,
    handle<ReplyOf<typeof ownerEndpoints.removeMember>>(async (req) => {
      await removeMember(await managerOf(req, false), String(req.params.uid));
    }),
  );

  router.get(
    '/barbershops/:id/invites',
    handle(async (req) => listInvites(await managerOf(req, false))),
  );

  router.post(
    ownerEndpoints.invite.path,
    handle<ReplyOf<typeof ownerEndpoints.invite>>(async (req, res) => {
      const actor = await managerOf(req, true);
      const invite = await createInvite(actor, await validate(inviteSchema, req.body));
      res.status(201);
      return invite;
    }),
  );

  router.post(
    ownerEndpoints.resendInvite.path,
    handle<ReplyOf<typeof ownerEndpoints.resendInvite>>(async (req) =>
      resendInvite(await managerOf(req, true), String(req.params.inviteId)),
    ),
  );

  router.delete(
    ownerEndpoints.revokeInvite.path,
    handle<ReplyOf<typeof ownerEndpoints.revokeInvite>>(async (req) => {
      await revokeInvite(await managerOf(req, false), String(req.params.inviteId));
    }),
  );

  // The link's page, signed in or not: rate limited per client as sign-in is.
  router.post(
    inviteEndpoints.preview.path,
    rateLimited(perClient('inviteClient')),
    handle<ReplyOf<typeof inviteEndpoints.preview>>(async (req) =>
      previewInvite((await validate(invitePreviewSchema, req.body)).token),
    ),
  );

  // With a Bearer token that account joins (a bad token is 401, never a new account); without,
  // a new staff account for the invite's email.
  router.post(
    inviteEndpoints.accept.path,
    rateLimited(perClient('inviteClient')),
    handle<ReplyOf<typeof inviteEndpoints.accept>>(async (req) => {
      const { token } = await validate(acceptInviteSchema, req.body);
      if (req.get('authorization')) return acceptAsAccount(await requireUid(req), token);
      return acceptAsNewAccount(token, () => validate(newMemberAccountSchema, req.body));
    }),
  );

  return router;
}
