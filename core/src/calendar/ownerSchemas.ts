import * as yup from 'yup';
import { docId, phoneNumber, strictBoolean, strictString, tableText, text, timeOfDay } from '../validation/fields';
import { appointmentDateTime, bookingDate, emailAddress } from '../validation/builders';
import { FIELD_LIMITS } from '../validation/fieldLimits';
import { firstServiceTest, serviceIdsField } from '../booking/visitFields';

/** Customers added by the owner: name and phone required, email optional. */
export const newCustomerSchema = yup.object({
  name: tableText('customer', 'name', 'Customer name').required('Customer name is required'),
  phone: phoneNumber('Phone number').required('Phone number is required'),
  email: emailAddress('Email address', FIELD_LIMITS.customer.email.max).default(''),
  notes: tableText('customer', 'notes', 'Notes').default(''),
});
export type NewCustomerInput = yup.InferType<typeof newCustomerSchema>;

const id = (label: string) => docId(label).required(`${label} is required`);

/**
 * POST /api/barbershops/{id}/appointments: the owner books a customer on file.
 * The time comes as `date` + `time`, or as `appointmentDate`: the dashboard's local shop time
 * 'YYYY-MM-DDTHH:mm:00' or an instant with a zone, parsed strictly
 * (parseAppointmentDate). The owner may book any minute, off the online slot grid. Only
 * 'scheduled' can be created.
 */
export const ownerBookingSchema = yup
  .object({
    customerId: id('customerId'),
    serviceId: id('serviceId'),
    serviceIds: serviceIdsField(),
    barberId: id('barberId'),
    appointmentDate: appointmentDateTime(),
    date: bookingDate('date'),
    time: timeOfDay('time'),
    notes: text('Notes', 500, { multiline: true }).default(''),
    status: strictString('status').oneOf(['scheduled'], "status can only be 'scheduled'").default('scheduled'),
  })
  .test('when', 'Give date and time, or appointmentDate', (v) => Boolean((v.date && v.time) || v.appointmentDate))
  .test(firstServiceTest);
export type OwnerBookingInput = yup.InferType<typeof ownerBookingSchema>;

/**
 * POST /api/appointments/{id}/move: the owner moves a booking to another time and/or barber
 * (from the appointment dialog or by dragging it on the grid). Any minute, as the owner books.
 */
export const ownerMoveSchema = yup.object({
  barberId: id('barberId'),
  date: bookingDate('date').required('date is required'),
  time: timeOfDay('time').required('time is required'),
  /** false: the customer is not emailed about this move (the owner told them, or will) */
  notifyCustomer: strictBoolean('notifyCustomer').default(true),
});
export type OwnerMoveInput = yup.InferType<typeof ownerMoveSchema>;

/** The name a walk-in's booking carries when the owner typed none. */
export const WALK_IN_NAME = 'Walk-in';

/**
 * POST /api/barbershops/{id}/walk-ins: a customer who walked in is seen now by the chosen
 * barber. Their details are optional: with a phone they join (or match) the customer list.
 */
export const walkInSchema = yup
  .object({
    barberId: id('barberId'),
    serviceId: id('serviceId'),
    serviceIds: serviceIdsField(),
    // optional here, unlike a customer's name on file (tableText would require it): blank books as WALK_IN_NAME
    name: text('Customer name', FIELD_LIMITS.customer.name.max).default(''),
    phone: phoneNumber('Phone number').default(''),
    email: emailAddress('Email address', FIELD_LIMITS.customer.email.max).default(''),
    notes: text('Notes', 500, { multiline: true }).default(''),
  })
  .test(firstServiceTest);
export type WalkInInput = yup.InferType<typeof walkInSchema>;

/** PATCH /api/appointments/{id}: the owner marks a visit (or takes the mark back) and edits notes. */
export const appointmentUpdateSchema = yup
  .object({
    status: strictString('status').oneOf(
      ['scheduled', 'completed', 'no_show'],
      "status must be 'scheduled', 'completed' or 'no_show' (cancel with POST …/cancel)",
    ),
    notes: text('Notes', 500, { multiline: true }),
    /** true: the customer is here (stamps arrivedAt); false: unmark (issue 35) */
    arrived: strictBoolean('arrived'),
  })
  .test(
    'something',
    'Give status, notes or arrived',
    (v) => v.status !== undefined || v.notes !== undefined || v.arrived !== undefined,
  );
export type AppointmentUpdateInput = yup.InferType<typeof appointmentUpdateSchema>;

export const CANCEL_REASON_MAX = 300;

/** POST /api/appointments/{id}/cancel: the owner cancels, with an optional reason, emailing the customer or not. */
export const ownerCancelSchema = yup.object({
  reason: text('Reason', CANCEL_REASON_MAX, { multiline: true }).default(''),
  notifyCustomer: strictBoolean('notifyCustomer').default(true),
});
export type OwnerCancelInput = yup.InferType<typeof ownerCancelSchema>;
