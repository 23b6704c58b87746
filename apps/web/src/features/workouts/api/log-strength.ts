import type { StrengthLog, StrengthLogInput } from '@domestique/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { useAfterLogChange } from './after-log-change.ts';

/** POST /api/strength/:id/logs: "done" on a day, with the actual duration and RPE (400 carries field errors). */
export function useLogStrength(id: string, language: string) {
  const changed = useAfterLogChange();
  return useMutation({
    mutationFn: (input: StrengthLogInput) =>
      apiRequest<StrengthLog>(`/api/strength/${encodeURIComponent(id)}/logs`, {
        method: 'POST',
        body: input,
        language,
      }),
    onSuccess: changed,
  });
}
