import type { ActorStamp, WaitlistEntry } from '@barbershop/core/model';
import type { WaitlistEntryPublicDto } from '@barbershop/core/waitlist';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../../app/firebase';
import { HttpError, notFound } from '../../../errors';
import { actorIn, NOT_A_MEMBER, stampOf } from '../../reads/members';
import { loadShop } from '../../reads/shopData';
import { entryByLink, ENTRY_NOT_FOUND, findEntry } from './entryLink';
import { shopNames } from './names';
import { withdrawLiveOffer } from './offerCalls';
import { publicView } from './publicView';
import { waitlist } from '../../../data/collections';

/** POST /api/waitlist/{id}/lookup: the entry of a private link (404 for an unknown id or a wrong token alike). */
export async function lookupEntry(entryId: string, token: string): Promise<WaitlistEntryPublicDto> {
  const entry = await entryByLink(entryId, token);
  return viewOf(entry);
}

async function viewOf(entry: WaitlistEntry): Promise<WaitlistEntryPublicDto> {
  const [shop, names] = await Promise.all([loadShop(entry.shopId), shopNames(entry.shopId)]);
  return publicView(entry, shop, names(entry));
}

/**
 * Takes an entry off the list (state `left`) in one transaction, stamped with who removed it (the
 * shop) or null (the customer left). An entry no longer in line (left, booked, ended) is
 * unchanged: leaving twice is leaving once. Answers the entry after, and the offer that was held
 * for it, which the caller withdraws once the entry is off the list (so the time can never be
 * offered back to it).
 */
async function takeOff(
  ref: DocumentReference<WaitlistEntry>,
  removedBy: ActorStamp | null,
): Promise<{ entry: WaitlistEntry; heldOfferId: string | null }> {
  return db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    if (entry.state !== 'waiting' && entry.state !== 'offered') return { entry, heldOfferId: null };
    const change = { state: 'left' as const, offerId: null, removedBy, updatedAt: new Date() };
    tx.update(ref, change);
    return { entry: { ...entry, ...change }, heldOfferId: entry.state === 'offered' ? entry.offerId : null };
  });
}

/** POST /api/waitlist/{id}/leave: the customer leaves (idempotent); a time held for them goes to the next customer. */
export async function leaveEntry(entryId: string, token: string): Promise<WaitlistEntryPublicDto> {
  const found = await entryByLink(entryId, token);
  const { entry, heldOfferId } = await takeOff(waitlist(found.shopId).doc(found.id), null);
  await withdrawLiveOffer(entry.shopId, heldOfferId);
  return viewOf(entry);
}

/**
 * POST /api/waitlist/offers/{id}/leave: the customer leaves from the offer's page, the offer's
 * link (proved by the caller) standing for the entry's (idempotent).
 */
export async function leaveFromOffer(shopId: string, entryId: string): Promise<WaitlistEntryPublicDto> {
  const { entry, heldOfferId } = await takeOff(waitlist(shopId).doc(entryId), null);
  await withdrawLiveOffer(entry.shopId, heldOfferId);
  return viewOf(entry);
}

/**
 * DELETE /api/waitlist/{id}: the shop removes an entry (schedule.write; idempotent). Another
 * shop's member is told 404 as for an unknown id (a 403 would
 * tell that the id exists).
 */
export async function removeEntry(uid: string, entryId: string): Promise<void> {
  const found = await findEntry(entryId);
  if (!found) throw notFound(ENTRY_NOT_FOUND);
  const shopId = found.shopId;
  const actor = await actorIn(uid, shopId, 'schedule.write').catch((err: unknown) => {
    throw err instanceof HttpError && err.status === 403 && err.message === NOT_A_MEMBER ? notFound(ENTRY_NOT_FOUND) : err;
  });
  const { heldOfferId } = await takeOff(waitlist(shopId).doc(found.id), stampOf(actor));
  await withdrawLiveOffer(shopId, heldOfferId);
}
