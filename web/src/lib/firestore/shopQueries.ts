// The owner screens' queries, exactly the shapes docs/firestore-queries.md lists and the rules
// tests run (rules are not filters).
import { collection, orderBy, query, where } from 'firebase/firestore';
import {
  appointmentConverter,
  barberConverter,
  customerConverter,
  reviewConverter,
  serviceConverter,
  timeBlockConverter,
} from './converters';
import { firestore } from './db';

const shopCollection = (shopId: string, name: string) => collection(firestore(), 'barbershops', shopId, name);

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
/** every verified review of the shop, newest first (the dashboard's Reviews tab) */
export const reviewsQuery = (shopId: string) =>
  query(shopCollection(shopId, 'reviews').withConverter(reviewConverter), orderBy('createdAt', 'desc'));
