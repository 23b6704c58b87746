import type { AccountDeletion } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { deletionKeys } from './keys.ts';

/** GET /api/me/deletion: none, awaiting_confirmation or scheduled, and how this account proves it is its owner. */
export const deletionQuery = queryOptions({
  queryKey: deletionKeys.state(),
  queryFn: () => apiRequest<AccountDeletion>('/api/me/deletion'),
});

export function useDeletion() {
  return useQuery(deletionQuery);
}
