import { type Language, PROFILE_DEFAULTS, type Profile, type ProfileInput } from '@domestique/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';

type Row = typeof profiles.$inferSelect;

/** The rider's week: weekly hours, riding days (Monday first) and the longest they can train on each (seconds). */
export interface RiderWeek {
  weeklyHours: number;
  days: string[];
  dayCaps: Record<string, number>;
}

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
    ai_coach: r.aiCoach,
    onboarding_completed: r.onboardingCompleted,
    lthr: r.lthr,
    max_hr: r.maxHr,
    resting_hr: r.restingHr,
    weekly_hours: r.weeklyHours,
    available_days: (r.availableDays as Profile['available_days']) ?? null,
    day_caps: (r.dayCaps as Profile['day_caps']) ?? null,
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
    /** The narrator opt-in, written by the `ai_coach` consent in its own transaction (never by the profile form). */
    async setAiCoach(userId: string, on: boolean, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(profiles)
        .set({ aiCoach: on, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning({ userId: profiles.userId });
      return rows.length > 0;
    },

    async findByUserId(userId: string): Promise<Profile | null> {
      const rows = await findByUser.execute({ userId });
      return rows[0] ? toProfile(rows[0]) : null;
    },

    /**
     * Upsert keyed by user_id (spec §7 "conflict on user_id"). The spec's fields are always written. An optional
     * field that is omitted keeps its stored value on update; on create it takes its default (the interface
     * language defaults to the language the rider chose at sign-up). When the language is given, the account's
     * email language follows it, in the same transaction.
     */
    async upsert(userId: string, input: ProfileInput & { ftp: number | null }): Promise<Profile> {
      const always = {
        name: input.name,
        email: input.email,
        age: input.age,
        weight: input.weight,
        weightUnit: input.weight_unit,
        ftp: input.ftp,
        knowsFtp: input.knows_ftp,
        experienceLevel: input.experience_level,
        primaryGoal: input.primary_goal,
        updatedAt: new Date(),
      };
      const given = definedOnly({
        coachGender: input.coach_gender,
        interfaceLanguage: input.interface_language,
        marketingConsent: input.marketing_consent,
        onboardingCompleted: input.onboarding_completed,
        lthr: input.lthr,
        maxHr: input.max_hr,
        restingHr: input.resting_hr,
        weeklyHours: input.weekly_hours,
        availableDays: input.available_days,
        dayCaps: input.day_caps,
        timezone: input.timezone,
      });
      const onCreate = {
        coachGender: PROFILE_DEFAULTS.coach_gender,
        interfaceLanguage: sql`coalesce((select language from "user" where id = ${userId}), ${PROFILE_DEFAULTS.interface_language})`,
        marketingConsent: PROFILE_DEFAULTS.marketing_consent,
        onboardingCompleted: PROFILE_DEFAULTS.onboarding_completed,
      };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(profiles)
          .values({ userId, ...always, ...onCreate, ...given })
          .onConflictDoUpdate({ target: profiles.userId, set: { ...always, ...given } })
          .returning();
        if (input.interface_language !== undefined) {
          await tx.update(user).set({ language: input.interface_language }).where(eq(user.id, userId));
        }
        if (!row) throw new Error('upsert returned no row');
        return toProfile(row);
      });
    },

    /**
     * The rider's week as their plan holds it — weekly hours, riding days and each day's cap — written when a plan is
     * made or its week changes (in the plan write's `tx`), so Settings and the next plan's wizard show the week the
     * plan uses. A rider without a profile has nothing to update.
     */
    async setWeek(userId: string, week: RiderWeek, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(profiles)
        .set({
          weeklyHours: week.weeklyHours,
          availableDays: week.days,
          dayCaps: week.dayCaps,
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId));
    },

    /**
     * The time zone alone; with `ifUnset`, only when the profile has none (a zone the rider chose stays). Null when
     * the rider has no profile.
     */
    async setTimezone(userId: string, timezone: string, ifUnset: boolean): Promise<Profile | null> {
      await db
        .update(profiles)
        .set({ timezone, updatedAt: new Date() })
        .where(and(eq(profiles.userId, userId), ifUnset ? isNull(profiles.timezone) : undefined));
      const rows = await findByUser.execute({ userId });
      return rows[0] ? toProfile(rows[0]) : null;
    },

    /**
     * The interface language alone: the account's (e-mail language, and the profile's default when it is created)
     * and the profile's, when there is one — in one transaction, like the upsert.
     */
    async setLanguage(userId: string, language: Language): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(user).set({ language }).where(eq(user.id, userId));
        await tx
          .update(profiles)
          .set({ interfaceLanguage: language, updatedAt: new Date() })
          .where(eq(profiles.userId, userId));
      });
    },
  };
}

/** Drops the keys whose value is undefined (omitted in the request); null stays, meaning "clear it". */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
