import * as yup from 'yup';
import { isValidDate, isValidTime } from '../time/zone';
import { phoneNumber } from '../validation/fields';

export const BOOKING_LIMITS = { name: 100, phone: 30, email: 254, notes: 500, id: 128 } as const;

const id = (label: string) =>
  yup
    .string()
    .strict()
    .typeError(`${label} must be a string`)
    .max(BOOKING_LIMITS.id, `${label} is too long`)
    .matches(/^[A-Za-z0-9_-]*$/, `${label} is not a valid id`);

const required = (label: string, max: number) =>
  yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** POST /api/appointments (CreateAppointmentRequest): what a customer sends. */
export const createAppointmentSchema = yup
  .object({
    barbershopId: id('barbershopId').required('barbershopId is required'),
    serviceId: id('serviceId').required('serviceId is required'),
    // '', null or 'any' mean Any Available Stylist
    barberId: id('barberId').nullable().default(null),
    date: yup.string().test('date', 'date must be a real date written YYYY-MM-DD', (v) => v === undefined || isValidDate(v)),
    time: yup.string().test('time', 'time must be HH:mm', (v) => v === undefined || isValidTime(v)),
    appointmentDate: yup
      .string()
      .max(40)
      .test('iso', 'appointmentDate must be an ISO date-time', (v) => v === undefined || !Number.isNaN(Date.parse(v))),
    customerName: required('Full name', BOOKING_LIMITS.name),
    customerPhone: phoneNumber('Phone number').required('Phone number is required'),
    customerEmail: required('Email address', BOOKING_LIMITS.email).email('Enter a valid email address'),
    notes: yup.string().trim().max(BOOKING_LIMITS.notes, `Notes must be at most ${BOOKING_LIMITS.notes} characters`).default(''),
  })
  .test('when', 'Give date and time, or appointmentDate', (v) => Boolean((v.date && v.time) || v.appointmentDate));

export type CreateAppointmentInput = yup.InferType<typeof createAppointmentSchema>;

/** 'any', '' and null all mean Any Available Stylist. */
export function isAnyBarber(barberId: string | null | undefined): boolean {
  return !barberId || barberId === 'any';
}

/** The customer's details form on the shop page (spec section 5). */
export const bookingFormSchema = yup.object({
  name: required('Full name', BOOKING_LIMITS.name),
  phone: required('Phone number', BOOKING_LIMITS.phone),
  email: required('Email address', BOOKING_LIMITS.email).email('Enter a valid email address'),
  notes: yup.string().max(BOOKING_LIMITS.notes, `Special requests must be at most ${BOOKING_LIMITS.notes} characters`),
  terms: yup.boolean().oneOf([true], 'Please accept the terms and conditions and privacy policy'),
});

export type BookingForm = yup.InferType<typeof bookingFormSchema>;
