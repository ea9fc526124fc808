import { pathWith, type BodyOf, type Endpoint, type PathParams, type ReplyOf } from '@barbershop/core';
import { apiRequest } from './client';

/** The body argument: required when the endpoint takes one, optional when it may, absent when it takes none. */
type BodyArgs<E> = [BodyOf<E>] extends [undefined] ? [] : undefined extends BodyOf<E> ? [body?: BodyOf<E>] : [body: BodyOf<E>];

/**
 * One /api call through the endpoint table (core/src/api/endpoints.ts): the URL from the
 * endpoint's path and `params`, its method, the body the route takes, and its answer typed.
 * A 204 answers undefined. Errors are the client's (ApiError, the time-out message).
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  params: PathParams<E['path']>,
  ...body: BodyArgs<E>
): Promise<ReplyOf<E>> {
  const reply = await apiRequest<ReplyOf<E> | null>(endpoint.method, `/api${pathWith(endpoint.path, params)}`, body[0]);
  return (reply ?? undefined) as ReplyOf<E>;
}
