import type { ProviderId } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentKeys } from '../../../lib/consents/keys.ts';
import { apiRequest } from '../../../lib/http.ts';
import { connectionKeys } from './keys.ts';

/**
 * DELETE /api/connections/:provider: the provider is told, my tokens deleted, the provider's consent withdrawn
 * (Settings → Consents shows it); imported rides stay.
 */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: ProviderId) =>
      apiRequest<null>(`/api/connections/${encodeURIComponent(provider)}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: consentKeys.all }),
      ]),
  });
}
