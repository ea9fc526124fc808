import { todayIn, type BlockTimeInput, type TimeBlock } from '@barbershop/core';
import { shops, timeBlocks } from '../../data/collections';
import { isDocId } from '../../http/auth';
import { notFound, unprocessable } from '../../http/errors';
import { loadShop } from '../booking';
import { ownedBarber } from '../owner-appointments/ownedBarber';

/** GET /api/barbers/{id}/time-blocks: blocks of one barber that touch [startDate, endDate]. */
export async function listTimeBlocks(uid: string, barberId: string, startDate: string, endDate: string): Promise<TimeBlock[]> {
  const barber = await ownedBarber(uid, barberId);
  const snap = await timeBlocks(barber.shopId)
    .where('barberId', '==', barberId)
    .where('endDate', '>=', startDate)
    .orderBy('endDate')
    .get();
  return snap.docs.map((d) => d.data()).filter((b) => b.startDate <= endDate);
}

/**
 * POST /api/barbers/{id}/time-blocks. The slot engine and the booking transaction read these
 * documents; a block may cover existing appointments (they stay, the owner decides).
 * A start before today in the shop's zone is 422.
 */
export async function addTimeBlock(uid: string, barberId: string, input: BlockTimeInput): Promise<TimeBlock> {
  const barber = await ownedBarber(uid, barberId);
  const shop = await loadShop(barber.shopId);
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

/**
 * DELETE /api/time-blocks/{id}. The block is looked up by path below the caller's own shop, never
 * by its id across shops: an owner may create blocks directly in Firestore under any id (the
 * rules allow it), so another shop's block with the same id must not be the one found. A block
 * that is not the caller's is 404, as an unknown one.
 */
export async function removeTimeBlock(uid: string, blockId: string): Promise<void> {
  if (!isDocId(blockId)) throw notFound('Time block not found');
  const owned = await shops().where('ownerId', '==', uid).get();
  for (const shop of owned.docs) {
    const ref = timeBlocks(shop.id).doc(blockId);
    if ((await ref.get()).exists) {
      await ref.delete();
      return;
    }
  }
  throw notFound('Time block not found');
}
