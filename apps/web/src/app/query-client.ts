import { QueryCache, QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../lib/http.ts';
import { logFailedQuery } from '../lib/log-failed-query.ts';

// retryDelay is left at TanStack Query's default: min(1000 · 2^attempt, 30000) ms — spec §8.
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: logFailedQuery }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
