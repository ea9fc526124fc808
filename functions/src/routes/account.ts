import { changePasswordSchema, loginSchema, passwordResetRequestSchema, registerSchema } from '@barbershop/core/account';
import { ownerEndpoints, type ReplyOf } from '@barbershop/core/api';
import { Router } from 'express';
import { cancelFutureBookingsForDeletion } from '../email/accountDeletion';
import { requireAccountUid, requireUid } from '../http/auth';
import { handle, validate } from '../http/handler';
import { perClient, rateLimited } from '../http/rateLimit';
import {
  changePassword,
  countFutureBookings,
  deleteOwnerAccount,
  getCurrentUser,
  loginWithLimits,
  registerOwner,
  requestPasswordReset,
  usernameAvailability,
} from '../services/accounts';

/** Registration, sign-in and the signed-in owner's account. */
export function accountRoutes() {
  const router = Router();

  router.post(
    '/register',
    rateLimited(perClient('registerClient')),
    handle(async (req, res) => {
      const session = await registerOwner(await validate(registerSchema, req.body));
      res.status(201);
      return session;
    }),
  );

  // The registration form asks while the owner types (debounced); `place` words a suggestion.
  router.get(
    '/usernames/:username',
    rateLimited(perClient('usernameCheckClient')),
    handle(async (req) => {
      const place = typeof req.query.place === 'string' ? req.query.place.slice(0, 40) : '';
      return usernameAvailability(String(req.params.username).toLowerCase(), place);
    }),
  );

  router.post(
    '/login',
    rateLimited(perClient('loginClient')),
    handle(async (req) => loginWithLimits(await validate(loginSchema, req.body))),
  );

  // "Forgot password?": one neutral answer whether or not the account exists (docs/api.md).
  router.post(
    '/password-reset',
    rateLimited(perClient('passwordResetClient')),
    handle(async (req) => requestPasswordReset(await validate(passwordResetRequestSchema, req.body))),
  );

  // Sessions are Firebase Auth's: the client signs out itself; this only acknowledges.
  router.post(
    '/logout',
    handle(async () => undefined),
  );

  router.get(
    '/user',
    handle(async (req) => getCurrentUser(await requireUid(req))),
  );

  router.post(
    ownerEndpoints.changePassword.path,
    handle<ReplyOf<typeof ownerEndpoints.changePassword>>(async (req) => {
      const uid = await requireUid(req);
      return changePassword(uid, await validate(changePasswordSchema, req.body));
    }),
  );

  router.get(
    '/user/account/future-appointments',
    handle(async (req) => countFutureBookings(await requireUid(req))),
  );

  router.delete(
    ownerEndpoints.deleteAccount.path,
    handle<ReplyOf<typeof ownerEndpoints.deleteAccount>>(async (req) => {
      await deleteOwnerAccount(await requireAccountUid(req), cancelFutureBookingsForDeletion);
    }),
  );

  return router;
}
