import type { DeletionCancelled } from '@domestique/contract';
import { apiRequest } from '../../../lib/http.ts';

/**
 * POST /api/me/deletion/cancel {email, password}: a locked account (its deletion's grace period runs) has no
 * session, so the credentials just typed at sign-in prove it is the rider; afterwards the sign-in goes through.
 */
export function cancelDeletionAtSignIn(input: { email: string; password: string; language: string }) {
  return apiRequest<DeletionCancelled>('/api/me/deletion/cancel', {
    method: 'POST',
    body: { email: input.email, password: input.password },
    language: input.language,
  });
}
