import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, progressKeys } from '../../../lib/query-keys.ts';
import { workoutKeys } from './keys.ts';

/** Logging or deleting a strength session changes the daily load: fitness and the dashboard re-read it. */
export function useAfterLogChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workoutKeys.strength() });
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() });
  };
}
