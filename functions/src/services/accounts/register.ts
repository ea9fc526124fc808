import { ownerNamesAtRegistration, usernameFor, usernameTakenMessage, type RegisterInput } from '@barbershop/core/account';
import type { SessionDto } from '@barbershop/core/api';
import type { UserBilling, UserProfile } from '@barbershop/core/model';
import { FirebaseAuthError } from 'firebase-admin/auth';
import { auth, db } from '../../app/firebase';
import type { Transaction } from 'firebase-admin/firestore';
import { slugs, users, usernames } from '../../data/collections';
import { conflict, isContention } from '../../errors';
import { billingAtRegistration, cancelSubscriptionNow } from '../billing';
import { sessionFor } from './session';

const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

/**
 * A username is free when no account signs in with it and no shop's booking link is it: the
 * username becomes the shop's slug, so both namespaces are one.
 */
export async function isUsernameFree(username: string, tx?: Transaction): Promise<boolean> {
  const read = (ref: FirebaseFirestore.DocumentReference) => (tx ? tx.get(ref) : ref.get());
  const [user, slug] = await Promise.all([read(usernames().doc(username)), read(slugs().doc(username))]);
  return !user.exists && !slug.exists;
}

/**
 * The username and the email must be free: checked before a card is asked for
 * (POST /api/create-subscription) as well as at registration, so a taken name never leaves a
 * trial subscription with a saved card behind.
 */
export async function assertRegistrable(input: { businessName: string; email: string; username?: string | null }): Promise<void> {
  const username = usernameFor(input);
  if (!(await isUsernameFree(username))) throw conflict(usernameTakenMessage(username));
  const existing = await auth.getUserByEmail(input.email).catch((err: unknown) => {
    if (err instanceof FirebaseAuthError && err.code === 'auth/user-not-found') return null;
    throw err;
  });
  if (existing) throw conflict(EMAIL_TAKEN);
}

/**
 * Creates the Auth user, users/{uid}, usernames/{username} and the booking link's reservation
 * slugs/{username} together, or nothing: both are claimed in one transaction (two owners
 * claiming one username at once: one gets 409), and the Auth user is deleted again when that fails.
 */
export async function registerOwner(input: RegisterInput): Promise<SessionDto> {
  const username = usernameFor(input);
  if (!(await isUsernameFree(username))) throw conflict(usernameTakenMessage(username));
  // Checked with Stripe before the Auth user exists, so a refused card setup leaves nothing behind.
  const billing = await billingAtRegistration(input, new Date());
  try {
    return await createAccount(input, username, billing);
  } catch (err) {
    // No account holds the trial subscription with its saved card: end it before it can charge.
    await cancelSubscriptionNow(billing).catch((cancelErr) =>
      console.error('Could not cancel the Stripe subscription of a failed registration', billing.stripeSubscriptionId, cancelErr),
    );
    throw err;
  }
}

async function createAccount(input: RegisterInput, username: string, billing: UserBilling): Promise<SessionDto> {
  let uid: string;
  try {
    uid = (await auth.createUser({ email: input.email, password: input.password, displayName: input.businessName })).uid;
  } catch (err) {
    if (err instanceof FirebaseAuthError && err.code === 'auth/email-already-exists') throw conflict(EMAIL_TAKEN);
    throw err;
  }

  const now = new Date();
  const user: UserProfile = {
    id: uid,
    ...ownerNamesAtRegistration(input),
    email: input.email,
    username,
    role: 'owner',
    profileImageUrl: '',
    createdAt: now,
    pendingBusinessName: input.businessName,
    billing,
  };

  try {
    await db.runTransaction(async (tx) => {
      if (!(await isUsernameFree(username, tx))) throw conflict(usernameTakenMessage(username));
      tx.create(usernames().doc(username), { uid });
      // The shop created at onboarding takes this slug (createShop); until then it is held for this owner.
      // Only a chosen username is a booking link: one derived for a caller who sent none may be
      // reserved (Dash Board -> dashboard), and that shop takes its name's slug at onboarding.
      if (input.username) tx.create(slugs().doc(username), { ownerId: uid });
      tx.create(users().doc(uid), user);
    });
  } catch (err) {
    await auth
      .deleteUser(uid)
      .catch((cleanupErr) => console.error('Could not remove the Auth user of a failed registration', uid, cleanupErr));
    // Two owners claiming one username at once: the loser's transaction can fail on contention
    // rather than on the check. The winner holds the name by now, and "already taken" is the
    // answer an owner can act on ("try again" would only lead there).
    if (isContention(err) && !(await isUsernameFree(username).catch(() => true))) throw conflict(usernameTakenMessage(username));
    throw err;
  }
  return sessionFor(user);
}
