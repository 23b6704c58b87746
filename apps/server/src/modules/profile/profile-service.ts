import type { Profile, ProfileInput } from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { ProfileRepository } from './profile-repository.ts';

export function createProfileService(repo: ProfileRepository) {
  return {
    async get(userId: string): Promise<Profile> {
      const profile = await repo.findByUserId(userId);
      // Spec §7: "no rows" means "no profile" — a distinct, expected state the web turns into onboarding.
      if (!profile) throw new HttpError(404, 'profile_not_found');
      return profile;
    },

    async save(userId: string, input: ProfileInput): Promise<Profile> {
      // A rider who unticks "knows FTP" has no FTP of their own yet: the coach estimates it instead.
      const ftp = input.knows_ftp ? (input.ftp ?? null) : null;
      return repo.upsert(userId, { ...input, ftp });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
