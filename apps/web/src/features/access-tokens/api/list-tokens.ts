import type { AccessTokenList } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { accessTokenKeys } from './keys.ts';

/** GET /api/me/tokens: the rider's personal access tokens (names and dates; never a token). */
export function useAccessTokens() {
  return useQuery({
    queryKey: accessTokenKeys.list(),
    queryFn: () => apiRequest<AccessTokenList>('/api/me/tokens'),
  });
}
