import type { GarminTrainingWorkout } from '@domestique/formats';
import { z } from 'zod';
import { ProviderError } from '../provider.ts';
import { providerJson } from '../provider-http.ts';
import type { GarminApiClient } from './garmin-api-client.ts';

/** Garmin's Training API V2 (needs the rider's WORKOUT_IMPORT permission; 412 otherwise → permission_missing). */
export function createGarminTrainingClient(api: GarminApiClient) {
  const json = (body: unknown): RequestInit => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return {
    async createWorkout(accessToken: string, workout: GarminTrainingWorkout): Promise<string> {
      const response = await api.call(
        accessToken,
        '/workoutportal/workout/v2',
        { method: 'POST', ...json(workout) },
        'garmin create workout',
      );
      const body = z
        .object({ workoutId: z.union([z.number(), z.string()]) })
        .safeParse(await providerJson(response, 'garmin create workout'));
      if (!body.success)
        throw new ProviderError('workout_push_failed', 'garmin create workout: no workoutId');
      return String(body.data.workoutId);
    },

    async schedule(accessToken: string, workoutId: string, date: string): Promise<string> {
      const response = await api.call(
        accessToken,
        '/training-api/schedule/',
        { method: 'POST', ...json({ workoutId: Number(workoutId), date }) },
        'garmin schedule workout',
      );
      const body = await providerJson<unknown>(response, 'garmin schedule workout');
      const id =
        typeof body === 'object' && body !== null ? (body as { scheduleId?: unknown }).scheduleId : body;
      return String(id);
    },

    /** Deletes a workout (and its schedules); one already gone (404) counts as deleted. */
    async deleteWorkout(accessToken: string, workoutId: string): Promise<void> {
      try {
        const response = await api.call(
          accessToken,
          `/training-api/workout/v2/${encodeURIComponent(workoutId)}`,
          { method: 'DELETE' },
          'garmin delete workout',
        );
        await response.body?.cancel();
      } catch (error) {
        if (!(error instanceof ProviderError && error.status === 404)) throw error;
      }
    },
  };
}
export type GarminTrainingClient = ReturnType<typeof createGarminTrainingClient>;
