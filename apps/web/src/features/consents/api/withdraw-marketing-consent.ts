import type { ConsentChanged } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentKeys } from '../../../lib/consents/keys.ts';
import { apiRequest } from '../../../lib/http.ts';

/**
 * PUT /api/me/consents/marketing_email `{granted: false}`: unsubscribes the rider's address from the newsletter (the
 * same as the link in every newsletter e-mail). Subscribing is the newsletter form's double opt-in, never this.
 */
export function useWithdrawMarketingConsent(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ConsentChanged>('/api/me/consents/marketing_email', {
        method: 'PUT',
        language,
        body: { granted: false },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentKeys.all }),
  });
}
