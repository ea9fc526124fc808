import {
  deriveUsername,
  ownerNamesFromBusinessName,
  seatsTotalOf,
  trialEndFrom,
  type RegisterInput,
  type SessionDto,
  type UserBilling,
  type UserProfile,
} from '@barbershop/core';
import { FirebaseAuthError } from 'firebase-admin/auth';
import { auth, db } from '../../app/firebase';
import { users, usernames } from '../../data/collections';
import { conflict } from '../../http/errors';
import { sessionFor } from './session';

const USERNAME_TAKEN = 'That business name is already registered: its username is taken. Sign in, or use a different business name.';
const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

/**
 * The billing state a new owner starts with. Billing is disabled here (no Stripe key): the
 * trial starts now. The billing issue replaces this with the Stripe subscription's ids and
 * trial end taken from `input`, after checking them with Stripe.
 */
export function billingForNewOwner(_input: RegisterInput, now: Date): UserBilling {
  return {
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionStatus: 'trialing',
    trialEndsAt: trialEndFrom(now),
    currentPeriodEnd: null,
    seatsTotal: seatsTotalOf(undefined),
  };
}

/**
 * Creates the Auth user, users/{uid} and usernames/{username} together, or nothing: the
 * username is claimed in a transaction, and the Auth user is deleted again when that fails.
 */
export async function registerOwner(input: RegisterInput): Promise<SessionDto> {
  const username = deriveUsername(input.businessName);
  if ((await usernames().doc(username).get()).exists) throw conflict(USERNAME_TAKEN);

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
    ...ownerNamesFromBusinessName(input.businessName),
    email: input.email,
    username,
    role: 'owner',
    profileImageUrl: '',
    createdAt: now,
    pendingBusinessName: input.businessName,
    billing: billingForNewOwner(input, now),
  };

  try {
    await db.runTransaction(async (tx) => {
      const claim = await tx.get(usernames().doc(username));
      if (claim.exists) throw conflict(USERNAME_TAKEN);
      tx.create(usernames().doc(username), { uid });
      tx.create(users().doc(uid), user);
    });
  } catch (err) {
    await auth.deleteUser(uid).catch((cleanupErr) => console.error('Could not remove the Auth user of a failed registration', uid, cleanupErr));
    throw err;
  }
  return sessionFor(user);
}
