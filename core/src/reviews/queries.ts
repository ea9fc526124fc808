import * as yup from 'yup';
import { queryText } from '../validation/builders';
import { CURSOR_MESSAGE } from '../validation/querySchemas';
import { decodeReviewCursor, MAX_REVIEWS_PAGE_SIZE } from './listing';

/** GET /api/barbershops/{id}/reviews?limit=&cursor= (`limit` 1 to MAX_REVIEWS_PAGE_SIZE). */
const REVIEWS_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_REVIEWS_PAGE_SIZE}`;
export const reviewsQuerySchema = yup.object({
  limit: queryText('limit', 5)
    .matches(/^\d{1,5}$/, REVIEWS_LIMIT_MESSAGE)
    .test('range', REVIEWS_LIMIT_MESSAGE, (v) => v == null || (Number(v) >= 1 && Number(v) <= MAX_REVIEWS_PAGE_SIZE)),
  cursor: queryText('cursor', 200).test('cursor', CURSOR_MESSAGE, (v) => v == null || v === '' || decodeReviewCursor(v) !== null),
});
