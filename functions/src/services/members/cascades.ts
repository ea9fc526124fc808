import { db } from '../../app/firebase';
import { allMembers, invites, members } from '../../data/collections';
import { revokeSessions } from './sessions';

/**
 * DELETE /api/barbers/{id}, after the barber's bookings are handled: the member who was that
 * barber loses the membership (and their sessions), and a pending invite to the column goes.
 */
export async function removeMembersOfBarber(shopId: string, barberId: string): Promise<void> {
  const [held, pending] = await Promise.all([
    members(shopId).where('barberId', '==', barberId).get(),
    invites(shopId).where('barberId', '==', barberId).get(),
  ]);
  const writer = db.bulkWriter();
  for (const doc of [...held.docs, ...pending.docs]) void writer.delete(doc.ref);
  await writer.close();
  for (const member of held.docs) await revokeSessions(member.id);
}

/**
 * An account's deletion: the members of the shops it owns lose their sessions (the shops'
 * documents, members and invites included, go with the shop's recursive delete), and its own
 * memberships of other shops go, so no shop lists an account that no longer exists.
 */
export async function endMembershipsOnDeletion(uid: string, ownedShopIds: readonly string[]): Promise<void> {
  for (const shopId of ownedShopIds) {
    const snap = await members(shopId).get();
    for (const member of snap.docs) await revokeSessions(member.id);
  }
  const own = await allMembers().where('id', '==', uid).get();
  const writer = db.bulkWriter();
  for (const doc of own.docs) void writer.delete(doc.ref);
  await writer.close();
}
