import type { Profile, ProfileInput } from '@domestique/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';

type Row = typeof profiles.$inferSelect;

/** Never return raw rows: map to the API shape (spec §3 snake_case names). */
function toProfile(r: Row): Profile {
  return {
    user_id: r.userId,
    name: r.name,
    email: r.email,
    age: r.age,
    weight: r.weight,
    weight_unit: r.weightUnit as Profile['weight_unit'],
    ftp: r.ftp,
    knows_ftp: r.knowsFtp,
    experience_level: r.experienceLevel as Profile['experience_level'],
    primary_goal: r.primaryGoal as Profile['primary_goal'],
    coach_gender: r.coachGender as Profile['coach_gender'],
    interface_language: r.interfaceLanguage as Profile['interface_language'],
    marketing_consent: r.marketingConsent,
    onboarding_completed: r.onboardingCompleted,
    lthr: r.lthr,
    max_hr: r.maxHr,
    weekly_hours: r.weeklyHours,
    available_days: (r.availableDays as Profile['available_days']) ?? null,
    timezone: r.timezone,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function createProfileRepository(db: Db) {
  // The profile read is the hottest query (every dashboard load): build it once, prepared by name.
  const findByUser = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user_id');
  return {
    async findByUserId(userId: string): Promise<Profile | null> {
      const rows = await findByUser.execute({ userId });
      return rows[0] ? toProfile(rows[0]) : null;
    },

    /** Upsert keyed by user_id (spec §7 "conflict on user_id"); also keeps the account's email language in step. */
    async upsert(userId: string, input: ProfileInput & { ftp: number | null }): Promise<Profile> {
      const values = {
        name: input.name,
        email: input.email,
        age: input.age,
        weight: input.weight,
        weightUnit: input.weight_unit,
        ftp: input.ftp,
        knowsFtp: input.knows_ftp,
        experienceLevel: input.experience_level,
        primaryGoal: input.primary_goal,
        coachGender: input.coach_gender ?? 'male',
        interfaceLanguage: input.interface_language ?? 'en',
        marketingConsent: input.marketing_consent ?? false,
        onboardingCompleted: input.onboarding_completed ?? false,
        lthr: input.lthr ?? null,
        maxHr: input.max_hr ?? null,
        weeklyHours: input.weekly_hours ?? null,
        availableDays: input.available_days ?? null,
        timezone: input.timezone ?? null,
        updatedAt: new Date(),
      };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(profiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: profiles.userId, set: values })
          .returning();
        await tx.update(user).set({ language: values.interfaceLanguage }).where(eq(user.id, userId));
        if (!row) throw new Error('upsert returned no row');
        return toProfile(row);
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
