import type { Appointment, Barber, Customer, Service, TimeBlock } from '@barbershop/core';
import type { Query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import {
  appointmentsQuery,
  barberAppointmentsQuery,
  barberBlocksFromQuery,
  barbersQuery,
  blocksFromQuery,
  customersQuery,
  servicesQuery,
} from './shopQueries';

/**
 * A live query through reactfire: the documents (undefined until the first snapshot). A refused
 * or failed listen is thrown during render, so every screen using these sits inside a
 * LiveDataBoundary that says what went wrong instead of showing an empty list.
 */
function useLive<T extends { id: string }>(query: Query<T>): T[] | undefined {
  // The converters already put the id on each document; idField keeps it under the same name.
  const { data } = useFirestoreCollectionData(query, { idField: 'id' });
  return data;
}

export const useBarbers = (shopId: string): Barber[] | undefined => useLive(barbersQuery(shopId));
export const useServices = (shopId: string): Service[] | undefined => useLive(servicesQuery(shopId));
export const useCustomers = (shopId: string): Customer[] | undefined => useLive(customersQuery(shopId));
export const useAppointments = (shopId: string, from: string, to: string): Appointment[] | undefined =>
  useLive(appointmentsQuery(shopId, from, to));
export const useBlocksFrom = (shopId: string, from: string): TimeBlock[] | undefined => useLive(blocksFromQuery(shopId, from));
export const useBarberAppointments = (shopId: string, barberId: string, from: string, to: string): Appointment[] | undefined =>
  useLive(barberAppointmentsQuery(shopId, barberId, from, to));
export const useBarberBlocksFrom = (shopId: string, barberId: string, from: string): TimeBlock[] | undefined =>
  useLive(barberBlocksFromQuery(shopId, barberId, from));
