import * as yup from 'yup';
import { bookingDate, queryText, queryWholeNumber } from './builders';
import { docId } from './fields';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from '../shop/limits';
import { decodeShopCursor, MAX_SHOP_PAGE_SIZE } from '../shop/listing';
import { searchKeyOf } from '../shop/searchKeys';
import { decodeReviewCursor, MAX_REVIEWS_PAGE_SIZE } from '../reviews/listing';
import { firstServiceTest, serviceIdsQueryField } from '../booking/visitFields';

// Query strings of the /api routes. Values arrive as text: a repeated parameter (`?a=1&a=2`)
// or a bracketed one (`?a[b]=1`) arrives as an array or object and is refused as such.

const date = (label: string) => queryText(label, 40).concat(bookingDate(label));

export const CURSOR_MESSAGE = 'cursor must be the cursor of a previous page';
export const SEARCH_MESSAGE = 'q must contain a letter or a digit';

/**
 * GET /api/barbershops?slug= (one shop, bookable or not) or ?limit=&cursor=&q= (a page of
 * bookable shops; `limit` 1 to `maxLimit`, `q` a name or town word prefix).
 */
export function shopListingQuerySchema(maxLimit: number) {
  const range = `limit must be a whole number from 1 to ${maxLimit}`;
  return yup.object({
    slug: queryText('slug', 200).optional(),
    limit: queryText('limit', 5)
      .matches(/^\d{1,5}$/, range)
      .test('range', range, (v) => v == null || (Number(v) >= 1 && Number(v) <= maxLimit)),
    cursor: queryText('cursor', 2400).test(
      'cursor',
      CURSOR_MESSAGE,
      (v) => v == null || v === '' || decodeShopCursor(v) !== null,
    ),
    q: queryText('q', 100).test('q', SEARCH_MESSAGE, (v) => v == null || v === '' || searchKeyOf(v) !== ''),
  });
}

/** GET /api/barbershops/{id}/reviews?limit=&cursor= (`limit` 1 to MAX_REVIEWS_PAGE_SIZE). */
const REVIEWS_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_REVIEWS_PAGE_SIZE}`;
export const reviewsQuerySchema = yup.object({
  limit: queryText('limit', 5)
    .matches(/^\d{1,5}$/, REVIEWS_LIMIT_MESSAGE)
    .test('range', REVIEWS_LIMIT_MESSAGE, (v) => v == null || (Number(v) >= 1 && Number(v) <= MAX_REVIEWS_PAGE_SIZE)),
  cursor: queryText('cursor', 200).test('cursor', CURSOR_MESSAGE, (v) => v == null || v === '' || decodeReviewCursor(v) !== null),
});

/** GET /api/barbershops with the default largest page. */
export const shopListQuerySchema = shopListingQuerySchema(MAX_SHOP_PAGE_SIZE);

/** GET /api/barbershops/{id}/slots?serviceId=&date=&serviceIds= (serviceIds: 'a,b', serviceId first) */
export const shopSlotsQuerySchema = yup
  .object({
    serviceId: docId('serviceId').required('serviceId is required'),
    serviceIds: serviceIdsQueryField(),
    date: date('date').required('date is required'),
  })
  .test(firstServiceTest);

/** The duration GET …/all-slots reads when its query has none. */
export const DEFAULT_SLOTS_DURATION = '30';

/** GET /api/barbers/{barberId}/all-slots?date=&duration= (whole minutes, default 30) */
export const barberSlotsQuerySchema = yup
  .object({
    date: date('date').required('date is required'),
    duration: queryWholeNumber('duration', SERVICE_DURATION_MIN, SERVICE_DURATION_MAX),
  })
  // The query fields are strict (nothing cast), and yup applies no field .default() in strict
  // mode, so the object fills the missing duration in (else the handler read Number(undefined)).
  .transform((value: unknown) =>
    value !== null && typeof value === 'object' && (value as { duration?: unknown }).duration === undefined
      ? { ...value, duration: DEFAULT_SLOTS_DURATION }
      : value,
  );

/**
 * GET …/appointments and …/time-blocks?startDate=&endDate=: dates written YYYY-MM-DD, or an
 * ISO date-time whose date part is read (the dashboard sends either).
 */
export const dateRangeQuerySchema = yup.object({
  startDate: queryText('startDate', 40).required('startDate is required'),
  endDate: queryText('endDate', 40).required('endDate is required'),
});

/** A path id such as `/api/barbers/{id}`: a Firestore id that is not a reserved `__…__` one. */
export const pathIdSchema = (label = 'id') => docId(label).required(`${label} is required`);
