import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

export type SubscribeResult = { status: 'confirmation_sent' | 'already_subscribed' };
export type SubscribeInput = { email: string; language: 'en' | 'pt' | 'es' };

/** POST /api/newsletter — double opt-in: 202 confirmation_sent, 200 already_subscribed, 400 email_invalid. */
export function subscribeToNewsletter({ email, language }: SubscribeInput): Promise<SubscribeResult> {
  return apiRequest<SubscribeResult>('/api/newsletter', {
    method: 'POST',
    body: { email, language, consent: true },
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
