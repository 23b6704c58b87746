import { type Profile, profileSchema } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, HttpError } from '../../../lib/http.ts';

/**
 * GET /api/profile: the rider's profile, or null when there is none yet (404 profile_not_found, spec §7 PGRST116).
 * Keyed without the user id so it can start in parallel with the session read; sign-out clears the whole cache.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async (): Promise<Profile | null> => {
      try {
        return profileSchema.parse(await apiRequest<unknown>('/api/profile'));
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        // Spec §8: profile load failures are only logged.
        console.error('Profile load failed', error);
        throw error;
      }
    },
  });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery(), enabled: options.enabled ?? true });
}
