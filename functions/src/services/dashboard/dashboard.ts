import { blockTimeSchema, newCustomerSchema, normalizePhone, todayIn, type TimeBlock } from '@barbershop/core';
import { allTimeBlocks, appointments, customers, timeBlocks } from '../../data/collections';
import { isDocId, requireShopOwner } from '../../http/auth';
import { notFound } from '../../http/errors';
import { validate } from '../../http/handler';
import { findBarber, loadShop } from '../booking';

export async function listCustomers(uid: string, shopId: string) {
  await requireShopOwner(uid, shopId);
  const snap = await customers(shopId).orderBy('name').get();
  return snap.docs.map((d) => d.data());
}

/** The owner adds a customer; a phone already on file answers that customer instead of a duplicate. */
export async function addCustomer(uid: string, shopId: string, body: unknown) {
  await requireShopOwner(uid, shopId);
  const input = await validate(newCustomerSchema, body);
  const phone = normalizePhone(input.phone);
  const existing = await customers(shopId).where('phone', '==', phone).limit(1).get();
  if (existing.docs[0]) return { customer: existing.docs[0].data(), created: false };
  const ref = customers(shopId).doc();
  const customer = { id: ref.id, shopId, name: input.name, phone, email: input.email, notes: input.notes, createdAt: new Date() };
  await ref.set(customer);
  return { customer, created: true };
}

export async function shopAppointments(uid: string, shopId: string, startDate: string, endDate: string) {
  await requireShopOwner(uid, shopId);
  const snap = await appointments(shopId).where('date', '>=', startDate).where('date', '<=', endDate).orderBy('date').orderBy('time').get();
  return snap.docs.map((d) => d.data());
}

async function ownedBarber(uid: string, barberId: string) {
  const barber = await findBarber(barberId);
  await requireShopOwner(uid, barber.shopId);
  return barber;
}

export async function barberAppointments(uid: string, barberId: string, startDate: string, endDate: string) {
  const barber = await ownedBarber(uid, barberId);
  const snap = await appointments(barber.shopId).where('barberId', '==', barberId).where('date', '>=', startDate).where('date', '<=', endDate).orderBy('date').get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.start.getTime() - b.start.getTime());
}

export async function barberTimeBlocks(uid: string, barberId: string, startDate: string, endDate: string) {
  const barber = await ownedBarber(uid, barberId);
  const snap = await timeBlocks(barber.shopId).where('barberId', '==', barberId).where('endDate', '>=', startDate).orderBy('endDate').get();
  return snap.docs.map((d) => d.data()).filter((b) => b.startDate <= endDate);
}

export async function addTimeBlock(uid: string, barberId: string, body: unknown): Promise<TimeBlock> {
  const barber = await ownedBarber(uid, barberId);
  const shop = await loadShop(barber.shopId);
  const input = await validate(blockTimeSchema(todayIn(shop.timezone)), body);
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

export async function removeTimeBlock(uid: string, blockId: string) {
  if (!isDocId(blockId)) throw notFound('Time block not found');
  const snap = await allTimeBlocks().where('id', '==', blockId).limit(1).get();
  const block = snap.docs[0];
  if (!block) throw notFound('Time block not found');
  await requireShopOwner(uid, block.data().shopId);
  await block.ref.delete();
}
