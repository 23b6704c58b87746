import type { CheckInInput, CheckInSaved } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';

/** PUT /api/check-ins/today: readiness, and today's session eased when the coach says so. */
export function useSaveCheckIn(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: CheckInInput) =>
      apiRequest<CheckInSaved>('/api/check-ins/today', { method: 'PUT', body, language }),
    onSuccess: changed,
  });
}
