import * as yup from 'yup';
import { queryText } from '../validation/builders';
import { isDocId } from '../validation/fields';
import { MAX_SERVICES_PER_BOOKING } from './visit';

// The `serviceIds` of the booking requests (one visit of several services). Apart from
// ./visit so that the booking page's plain visit arithmetic does not bring yup with it.

const LIST_MESSAGE = `serviceIds must be a list of 1 to ${MAX_SERVICES_PER_BOOKING} different service ids`;
export const FIRST_SERVICE_MESSAGE = 'serviceIds must start with serviceId';

function isServiceIdList(ids: readonly unknown[]): boolean {
  return (
    ids.length >= 1 &&
    ids.length <= MAX_SERVICES_PER_BOOKING &&
    ids.every((id) => typeof id === 'string' && isDocId(id)) &&
    new Set(ids).size === ids.length
  );
}

/** `serviceIds` of a JSON body: the visit's services in order (optional; absent: `serviceId` alone). */
export function serviceIdsField() {
  return yup
    .array()
    .strict()
    .typeError(LIST_MESSAGE)
    .test('list', LIST_MESSAGE, (v) => v == null || isServiceIdList(v))
    .optional();
}

/** `serviceIds` of a query string: comma-separated ids ('a,b'). */
export function serviceIdsQueryField() {
  return queryText('serviceIds', (MAX_SERVICES_PER_BOOKING + 1) * 130).test(
    'list',
    LIST_MESSAGE,
    (v) => v == null || v === '' || isServiceIdList(v.split(',')),
  );
}

/** The ids of a query's `serviceIds` ('' or absent: none). */
export function parseServiceIdsQuery(v: string | undefined): string[] | undefined {
  return v ? v.split(',') : undefined;
}

/** Whether a `serviceIds` list (or query text), when given, starts with `serviceId`. */
export function firstIsServiceId(v: { serviceId?: string | null; serviceIds?: unknown }): boolean {
  const ids = typeof v.serviceIds === 'string' ? parseServiceIdsQuery(v.serviceIds) : (v.serviceIds as unknown[] | undefined);
  return !ids || ids.length === 0 || ids[0] === v.serviceId;
}

/** An object schema's test that `serviceIds` starts with `serviceId`, reported on `serviceIds`. */
export const firstServiceTest = {
  name: 'firstService',
  test(this: yup.TestContext, v: unknown) {
    if (v == null || firstIsServiceId(v as { serviceId?: string; serviceIds?: unknown })) return true;
    return this.createError({ path: 'serviceIds', message: FIRST_SERVICE_MESSAGE });
  },
};
