import * as yup from 'yup';
import { queryText } from '../validation/builders';
import { CURSOR_MESSAGE } from '../validation/querySchemas';
import { decodeShopCursor, MAX_SHOP_PAGE_SIZE } from './listing';
import { searchKeyOf } from './searchKeys';

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

/** GET /api/barbershops with the default largest page. */
export const shopListQuerySchema = shopListingQuerySchema(MAX_SHOP_PAGE_SIZE);
