import type { AccountDeletion } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { deletionKeys } from './keys.ts';

/** DELETE /api/me/deletion: the request is withdrawn before it was confirmed. */
export function useWithdrawDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: string) =>
      apiRequest<AccountDeletion>('/api/me/deletion', { method: 'DELETE', language }),
    onSuccess: (state) => client.setQueryData(deletionKeys.state(), state),
  });
}
