import type { UserProfile } from '@barbershop/core/model';
import { auth, db } from '../../app/firebase';
import type { DocumentReference } from 'firebase-admin/firestore';
import { allMembers, shops, slugs, users, usernames } from '../../data/collections';
import { cancelSubscriptionNow } from '../billing';
import { deleteShopImages } from '../shops/images';
import { endMembershipsOnDeletion } from '../members/cascades';

/** An active Stripe subscription is cancelled before the account goes. */
export async function cancelBillingOnDeletion(user: UserProfile | undefined): Promise<void> {
  await cancelSubscriptionNow(user?.billing);
}

/**
 * Tells each customer of a future booking of its cancellation (`cancelFutureBookings`: the
 * email step, handed in by the caller so accounts sends no email itself), then removes the owner's shops with everything below them (barbers, services, customers,
 * appointments, time blocks, busy days, email log), their slugs and images, the account's
 * memberships of other shops (a staff account: only these), the username, users/{uid} and the
 * Auth user; nothing of anyone else. Each step is idempotent and the Auth
 * user goes last, so a failed deletion can simply be retried by the still signed-in owner.
 */
export async function deleteOwnerAccount(uid: string, cancelFutureBookings: (uid: string) => Promise<unknown>): Promise<void> {
  const user = (await users().doc(uid).get()).data();
  // Customers hear before the shop data their cancellation email is rendered from goes.
  await cancelFutureBookings(uid);
  await cancelBillingOnDeletion(user);

  const owned = await shops().where('ownerId', '==', uid).get();
  await endMembershipsOnDeletion(
    uid,
    owned.docs.map((shop) => shop.id),
  );
  for (const shop of owned.docs) {
    await db.recursiveDelete(shop.ref);
    const slug = shop.data().slug;
    if (slug) await deleteIfPointsTo(slugs().doc(slug), 'shopId', shop.id);
    await deleteShopImages(shop.id);
  }
  await leaveShops(uid);
  if (user?.username) {
    await deleteIfPointsTo(usernames().doc(user.username), 'uid', uid);
    // the booking link held at registration, when no shop took it
    await deleteIfPointsTo(slugs().doc(user.username), 'ownerId', uid);
  }
  await db.recursiveDelete(users().doc(uid));
  await auth.deleteUser(uid).catch((err: { code?: string }) => {
    if (err.code !== 'auth/user-not-found') throw err;
  });
}

/**
 * The account's memberships of other owners' shops (a staff account's only tie): each goes, so
 * the shop's team no longer lists them; the shops themselves are their owners'.
 */
async function leaveShops(uid: string): Promise<void> {
  const memberships = await allMembers().where('id', '==', uid).get();
  const writer = db.bulkWriter();
  for (const member of memberships.docs) void writer.delete(member.ref);
  await writer.close();
}

/** Deletes a claim document only while it still names this owner's record. */
async function deleteIfPointsTo(ref: DocumentReference, field: string, value: string) {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && snap.get(field) === value) tx.delete(ref);
  });
}
