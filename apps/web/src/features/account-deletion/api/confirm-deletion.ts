import type { DeletionConfirmed } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/me/deletion/confirm {token}: the emailed link, confirmed by a click (never on arrival). */
export function useConfirmDeletion() {
  return useMutation({
    mutationFn: (input: { token: string; language: string }) =>
      apiRequest<DeletionConfirmed>('/api/me/deletion/confirm', {
        method: 'POST',
        body: { token: input.token },
        language: input.language,
      }),
  });
}
