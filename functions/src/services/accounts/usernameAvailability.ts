import { usernameCandidates, usernameProblem, usernameTakenMessage } from '@barbershop/core/account';
import type { UsernameAvailabilityDto } from '@barbershop/core/api';
import { badRequest } from '../../errors';
import { isUsernameFree } from './register';

/** At most this many alternatives are offered for a taken username. */
const SUGGESTIONS = 3;

/**
 * GET /api/usernames/{username}: whether a username can be registered now, and when it is
 * taken, free alternatives (with the place word the owner gave first: classic-cuts-leeds). An
 * answer, not a hold: registration claims it in its transaction and may still answer 409.
 */
export async function usernameAvailability(username: string, place: string): Promise<UsernameAvailabilityDto> {
  const problem = usernameProblem(username);
  if (problem) throw badRequest(problem, { username: problem });
  if (await isUsernameFree(username)) return { username, available: true, message: null, suggestions: [] };
  const candidates = usernameCandidates(username, place ? [place] : []);
  const free = await Promise.all(candidates.map((c) => isUsernameFree(c)));
  const suggestions = candidates.filter((_, i) => free[i]).slice(0, SUGGESTIONS);
  return { username, available: false, message: usernameTakenMessage(username), suggestions };
}
