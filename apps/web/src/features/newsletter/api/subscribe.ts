import type { NewsletterSubscribed, NewsletterSubscribeInput } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** What the form gives; the consent is the form's checkbox, sent as `consent: true`. */
export type SubscribeInput = Pick<NewsletterSubscribeInput, 'email' | 'language'>;

/** POST /api/newsletter — double opt-in: 202 confirmation_sent, 200 already_subscribed, 400 email_invalid. */
export function subscribeToNewsletter({ email, language }: SubscribeInput): Promise<NewsletterSubscribed> {
  return apiRequest<NewsletterSubscribed>('/api/newsletter', {
    method: 'POST',
    body: { email, language, consent: true },
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
