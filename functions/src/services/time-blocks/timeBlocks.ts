import { todayIn, type BlockTimeInput, type TimeBlock } from '@barbershop/core';
import { allTimeBlocks, timeBlocks } from '../../data/collections';
import { isDocId, requireShopOwner } from '../../http/auth';
import { notFound, unprocessable } from '../../http/errors';
import { loadShop } from '../booking';
import { ownedBarber } from '../owner-appointments/ownedBarber';

/** GET /api/barbers/{id}/time-blocks: blocks of one barber that touch [startDate, endDate]. */
export async function listTimeBlocks(uid: string, barberId: string, startDate: string, endDate: string): Promise<TimeBlock[]> {
  const barber = await ownedBarber(uid, barberId);
  const snap = await timeBlocks(barber.shopId).where('barberId', '==', barberId).where('endDate', '>=', startDate).orderBy('endDate').get();
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

/** DELETE /api/time-blocks/{id} */
export async function removeTimeBlock(uid: string, blockId: string): Promise<void> {
  if (!isDocId(blockId)) throw notFound('Time block not found');
  const snap = await allTimeBlocks().where('id', '==', blockId).limit(1).get();
  const block = snap.docs[0];
  if (!block) throw notFound('Time block not found');
  await requireShopOwner(uid, block.data().shopId);
  await block.ref.delete();
}
