import * as yup from 'yup';
import { queryText } from '../validation/builders';
import { CURSOR_MESSAGE } from '../validation/querySchemas';
import { decodeShopCursor, MAX_SHOP_PAGE_SIZE } from './listing';
import { decodeNearCursor, NEAR_MESSAGE, OPEN_MESSAGE, parseNear, parseRadiusKm, RADIUS_MESSAGE, SERVICE_MESSAGE } from './near';
import { searchKeyOf } from './searchKeys';

export const SEARCH_MESSAGE = 'q must contain a letter or a digit';

/**
 * GET /api/barbershops?slug= (one shop, bookable or not) or ?limit=&cursor=&q= (a page of
 * bookable shops; `limit` 1 to `maxLimit`, `q` a name or town word prefix), with `near=lat,lng`
 * (and `radiusKm`) ordered by distance, and the filters `open=now` and `service=` (a word prefix of
 * an active service's name). A near page's cursor is a near cursor, any other page's a name cursor.
 */
export function shopListingQuerySchema(maxLimit: number) {
  const range = `limit must be a whole number from 1 to ${maxLimit}`;
  return yup.object({
    slug: queryText('slug', 200).optional(),
    limit: queryText('limit', 5)
      .matches(/^\d{1,5}$/, range)
      .test('range', range, (v) => v == null || (Number(v) >= 1 && Number(v) <= maxLimit)),
    cursor: queryText('cursor', 2400).test('cursor', CURSOR_MESSAGE, function (v) {
      if (v == null || v === '') return true;
      return (this.parent as { near?: string }).near != null ? decodeNearCursor(v) !== null : decodeShopCursor(v) !== null;
    }),
    q: queryText('q', 100).test('q', SEARCH_MESSAGE, (v) => v == null || v === '' || searchKeyOf(v) !== ''),
    near: queryText('near', 60).test('near', NEAR_MESSAGE, (v) => v == null || parseNear(v) !== null),
    radiusKm: queryText('radiusKm', 10)
      .test('radius', RADIUS_MESSAGE, (v) => v == null || parseRadiusKm(v) !== null)
      .test('needs-near', 'radiusKm needs near', function (v) {
        return v == null || (this.parent as { near?: string }).near != null;
      }),
    open: queryText('open', 10).oneOf(['now'], OPEN_MESSAGE),
    service: queryText('service', 100).test('service', SERVICE_MESSAGE, (v) => v == null || searchKeyOf(v) !== ''),
  });
}

/** GET /api/barbershops with the default largest page. */
export const shopListQuerySchema = shopListingQuerySchema(MAX_SHOP_PAGE_SIZE);
