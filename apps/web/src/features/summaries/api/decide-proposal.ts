import type { ProposalAccepted } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';
import { chatKeys } from './chat-keys.ts';

/**
 * POST /api/coach/proposals/:id/accept or /dismiss: the rider's decision. Accepting changes the plan (through the
 * calendar's own action), so every plan view re-reads too.
 */
export function useDecideProposal(language: string) {
  const queryClient = useQueryClient();
  const afterPlanChange = useAfterPlanChange();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'dismiss' }) =>
      apiRequest<ProposalAccepted | { id: string; status: 'dismissed' }>(
        `/api/coach/proposals/${encodeURIComponent(id)}/${decision}`,
        { method: 'POST', language, body: {} },
      ),
    onSuccess: (_r, { decision }) => {
      if (decision === 'accept') afterPlanChange();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
