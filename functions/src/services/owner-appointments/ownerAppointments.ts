import type { Appointment, OwnerBookingInput } from '@barbershop/core';
import { appointments } from '../../data/collections';
import { requireShopOwner } from '../../http/auth';
import { createAppointment, loadShop, requestedDateTime } from '../booking';
import { ownedBarber } from './ownedBarber';

/** GET /api/barbershops/{id}/appointments: the shop's appointments between two dates, every status. */
export async function shopAppointments(uid: string, shopId: string, startDate: string, endDate: string): Promise<Appointment[]> {
  await requireShopOwner(uid, shopId);
  const snap = await appointments(shopId)
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .orderBy('date')
    .orderBy('time')
    .get();
  return snap.docs.map((d) => d.data());
}

/** GET /api/barbers/{id}/appointments: one barber's appointments between two dates, by start. */
export async function barberAppointments(
  uid: string,
  barberId: string,
  startDate: string,
  endDate: string,
): Promise<Appointment[]> {
  const barber = await ownedBarber(uid, barberId);
  const snap = await appointments(barber.shopId)
    .where('barberId', '==', barberId)
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .orderBy('date')
    .get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * POST /api/barbershops/{id}/appointments: the owner books a customer on file through the
 * booking engine (same transaction, same 409 on a clash; no online lead time).
 */
export async function bookForCustomer(uid: string, shopId: string, input: OwnerBookingInput): Promise<Appointment> {
  await requireShopOwner(uid, shopId);
  const shop = await loadShop(shopId);
  const { date, time } = requestedDateTime(shop, input);
  const { appointment } = await createAppointment({
    shop,
    shopId: shop.id,
    serviceId: input.serviceId,
    serviceIds: input.serviceIds as string[] | undefined,
    barberId: input.barberId,
    date,
    time,
    customer: { customerId: input.customerId },
    notes: input.notes,
    source: 'owner',
  });
  // the owner's answer carries no manage token: the link is the customer's
  return appointment;
}
