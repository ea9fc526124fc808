import type { BlockTimeInput } from '@barbershop/core/calendar';
import { blockWithoutDay } from '@barbershop/core/closures';
import type { TimeBlock } from '@barbershop/core/model';
import { can } from '@barbershop/core/staff';
import { todayIn } from '@barbershop/core/time';
import { isDocId } from '@barbershop/core/validation';
import { db } from '../../app/firebase';
import { allMembers, shops, timeBlocks } from '../../data/collections';
import { forbidden, notFound, unprocessable } from '../../errors';
import { actorIn, requireBarberScope, type ShopActor } from '../reads/members';
import { findBarber } from '../reads/shopData';

/**
 * GET /api/barbers/{id}/time-blocks: blocks of one barber that touch [startDate, endDate]: for
 * whoever sees the whole schedule, or the barber for their own column (another's: 403).
 */
export async function listTimeBlocks(uid: string, barberId: string, startDate: string, endDate: string): Promise<TimeBlock[]> {
  const barber = await findBarber(barberId);
  const actor = await actorIn(uid, barber.shopId, 'ownSchedule.read');
  // another barber's time off (sick leave, notes) stays theirs even when barbers see every booking
  if (!can(actor.role, 'schedule.read') && actor.barberId !== barberId) throw forbidden('You can see only your own time');
  const snap = await timeBlocks(barber.shopId)
    .where('barberId', '==', barberId)
    .where('endDate', '>=', startDate)
    .orderBy('endDate')
    .get();
  return snap.docs.map((d) => d.data()).filter((b) => b.startDate <= endDate);
}

/**
 * POST /api/barbers/{id}/time-blocks. The slot engine and the booking transaction read these
 * documents; a block may cover existing appointments (they stay: the dashboard lists them first
 * and the owner cancels them or goes back, docs/decisions.md issue 31).
 * A start before today in the shop's zone is 422. timeOff.write adds one for any barber; a
 * barber for their own column (requireBarberScope).
 */
export async function addTimeBlock(uid: string, barberId: string, input: BlockTimeInput): Promise<TimeBlock> {
  const barber = await findBarber(barberId);
  const { shop } = await actorOnColumn(uid, barber.shopId, barberId);
  if (input.startDate < todayIn(shop.timezone)) {
    throw unprocessable('Start date cannot be earlier than today', { startDate: 'Start date cannot be earlier than today' });
  }
  const ref = timeBlocks(shop.id).doc();
  const block: TimeBlock = {
    id: ref.id,
    shopId: shop.id,
    barberId,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.isAllDay ? null : (input.startTime ?? null),
    endTime: input.isAllDay ? null : (input.endTime ?? null),
    isAllDay: input.isAllDay,
    reason: input.reason as TimeBlock['reason'],
    notes: input.notes,
  };
  await ref.set(block);
  return block;
}

/** The caller in `shopId`, if they may change `barberId`'s breaks and time off. */
async function actorOnColumn(uid: string, shopId: string, barberId: string): Promise<ShopActor> {
  const actor = await actorIn(uid, shopId, 'ownSchedule.write');
  requireBarberScope(actor, barberId, 'timeOff.write');
  return actor;
}

/**
 * The caller's block `blockId`, looked up by path below each shop the caller owns or is a member
 * of, never by its id across shops: an owner may create blocks directly in Firestore under any id
 * (the rules allow it), so another shop's block with the same id must not be the one found. A
 * block of no shop of the caller's is 404, as an unknown one (so is a removed member's); one of
 * their shop that they may not change (another barber's column, for a barber) 403.
 */
async function ownedBlockRef(uid: string, blockId: string) {
  if (!isDocId(blockId)) throw notFound('Time block not found');
  const [owned, memberOf] = await Promise.all([
    shops().where('ownerId', '==', uid).get(),
    allMembers().where('id', '==', uid).get(),
  ]);
  const shopIds = [...owned.docs.map((d) => d.id), ...memberOf.docs.map((d) => d.data().shopId)];
  for (const shopId of shopIds) {
    const ref = timeBlocks(shopId).doc(blockId);
    const block = (await ref.get()).data();
    if (!block) continue;
    await actorOnColumn(uid, shopId, block.barberId);
    return ref;
  }
  throw notFound('Time block not found');
}

/** DELETE /api/time-blocks/{id}: the whole block, every day of it. */
export async function removeTimeBlock(uid: string, blockId: string): Promise<void> {
  await (await ownedBlockRef(uid, blockId)).delete();
}

/**
 * POST /api/time-blocks/{id}/remove-day ("this day only"): one transaction deletes the block and
 * writes the days before and after `date` as new blocks with the same barber, reason, times and
 * notes (none for a one-day block). Answers the blocks left. A date outside the block is 422.
 */
export async function removeTimeBlockDay(uid: string, blockId: string, date: string): Promise<TimeBlock[]> {
  const ref = await ownedBlockRef(uid, blockId);
  return db.runTransaction(async (tx) => {
    // read again inside the transaction: a removal meanwhile is 404, not a resurrection
    const block = (await tx.get(ref)).data();
    if (!block) throw notFound('Time block not found');
    if (date < block.startDate || date > block.endDate) {
      throw unprocessable('That day is not part of the time block', { date: 'That day is not part of the time block' });
    }
    tx.delete(ref);
    return blockWithoutDay(block, date).map((span) => {
      const partRef = timeBlocks(block.shopId).doc();
      const part: TimeBlock = { ...block, ...span, id: partRef.id };
      tx.set(partRef, part);
      return part;
    });
  });
}
