import { DEFAULT_RESTING_HR_BPM, type RideSettings } from '@domestique/science';
import type { ProfileFtpFacts } from '../ftp/index.ts';

/** The profile's heart-rate fields (all a ride's HR load depends on). */
export type HeartRateFacts = Pick<ProfileFtpFacts, 'lthr' | 'maxHr' | 'restingHr'>;

/**
 * The heart-rate settings a ride's HR load (hrTSS) is computed with, from the profile: LTHR, max HR and resting HR
 * as the rider set them (science fills a missing LTHR or max HR from the other, and a missing resting HR with its
 * default, DEFAULT_RESTING_HR_BPM).
 */
export function hrSettings(
  profile: HeartRateFacts | null,
): Pick<RideSettings, 'lthrBpm' | 'maxHrBpm' | 'restingHrBpm'> {
  return {
    lthrBpm: profile?.lthr ?? null,
    maxHrBpm: profile?.maxHr ?? null,
    restingHrBpm: profile?.restingHr ?? null,
  };
}

/**
 * A short key of those settings, stored with each ride's `hr_load`: when the rider changes LTHR, max HR or resting
 * HR, rides whose key differs are re-scored (and only those, so an interrupted re-score simply resumes). A missing
 * resting HR is keyed as the default it stands for, so setting exactly that value re-scores nothing.
 */
export function hrSettingsKey(profile: HeartRateFacts | null): string {
  const s = hrSettings(profile);
  return `lthr:${s.lthrBpm ?? '-'}|max:${s.maxHrBpm ?? '-'}|rest:${s.restingHrBpm ?? DEFAULT_RESTING_HR_BPM}`;
}
