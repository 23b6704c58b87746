import type { Profile, ProfileInput } from '@domestique/contract';
import { profileSchema } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http.ts';
import { profileKeys } from './keys.ts';

/** PUT /api/profile: create or replace the signed-in rider's profile (upsert on user_id, spec §7). */
export async function putProfile(input: ProfileInput): Promise<Profile> {
  return profileSchema.parse(await apiRequest<unknown>('/api/profile', { method: 'PUT', body: input }));
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.all, profile),
  });
}
