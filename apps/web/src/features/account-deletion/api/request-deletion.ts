import type { AccountDeletion } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { deletionKeys } from './keys.ts';

/** POST /api/me/deletion {password?}: a confirmation link is emailed (403 password_incorrect / recent_sign_in_required). */
export function useRequestDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { password?: string; language: string }) =>
      apiRequest<AccountDeletion>('/api/me/deletion', {
        method: 'POST',
        body: input.password === undefined ? {} : { password: input.password },
        language: input.language,
      }),
    onSuccess: (state) => client.setQueryData(deletionKeys.state(), state),
  });
}
