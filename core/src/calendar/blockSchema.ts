import * as yup from 'yup';
import { BLOCK_REASONS } from '../model/types';
import { isValidDate, isValidTime } from '../time/zone';

const date = (label: string, today: string | null) =>
  yup
    .string()
    .required(`${label} is required`)
    .test('date', `${label} must be a date`, (v) => !v || isValidDate(v))
    .test('future', `${label} cannot be earlier than today`, (v) => today === null || !v || !isValidDate(v) || v >= today);

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
 * `today` null leaves out the past check: the API answers a past date with 422, not 400.
 */
export function blockTimeSchema(today: string | null) {
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
