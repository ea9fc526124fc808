import * as yup from 'yup';
import { isValidDate, isValidTime } from '../time/zone';
import { phoneNumber } from '../validation/fields';

/** Customers added by the owner: name and phone required, email optional (spec section 5). */
export const newCustomerSchema = yup.object({
  name: yup.string().trim().required('Customer name is required').max(100),
  phone: phoneNumber('Phone number').required('Phone number is required'),
  email: yup.string().trim().max(254).email('Enter a valid email address').default(''),
  notes: yup.string().trim().max(1000).default(''),
});
export type NewCustomerInput = yup.InferType<typeof newCustomerSchema>;

const id = (label: string) =>
  yup
    .string()
    .strict()
    .typeError(`${label} must be a string`)
    .required(`${label} is required`)
    .matches(/^[A-Za-z0-9_-]{1,128}$/, `${label} is not a valid id`);

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * POST /api/barbershops/{id}/appointments: the owner books a customer on file (spec section 7).
 * The time comes as `date` + `time`, or as `appointmentDate`: the dashboard's local shop time
 * 'YYYY-MM-DDTHH:mm:00' (spec section 3) or an ISO instant with a zone. Only 'scheduled' can be
 * created (spec section 4).
 */
export const ownerBookingSchema = yup
  .object({
    customerId: id('customerId'),
    serviceId: id('serviceId'),
    barberId: id('barberId'),
    appointmentDate: yup
      .string()
      .max(40)
      .test('when', 'appointmentDate must be a date and time', (v) => v === undefined || (LOCAL_DATE_TIME.test(v) ? isValidDate(v.slice(0, 10)) && isValidTime(v.slice(11, 16)) : !Number.isNaN(Date.parse(v)))),
    date: yup.string().test('date', 'date must be YYYY-MM-DD', (v) => v === undefined || isValidDate(v)),
    time: yup.string().test('time', 'time must be HH:mm', (v) => v === undefined || isValidTime(v)),
    notes: yup.string().trim().max(500, 'Notes must be at most 500 characters').default(''),
    status: yup.string().oneOf(['scheduled'], "status can only be 'scheduled'").default('scheduled'),
  })
  .test('when', 'Give date and time, or appointmentDate', (v) => Boolean((v.date && v.time) || v.appointmentDate));
export type OwnerBookingInput = yup.InferType<typeof ownerBookingSchema>;
