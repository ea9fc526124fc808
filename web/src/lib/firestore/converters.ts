// One typed converter per collection the owner screens read (Timestamps become Date).
import {
  storedDocConverter,
  type Appointment,
  type Barber,
  type Barbershop,
  type Customer,
  type Review,
  type Service,
  type TimeBlock,
} from '@barbershop/core';
import { Timestamp, type FirestoreDataConverter } from 'firebase/firestore';

const isTimestamp = (v: unknown): v is Timestamp => v instanceof Timestamp;

const converter = <T extends object>() => storedDocConverter<T>(isTimestamp) as FirestoreDataConverter<T>;

export const appointmentConverter = converter<Appointment>();
export const barbershopConverter = converter<Barbershop>();
export const barberConverter = converter<Barber>();
export const serviceConverter = converter<Service>();
export const customerConverter = converter<Customer>();
export const timeBlockConverter = converter<TimeBlock>();
/** a review's document id is its appointment id */
export const reviewConverter = converter<Review & { id: string }>();
