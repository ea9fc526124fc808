// One typed converter per collection the owner screens read (Timestamps become Date).
import {
  sanitizeBarber,
  sanitizeService,
  sanitizeShop,
  sanitizeTimeBlock,
  storedDocConverter,
  type Appointment,
  type Barber,
  type Barbershop,
  type Customer,
  type Review,
  type Service,
  type TimeBlock,
} from '@barbershop/core/model';
import { Timestamp, type FirestoreDataConverter } from 'firebase/firestore';

const isTimestamp = (v: unknown): v is Timestamp => v instanceof Timestamp;

// Shops, barbers, services and time blocks are read through their sanitizer (core
// model/sanitize.ts): a junk list item stored before the rules refused it is skipped, not a crash.
const converter = <T extends object>(sanitize?: (doc: T) => T) =>
  storedDocConverter<T>(isTimestamp, sanitize) as FirestoreDataConverter<T>;

export const appointmentConverter = converter<Appointment>();
export const barbershopConverter = converter<Barbershop>(sanitizeShop);
export const barberConverter = converter<Barber>(sanitizeBarber);
export const serviceConverter = converter<Service>(sanitizeService);
export const customerConverter = converter<Customer>();
export const timeBlockConverter = converter<TimeBlock>(sanitizeTimeBlock);
/** a review's document id is its appointment id */
export const reviewConverter = converter<Review & { id: string }>();
