import {
  heartRateProblems,
  type InterfaceLanguage,
  type Profile,
  type ProfileInput,
  type TimezoneInput,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { ProfileRepository } from './profile-repository.ts';

const HEART_RATE_FIELDS = ['lthr', 'max_hr', 'resting_hr'] as const;

/**
 * `marketingChanged`: the rider ticked or unticked "send me training tips and product news" (sign-up's choice comes
 * pre-ticked in the wizard): the newsletter's double opt-in starts, or its subscription ends — the box is never a
 * flag nothing reads.
 */
export function createProfileService(
  repo: ProfileRepository,
  hooks: { marketingChanged?: (userId: string, on: boolean, profile: Profile) => Promise<void> } = {},
) {
  /** Whether some heart rates are sent but not all: the stored ones then count (`checkHeartRates`). */
  const someHeartRates = (input: ProfileInput) => {
    const sent = HEART_RATE_FIELDS.filter((field) => input[field] !== undefined).length;
    return sent > 0 && sent < HEART_RATE_FIELDS.length;
  };

  /**
   * The body's heart rates were checked against each other by the contract; an omitted one keeps its stored value,
   * so check the heart rates the profile will hold (a resting HR of 70 sent alone against a stored max of 65).
   * Only when a heart rate is sent: an update of other fields never trips on what it did not touch.
   */
  function checkHeartRates(input: ProfileInput, stored: Profile | null): void {
    if (!someHeartRates(input)) return;
    const value = (field: (typeof HEART_RATE_FIELDS)[number]) =>
      input[field] !== undefined ? (input[field] ?? null) : (stored?.[field] ?? null);
    const problems = heartRateProblems({
      lthr: value('lthr'),
      max_hr: value('max_hr'),
      resting_hr: value('resting_hr'),
    });
    if (Object.keys(problems).length > 0) throw new HttpError(400, 'validation_error', problems);
  }

  return {
    async get(userId: string): Promise<Profile> {
      const profile = await repo.findByUserId(userId);
      // Spec §7: "no rows" means "no profile" — a distinct, expected state the web turns into onboarding.
      if (!profile) throw new HttpError(404, 'profile_not_found');
      return profile;
    },

    /** The language the rider chose with the selector wins over the stored one, and is kept (issue 12 #9). */
    async setLanguage(userId: string, input: InterfaceLanguage): Promise<InterfaceLanguage> {
      await repo.setLanguage(userId, input.interface_language);
      return { interface_language: input.interface_language };
    },

    /**
     * The rider's time zone on its own (the web sends the browser's, `if_unset`, on the first signed-in page: until
     * then the plan's day turned at midnight UTC — at 21:00 in São Paulo).
     */
    async setTimezone(userId: string, input: TimezoneInput): Promise<Profile> {
      const profile = await repo.setTimezone(userId, input.timezone, input.if_unset ?? false);
      if (!profile) throw new HttpError(404, 'profile_not_found');
      return profile;
    },

    /** The profile as stored, or null: what the wrappers of `save` compare the saved one with. */
    stored: (userId: string): Promise<Profile | null> => repo.findByUserId(userId),

    /**
     * `stored`: the profile as this request found it before the write, when a wrapper read it already — the save then
     * reads it no more (issue #18: one read per request); undefined, it is read here when needed.
     */
    async save(userId: string, input: ProfileInput, stored?: Profile | null): Promise<Profile> {
      const needed = hooks.marketingChanged !== undefined || someHeartRates(input);
      const before = stored !== undefined ? stored : needed ? await repo.findByUserId(userId) : null;
      checkHeartRates(input, before);
      // A rider who unticks "knows FTP" has no FTP of their own yet: the coach estimates it instead.
      const ftp = input.knows_ftp ? (input.ftp ?? null) : null;
      const saved = await repo.upsert(userId, { ...input, ftp });
      if (hooks.marketingChanged && saved.marketing_consent !== (before?.marketing_consent ?? false))
        await hooks.marketingChanged(userId, saved.marketing_consent, saved);
      return saved;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
