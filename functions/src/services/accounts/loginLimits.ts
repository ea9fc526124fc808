import { normalizeLoginName, type LoginInput } from '@barbershop/core/account';
import type { SessionDto } from '@barbershop/core/api';
import { HttpError } from '../../errors';
import { assertUnderLimit, clearRateLimit, countEvent, rateLimitClock, type RateCheck } from '../rate-limits';
import { loginOwner, uidForLogin } from './login';

/**
 * Sign-in with the per-account limit on failed passwords (the per-client limit is the route's
 * middleware). The account is the one the name resolves to, so its username and its email share
 * one count; a name without an account is counted by itself and answers the same way, so the
 * limit does not tell which names exist. At the limit even the right password waits.
 */
export async function loginWithLimits(input: LoginInput, now = rateLimitClock.now()): Promise<SessionDto> {
  const uid = await uidForLogin(input.username);
  const account: RateCheck = {
    name: 'loginAccount',
    identity: uid ? `account:${uid}` : `login:${normalizeLoginName(input.username)}`,
  };
  await assertUnderLimit(account, now);
  try {
    const session = await loginOwner(input);
    await clearRateLimit(account, now);
    return session;
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) await countEvent(account, now);
    throw err;
  }
}
