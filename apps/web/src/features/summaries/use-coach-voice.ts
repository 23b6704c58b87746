import { useProfile } from '../../lib/profile/get-profile.ts';

/** The coach the rider chose (profile `coach_gender`, male by default): pt and es words about the coach agree with it. */
export function useCoachVoice(): 'male' | 'female' {
  return useProfile().data?.coach_gender ?? 'male';
}
