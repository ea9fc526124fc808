import {
  deriveUsername,
  ownerNamesAtRegistration,
  type RegisterInput,
  type SessionDto,
  type UserBilling,
  type UserProfile,
} from '@barbershop/core';
import { FirebaseAuthError } from 'firebase-admin/auth';
import { auth, db } from '../../app/firebase';
import { users, usernames } from '../../data/collections';
import { conflict } from '../../http/errors';
import { billingAtRegistration, cancelSubscriptionNow } from '../billing';
import { sessionFor } from './session';

const USERNAME_TAKEN =
  'That business name is already registered: its username is taken. Sign in, or use a different business name.';
const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

/**
 * The business name's username and the email must be free: checked before a card is asked for
 * (POST /api/create-subscription) as well as at registration, so a taken name never leaves a
 * trial subscription with a saved card behind.
 */
export async function assertRegistrable(input: { businessName: string; email: string }): Promise<void> {
  if ((await usernames().doc(deriveUsername(input.businessName)).get()).exists) throw conflict(USERNAME_TAKEN);
  const existing = await auth.getUserByEmail(input.email).catch((err: unknown) => {
    if (err instanceof FirebaseAuthError && err.code === 'auth/user-not-found') return null;
    throw err;
  });
  if (existing) throw conflict(EMAIL_TAKEN);
}

/**
 * Creates the Auth user, users/{uid} and usernames/{username} together, or nothing: the
 * username is claimed in a transaction, and the Auth user is deleted again when that fails.
 */
export async function registerOwner(input: RegisterInput): Promise<SessionDto> {
  const username = deriveUsername(input.businessName);
  if ((await usernames().doc(username).get()).exists) throw conflict(USERNAME_TAKEN);
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
      const claim = await tx.get(usernames().doc(username));
      if (claim.exists) throw conflict(USERNAME_TAKEN);
      tx.create(usernames().doc(username), { uid });
      tx.create(users().doc(uid), user);
    });
  } catch (err) {
    await auth
      .deleteUser(uid)
      .catch((cleanupErr) => console.error('Could not remove the Auth user of a failed registration', uid, cleanupErr));
    throw err;
  }
  return sessionFor(user);
}
