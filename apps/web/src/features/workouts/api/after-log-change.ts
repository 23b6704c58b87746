import { useQueryClient } from '@tanstack/react-query';
import { workoutKeys } from './keys.ts';

/** Logging or deleting a strength session changes the daily load: fitness and the dashboard re-read it. */
export function useAfterLogChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workoutKeys.strength() });
    void queryClient.invalidateQueries({ queryKey: ['progress'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard-summary'] });
  };
}
