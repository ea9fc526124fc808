// The owner screens' queries, exactly the shapes docs/firestore-queries.md lists and the rules
// tests run (rules are not filters).
import type { Appointment } from '@barbershop/core/model';
import { collection, doc, getDocs, orderBy, query, where } from 'firebase/firestore';
import {
  appointmentConverter,
  barberConverter,
  barbershopConverter,
  customerConverter,
  reviewConverter,
  serviceConverter,
  timeBlockConverter,
} from './converters';
import { firestore } from './db';

const shopCollection = (shopId: string, name: string) => collection(firestore(), 'barbershops', shopId, name);

/** the shop's own document (the Settings closed dates read it live) */
export const shopRef = (shopId: string) => doc(firestore(), 'barbershops', shopId).withConverter(barbershopConverter);
export const barbersQuery = (shopId: string) => shopCollection(shopId, 'barbers').withConverter(barberConverter);
export const servicesQuery = (shopId: string) => shopCollection(shopId, 'services').withConverter(serviceConverter);
export const customersQuery = (shopId: string) =>
  query(shopCollection(shopId, 'customers').withConverter(customerConverter), orderBy('name'));
export const appointmentsQuery = (shopId: string, from: string, to: string) =>
  query(
    shopCollection(shopId, 'appointments').withConverter(appointmentConverter),
    where('date', '>=', from),
    where('date', '<=', to),
    orderBy('date'),
    orderBy('time'),
  );
export const barberAppointmentsQuery = (shopId: string, barberId: string, from: string, to: string) =>
  query(
    shopCollection(shopId, 'appointments').withConverter(appointmentConverter),
    where('barberId', '==', barberId),
    where('date', '>=', from),
    where('date', '<=', to),
    orderBy('date'),
  );
export const blocksFromQuery = (shopId: string, from: string) =>
  query(shopCollection(shopId, 'timeBlocks').withConverter(timeBlockConverter), where('endDate', '>=', from), orderBy('endDate'));
export const barberBlocksFromQuery = (shopId: string, barberId: string, from: string) =>
  query(
    shopCollection(shopId, 'timeBlocks').withConverter(timeBlockConverter),
    where('barberId', '==', barberId),
    where('endDate', '>=', from),
    orderBy('endDate'),
  );
/** every appointment of one customer (any status), unordered: the profile sorts them */
export const customerAppointmentsQuery = (shopId: string, customerId: string) =>
  query(shopCollection(shopId, 'appointments').withConverter(appointmentConverter), where('customerId', '==', customerId));
/** every verified review of the shop, newest first (the dashboard's Reviews tab) */
export const reviewsQuery = (shopId: string) =>
  query(shopCollection(shopId, 'reviews').withConverter(reviewConverter), orderBy('createdAt', 'desc'));

/** The bookings still scheduled on `date` (the owner chooses what becomes of them before closing that day). */
export async function scheduledBookingsOn(shopId: string, date: string): Promise<Appointment[]> {
  // the overview's query (#5) for one day: no new shape for the rules or the indexes
  const snap = await getDocs(appointmentsQuery(shopId, date, date));
  return snap.docs.map((d) => ({ ...d.data(), id: d.id })).filter((a) => a.status === 'scheduled');
}

/** One barber's bookings between two dates, read once (a new time block is checked against them). */
export async function barberAppointmentsBetween(shopId: string, barberId: string, from: string, to: string) {
  // the calendar's own query (#barber appointments): no new shape for the rules or the indexes
  const snap = await getDocs(barberAppointmentsQuery(shopId, barberId, from, to));
  return snap.docs.map((d) => d.data());
}
