import type { NewsletterUnsubscribed } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/newsletter/unsubscribe {token}: sent on a click, so mail scanners that open links can't unsubscribe anyone. */
export function unsubscribeFromNewsletter(token: string) {
  return apiRequest<NewsletterUnsubscribed>('/api/newsletter/unsubscribe', {
    method: 'POST',
    body: { token },
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
