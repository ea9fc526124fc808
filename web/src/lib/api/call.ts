import { pathWith, type BodyOf, type Endpoint, type HttpMethod, type PathParams, type ReplyOf } from '@barbershop/core/api';
import { api } from './client';

/** The body argument: required when the endpoint takes one, optional when it may, absent when it takes none. */
type BodyArgs<E> = [BodyOf<E>] extends [undefined] ? [] : undefined extends BodyOf<E> ? [body?: BodyOf<E>] : [body: BodyOf<E>];

const send: Record<HttpMethod, (path: string, ...body: [unknown?]) => Promise<unknown>> = {
  GET: (path) => api.get(path),
  POST: (path, ...body) => api.post(path, ...body),
  PUT: (path, ...body) => api.put(path, ...body),
  PATCH: (path, ...body) => api.patch(path, ...body),
  DELETE: (path, ...body) => api.delete(path, ...body),
};

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
  const path = `/api${pathWith(endpoint.path, params)}`;
  const reply = await send[endpoint.method](path, ...(body[0] === undefined ? [] : [body[0]]));
  return (reply ?? undefined) as ReplyOf<E>;
}
