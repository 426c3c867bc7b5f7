import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * The spec's query defaults: no retries, no refetch on focus, never stale unless a screen states a
 * refresh interval (those set `refetchInterval` on their own query options).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
