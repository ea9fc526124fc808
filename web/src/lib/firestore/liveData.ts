import type { OwnerReviewView } from '@barbershop/core/api';
import type { Appointment, Barber, Barbershop, Customer, Service, TimeBlock } from '@barbershop/core/model';
import { useMemo } from 'react';
import type { Query } from 'firebase/firestore';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import {
  appointmentsQuery,
  barberAppointmentsQuery,
  barberBlocksFromQuery,
  barbersQuery,
  blocksFromQuery,
  customersQuery,
  reviewsQuery,
  servicesQuery,
  shopRef,
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

/** The shop's stored document, live (undefined until the first snapshot). */
export function useShopDoc(shopId: string): Barbershop | undefined {
  return useFirestoreDocData(shopRef(shopId)).data;
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

/** Every review of the shop as its owner sees it, newest first (hidden comments included). */
export function useReviews(shopId: string): OwnerReviewView[] | undefined {
  const reviews = useLive(reviewsQuery(shopId));
  return useMemo(
    () =>
      reviews?.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment ?? '',
        firstName: r.firstName ?? '',
        // a document just written may not have its server time yet
        createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(),
        reply: r.reply ?? '',
        commentHidden: r.commentHidden === true,
      })),
    [reviews],
  );
}
