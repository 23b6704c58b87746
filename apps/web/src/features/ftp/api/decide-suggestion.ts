import type { ftpSuggestionDecisionSchema } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/http.ts';
import { profileKeys } from '../../../lib/profile/keys.ts';
import { activityKeys, dashboardKeys, progressKeys } from '../../../lib/query-keys.ts';

export type SuggestionDecision = 'accept' | 'dismiss';
export type DecisionResult = z.infer<typeof ftpSuggestionDecisionSchema>;

/** POST /api/ftp/suggestions/:id/accept|dismiss: the rider decides; FTP never changes without this. */
export async function decideSuggestion(id: string, decision: SuggestionDecision): Promise<DecisionResult> {
  // The contract (and zod) load with the rider's decision, not with the dashboard.
  const { ftpSuggestionDecisionSchema: schema } = await import('@domestique/contract');
  return schema.parse(
    await apiRequest<unknown>(`/api/ftp/suggestions/${encodeURIComponent(id)}/${decision}`, {
      method: 'POST',
    }),
  );
}

export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: SuggestionDecision }) =>
      decideSuggestion(id, decision),
    onSettled: () => {
      // an accepted FTP changes the profile card, W/kg, every ride's IF/TSS and the fitness curve
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}
