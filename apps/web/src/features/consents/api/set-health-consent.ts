import { CONSENT_TEXT_VERSIONS, type ConsentChanged } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentKeys } from '../../../lib/consents/keys.ts';
import { apiRequest } from '../../../lib/http.ts';

/**
 * PUT /api/me/consents/health_data: grants (with the version of the text this page shows) or withdraws. A
 * withdrawal deletes the resting HR and HRV of every check-in and changes their readiness, which other features
 * show under their own keys: every query is refetched then (a rare act; this feature may not import their keys).
 */
export function useSetHealthConsent(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) =>
      apiRequest<ConsentChanged>('/api/me/consents/health_data', {
        method: 'PUT',
        language,
        body: granted ? { granted, textVersion: CONSENT_TEXT_VERSIONS.health_data } : { granted },
      }),
    onSuccess: (_changed, granted) =>
      granted
        ? queryClient.invalidateQueries({ queryKey: consentKeys.all })
        : queryClient.invalidateQueries(),
  });
}
