import type { Profile } from '@domestique/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, HttpError } from '../http.ts';
import { profileKeys } from './keys.ts';

/**
 * GET /api/profile: the rider's profile, or null when there is none yet (404 profile_not_found, spec §7 PGRST116).
 * Any other failure stays an error (after the default retries) and is logged once by the query cache
 * (lib/log-failed-query.ts): pages must not mistake it for "no profile". Keyed without the user id so it can start in
 * parallel with the session read; sign-out clears the whole cache.
 *
 * Not parsed again here: the server serialises this reply against the contract's profileSchema (a mismatch is a 500
 * there), and skipping it keeps zod (24 KB gzip) out of the dashboard's first load.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: async (): Promise<Profile | null> => {
      try {
        return await apiRequest<Profile>('/api/profile');
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { failureLog: 'Profile load failed' },
  });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery(), enabled: options.enabled ?? true });
}
