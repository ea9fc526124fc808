import * as yup from 'yup';
import { FIELD_LIMITS } from '../validation/fieldLimits';
import { docId, phoneNumber, strictBoolean, tableText, text, timeOfDay } from '../validation/fields';
import { appointmentDateTime, bookingDate, emailAddress, wholeNumber } from '../validation/builders';
import { firstServiceTest, serviceIdsField } from './visitFields';
import { isRwgToken } from './rwg';

const B = FIELD_LIMITS.booking;

/** POST /api/appointments (CreateAppointmentRequest): what a customer sends. */
export const createAppointmentSchema = yup
  .object({
    barbershopId: docId('barbershopId').required('barbershopId is required'),
    serviceId: docId('serviceId').required('serviceId is required'),
    // several services in one visit: the whole list in order, serviceId first
    serviceIds: serviceIdsField(),
    // '', null or 'any' mean Any Available Stylist
    barberId: docId('barberId').nullable().default(null),
    date: bookingDate('date'),
    time: timeOfDay('time'),
    appointmentDate: appointmentDateTime(),
    customerName: tableText('booking', 'customerName', 'Full name').required('Full name is required'),
    customerPhone: phoneNumber('Phone number').required('Phone number is required'),
    customerEmail: emailAddress('Email address', B.customerEmail.max).required('Email address is required'),
    notes: tableText('booking', 'notes', 'Notes').default(''),
    // the shop's payment policy read and accepted (asked when the shop takes money online: docs/payments.md)
    policyAccepted: strictBoolean('policyAccepted').optional(),
    policyVersion: wholeNumber('policyVersion', 0, 1_000_000).optional(),
    // the customer agreed to hear from the shop (issue 36: "Invite to book"); absent: no
    marketingConsent: strictBoolean('marketingConsent').optional(),
    // how the customer wants to hear about the booking (issue 38, docs/sms.md); absent: email only
    reminderChannels: yup
      .object({
        sms: strictBoolean('reminderChannels.sms').required('reminderChannels.sms is required'),
        email: strictBoolean('reminderChannels.email').required('reminderChannels.email is required'),
      })
      .noUnknown('reminderChannels has an unknown field')
      .typeError('reminderChannels must be an object')
      .default(undefined)
      .optional(),
    // Reserve with Google's token when the visit came from Google (docs/deploy.md); absent: not from Google
    rwgToken: yup
      .string()
      .strict()
      .typeError('rwgToken must be text')
      .test('rwgToken', 'rwgToken is not a valid Reserve with Google token', (v) => v === undefined || isRwgToken(v))
      .optional(),
  })
  .test('when', 'Give date and time, or appointmentDate', (v) => Boolean((v.date && v.time) || v.appointmentDate))
  .test(firstServiceTest);

/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type CreateAppointmentInput = yup.InferType<typeof createAppointmentSchema>;

/** 'any', '' and null all mean Any Available Stylist. */
export function isAnyBarber(barberId: string | null | undefined): boolean {
  return !barberId || barberId === 'any';
}

/** The customer's details form on the shop page: the API's fields and messages. */
export const bookingFormSchema = yup.object({
  name: tableText('booking', 'customerName', 'Full name').required('Full name is required'),
  phone: phoneNumber('Phone number').required('Phone number is required'),
  email: emailAddress('Email address', B.customerEmail.max).required('Email address is required'),
  notes: text('Special requests', B.notes.max, { multiline: true }),
  terms: strictBoolean('Terms').oneOf([true], 'Please accept the terms and conditions and privacy policy'),
});

export type BookingForm = yup.InferType<typeof bookingFormSchema>;
