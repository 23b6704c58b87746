import { CONSENT_TEXT_VERSIONS, type ConsentChanged } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentKeys } from '../../../lib/consents/keys.ts';
import { apiRequest } from '../../../lib/http.ts';
import { profileKeys } from '../../../lib/profile/keys.ts';
import { summaryKeys } from './keys.ts';

/**
 * PUT /api/me/consents/ai_coach: opts in to the coach's language-model narrator (with the version of the text this
 * page shows, recorded as the consent) or out. The profile's `ai_coach` follows on the server; the summaries are
 * re-read, since opting out takes the model's words away.
 */
export function useSetAiCoach(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) =>
      apiRequest<ConsentChanged>('/api/me/consents/ai_coach', {
        method: 'PUT',
        language,
        body: granted ? { granted, textVersion: CONSENT_TEXT_VERSIONS.ai_coach } : { granted },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: consentKeys.all }),
        queryClient.invalidateQueries({ queryKey: summaryKeys.all }),
      ]),
  });
}
