import type { ClientConfig } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { authKeys } from './keys.ts';

/** GET /api/config: which sign-in methods the server offers. A server without the route offers email only. */
export const configQuery = queryOptions({
  queryKey: authKeys.config(),
  queryFn: async (): Promise<ClientConfig> => {
    try {
      return await apiRequest<ClientConfig>('/api/config');
    } catch {
      return { googleEnabled: false };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAuthConfig() {
  return useQuery(configQuery);
}
