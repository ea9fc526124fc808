import { randomUUID } from 'node:crypto';
import type { AppointmentStatus } from '@barbershop/core/model';
import { zonedToInstant } from '@barbershop/core/time';
import { adminDb } from './admin';
import type { TestShop } from './shops';

/** A service of a test shop's visit as the booking engine stores it. */
export interface SeedService {
  serviceId: string;
  name: string;
  durationMin: number;
  pricePence: number;
}

/** The test shop's 'Cut' (30 min, £20.00) and 'Long Cut' (45 min, £35.00). */
export const shopServices = (shop: TestShop) => ({
  cut: { serviceId: shop.serviceIds[0]!, name: 'Cut', durationMin: 30, pricePence: 2000 },
  long: { serviceId: shop.serviceIds[1]!, name: 'Long Cut', durationMin: 45, pricePence: 3500 },
});

/**
 * Writes a past or future appointment straight to Firestore (the fields the booking engine
 * writes), for the figures of Reports. No customer email, so the trigger emails only the shop (outbox).
 */
export async function seedAppointment(
  shop: TestShop,
  visit: { barber: number; date: string; time: string; status: AppointmentStatus; services: SeedService[] },
): Promise<string> {
  const id = `report-${randomUUID().slice(0, 8)}`;
  const start = zonedToInstant(visit.date, visit.time, 'Europe/London');
  const durationMin = visit.services.reduce((sum, s) => sum + s.durationMin, 0);
  await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).set({
    id,
    shopId: shop.id,
    barberId: shop.barberIds[visit.barber - 1],
    serviceId: visit.services[0]!.serviceId,
    customerId: '',
    start,
    end: new Date(start.getTime() + durationMin * 60_000),
    date: visit.date,
    time: visit.time,
    durationMin,
    pricePence: visit.services.reduce((sum, s) => sum + s.pricePence, 0),
    services: visit.services.map((s) => ({ ...s, bufferMin: 0 })),
    bufferMin: 0,
    status: visit.status,
    customerName: 'Walk-in',
    customerPhone: '',
    customerEmail: '',
    serviceName: visit.services.map((s) => s.name).join(' + '),
    barberName: `Barber ${visit.barber}`,
    notes: '',
    source: 'owner',
    createdAt: new Date(),
    reminderSentAt: null,
    thankYouSentAt: null,
  });
  return id;
}
