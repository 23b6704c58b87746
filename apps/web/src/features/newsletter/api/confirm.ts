import type { NewsletterConfirm } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { newsletterKeys } from './keys.ts';

/**
 * POST /api/newsletter/confirm {token}. A query (not a mutation) so React's double effects and re-renders send it once;
 * the outcome never changes for a token, so it is not retried or refetched. `already_confirmed`: the link was opened
 * before, and the address is subscribed.
 */
export const confirmSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: newsletterKeys.confirm(token),
    queryFn: () =>
      apiRequest<NewsletterConfirm>('/api/newsletter/confirm', { method: 'POST', body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: token !== '',
  });

export function useConfirmSubscription(token: string) {
  return useQuery(confirmSubscriptionQuery(token));
}
