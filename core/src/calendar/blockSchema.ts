import * as yup from 'yup';
import { BLOCK_REASONS } from '../model/types';
import { isValidDate } from '../time/zone';
import { strictBoolean, strictString, tableText, timeOfDay } from '../validation/fields';
import { bookingDate } from '../validation/builders';

const date = (label: string, today: string | null) =>
  bookingDate(label)
    .required(`${label} is required`)
    .test('future', `${label} cannot be earlier than today`, (v) => today === null || !v || !isValidDate(v) || v >= today);

const time = (label: string, timed = (s: ReturnType<typeof timeOfDay>) => s) =>
  yup
    .mixed<string>()
    .nullable()
    .when('isAllDay', {
      is: true,
      // an all-day block keeps no times, whatever was sent
      then: () =>
        yup
          .mixed<string>()
          .nullable()
          .transform(() => null),
      otherwise: () => timed(timeOfDay(label).required(`${label} is required`)),
    });

/**
 * Block Time: dates required, not before today (in the shop's zone), end not
 * before start; a reason; times required unless all-day, end after start; notes optional.
 * `today` null leaves out the past check: the API answers a past date with 422, not 400.
 */
export function blockTimeSchema(today: string | null) {
  return yup.object({
    startDate: date('Start date', today),
    endDate: date('End date', today).test('order', 'End date cannot be before start date', function (v) {
      const start = this.parent.startDate as unknown;
      return !v || typeof start !== 'string' || v >= start;
    }),
    isAllDay: strictBoolean('isAllDay').default(false),
    startTime: time('Start time'),
    endTime: time('End time', (s) =>
      s.test('after', 'End time must be after start time', function (v) {
        const start = this.parent.startTime as unknown;
        return typeof v !== 'string' || typeof start !== 'string' || v > start;
      }),
    ),
    reason: strictString('Reason')
      .required('Reason is required')
      .test('reason', 'Choose a reason from the list', (v) => !v || (BLOCK_REASONS as readonly string[]).includes(v)),
    notes: tableText('timeBlock', 'notes', 'Notes').default(''),
  });
}

export type BlockTimeInput = yup.InferType<ReturnType<typeof blockTimeSchema>>;

/**
 * POST /api/time-blocks/{id}/remove-day: the one day of a block over several days to take out
 * ("this day only"). Whether the day is inside the block is the service's check (422), since
 * only the stored block knows its dates.
 */
export const removeBlockDaySchema = yup.object({
  date: bookingDate('date').required('date is required'),
});
/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type RemoveBlockDayInput = yup.InferType<typeof removeBlockDaySchema>;
