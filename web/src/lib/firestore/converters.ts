// One typed converter per collection the owner screens read (Timestamps become Date).
import type { Appointment, Barber, Customer, Service, TimeBlock } from '@barbershop/core';
import { Timestamp, type DocumentData, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore';

function revive(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  }
  return value;
}

function converter<T extends object>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (model) => model as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => ({ ...(revive(snap.data()) as T), id: snap.id }),
  };
}

export const appointmentConverter = converter<Appointment>();
export const barberConverter = converter<Barber>();
export const serviceConverter = converter<Service>();
export const customerConverter = converter<Customer>();
export const timeBlockConverter = converter<TimeBlock>();
