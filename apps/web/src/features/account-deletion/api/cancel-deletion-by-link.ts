import type { DeletionCancelled } from '@domestique/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { deletionKeys } from './keys.ts';

/**
 * POST /api/me/deletion/cancel {token}: the cancel link works on arrival — cancelling harms nothing, and a rider
 * who clicked it wants it done. A query, so React's double effects send it once; never retried.
 */
export const cancelByLinkQuery = (token: string, language: string) =>
  queryOptions({
    queryKey: deletionKeys.cancelByLink(token),
    queryFn: () =>
      apiRequest<DeletionCancelled>('/api/me/deletion/cancel', {
        method: 'POST',
        body: { token },
        language,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: token !== '',
  });
