import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** GET /api/config: which sign-in methods the server offers. A server without the route offers email only. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => {
    try {
      return await apiRequest<{ googleEnabled: boolean }>('/api/config');
    } catch {
      return { googleEnabled: false };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAuthConfig() {
  return useQuery(configQuery);
}
