import { QueryClient } from '@tanstack/react-query';

export const FRESH_MS = 5 * 60_000;

/** Load retries of spec section 7: 3, starting at 1 s, doubling, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: 3,
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
