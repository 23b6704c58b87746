import type { ProviderId } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** DELETE /api/connections/:provider: the provider is told, my tokens deleted; imported rides stay. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: ProviderId) =>
      apiRequest<null>(`/api/connections/${encodeURIComponent(provider)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['connections'] }),
  });
}
