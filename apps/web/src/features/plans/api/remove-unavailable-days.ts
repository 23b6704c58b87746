import type { UnavailableRemoved } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';

/** DELETE /api/calendar/unavailable/:id: puts back what can still be put back. */
export function useRemoveUnavailable(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<UnavailableRemoved>(`/api/calendar/unavailable/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        language,
      }),
    onSuccess: changed,
  });
}
