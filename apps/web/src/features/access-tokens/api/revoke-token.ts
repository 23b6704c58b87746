import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { accessTokenKeys } from './keys.ts';

/** DELETE /api/me/tokens/:id: refused from the next request on. */
export function useRevokeAccessToken(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ revoked: true }>(`/api/me/tokens/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        language,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.list() }),
  });
}
