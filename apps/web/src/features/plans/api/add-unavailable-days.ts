import type { UnavailableInput, UnavailableSaved } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { useAfterPlanChange } from '../../../lib/after-plan-change.ts';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/calendar/unavailable: the coach moves the key sessions off those days, and says why. */
export function useAddUnavailable(language: string) {
  const changed = useAfterPlanChange();
  return useMutation({
    mutationFn: (body: UnavailableInput) =>
      apiRequest<UnavailableSaved>('/api/calendar/unavailable', {
        method: 'POST',
        body,
        language,
      }),
    onSuccess: changed,
  });
}
