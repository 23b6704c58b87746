import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { useAfterLogChange } from './after-log-change.ts';

/** DELETE /api/strength/logs/:logId: the log and its load go. */
export function useDeleteStrengthLog() {
  const changed = useAfterLogChange();
  return useMutation({
    mutationFn: (logId: string) =>
      apiRequest<null>(`/api/strength/logs/${encodeURIComponent(logId)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
