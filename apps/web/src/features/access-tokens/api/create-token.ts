import type { AccessTokenCreated } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { accessTokenKeys } from './keys.ts';

/** POST /api/me/tokens: a new token, whose value the reply holds this once. */
export function useCreateAccessToken(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<AccessTokenCreated>('/api/me/tokens', { method: 'POST', language, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.list() }),
  });
}
