import * as yup from 'yup';
import { BLOCK_REASONS } from '../model/types';
import { isValidDate, isValidTime } from '../time/zone';

const date = (label: string, today: string) =>
  yup
    .string()
    .required(`${label} is required`)
    .test('date', `${label} must be a date`, (v) => !v || isValidDate(v))
    .test('future', `${label} cannot be earlier than today`, (v) => !v || !isValidDate(v) || v >= today);

const time = (label: string) =>
  yup
    .string()
    .nullable()
    .when('isAllDay', {
      is: true,
      then: (s) => s.transform(() => null),
      otherwise: (s) => s.required(`${label} is required`).test('time', `${label} must be HH:mm`, (v) => !v || isValidTime(v)),
    });

/**
 * Block Time (spec section 5): dates required, not before today (in the shop's zone), end not
 * before start; a reason; times required unless all-day, end after start; notes optional.
 */
export function blockTimeSchema(today: string) {
  return yup.object({
    startDate: date('Start date', today),
    endDate: date('End date', today).test('order', 'End date cannot be before start date', function (v) {
      const start = this.parent.startDate as string | undefined;
      return !v || !start || v >= start;
    }),
    isAllDay: yup.boolean().default(false),
    startTime: time('Start time'),
    endTime: time('End time').test('after', 'End time must be after start time', function (v) {
      const start = this.parent.startTime as string | null | undefined;
      return this.parent.isAllDay || !v || !start || v > start;
    }),
    reason: yup
      .string()
      .required('Reason is required')
      .test('reason', 'Choose a reason from the list', (v) => !v || (BLOCK_REASONS as readonly string[]).includes(v)),
    notes: yup.string().trim().max(500, 'Notes must be at most 500 characters').default(''),
  });
}

export type BlockTimeInput = yup.InferType<ReturnType<typeof blockTimeSchema>>;

/** Customers added by the owner: name and phone required, email optional (spec section 5). */
export const newCustomerSchema = yup.object({
  name: yup.string().trim().required('Customer name is required').max(100),
  phone: yup.string().trim().required('Phone number is required').max(30),
  email: yup.string().trim().max(254).email('Enter a valid email address').default(''),
  notes: yup.string().trim().max(1000).default(''),
});
