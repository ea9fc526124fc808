import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export const FRESH_MS = 5 * 60_000;

/** Load retries: 3, starting at 1 s, doubling, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Data loads retry up to 3 times, except when the server refused the request
 * itself (4xx other than time-out and rate limit): asking again gets the same answer.
 */
export function retryLoad(failureCount: number, error: Error): boolean {
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  return !refused && failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: retryLoad,
        retryDelay,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: (failureCount, error) => failureCount < 2 && /fetch/i.test(error.message),
        networkMode: 'offlineFirst',
      },
    },
  });
}
