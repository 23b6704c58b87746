import { DEFAULT_RESTING_HR_BPM, type RideSettings } from '@domestique/science';
import type { ProfileFtpFacts } from '../ftp/ftp-repository.ts';

/**
 * The heart-rate settings a ride's HR load (hrTSS) is computed with, from the profile: LTHR and max HR as the rider
 * set them (science fills a missing one from the other); resting HR is not in the profile yet, so science's default.
 */
export function hrSettings(
  profile: ProfileFtpFacts | null,
): Pick<RideSettings, 'lthrBpm' | 'maxHrBpm' | 'restingHrBpm'> {
  return { lthrBpm: profile?.lthr ?? null, maxHrBpm: profile?.maxHr ?? null, restingHrBpm: null };
}

/**
 * A short key of those settings, stored with each ride's `hr_load`: when the rider changes LTHR or max HR, rides
 * whose key differs are re-scored (and only those, so an interrupted re-score simply resumes).
 */
export function hrSettingsKey(profile: ProfileFtpFacts | null): string {
  const s = hrSettings(profile);
  return `lthr:${s.lthrBpm ?? '-'}|max:${s.maxHrBpm ?? '-'}|rest:${s.restingHrBpm ?? DEFAULT_RESTING_HR_BPM}`;
}
