import type { StrengthLogRecord } from '@domestique/coach';
import type { Profile } from '@domestique/contract';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { decodePowerHistogram } from '../../db/power-histogram-codec.ts';
import { activities, profiles, strengthLogs } from '../../db/schema.ts';

/** What the plan needs of the rider's profile: their day (time zone), language and the wizard's defaults. */
export interface PlanProfileFacts {
  timezone: string | null;
  language: string;
  goal: string;
  level: string;
  age: number;
  weeklyHours: number | null;
  availableDays: string[] | null;
  /** Per riding day, the longest the rider can train (seconds). */
  dayCaps: Record<string, number> | null;
}

/** The same facts from a profile read or written already (the API shape): the columns `profile()` selects. */
export function planProfileOf(p: Profile): PlanProfileFacts {
  return {
    timezone: p.timezone,
    language: p.interface_language,
    goal: p.primary_goal,
    level: p.experience_level,
    age: p.age,
    weeklyHours: p.weekly_hours,
    availableDays: p.available_days,
    dayCaps: p.day_caps,
  };
}

/** A ride as the plan sees it (the calendar shows it; the coach matches it to a planned session). */
export interface PlanRide {
  id: string;
  name: string | null;
  startTime: Date;
  /** Its day in the rider's time zone. */
  date: string;
  movingS: number | null;
  tss: number | null;
  hrLoad: number | null;
  /** NP / FTP, when the ride has power and was scored on an FTP. */
  intensityFactor: number | null;
  /** The FTP the ride was scored with: the rider's FTP in force on its date (null: none known). */
  ftpUsedW: number | null;
  /** Seconds per 5 W of its power (science `powerHistogram`); null without power or before the back-fill reached it. */
  powerHistogram: Uint32Array | null;
  cycling: boolean;
}

/** A strength session the rider logged as done (its day as they entered it, in their calendar). */
export type StrengthLogFact = StrengthLogRecord;

/** Reads of other modules' tables the plan depends on (rides, profile), written once here. */
export function createFactsRepository(db: Db) {
  return {
    async profile(userId: string, tx: DbOrTx = db): Promise<PlanProfileFacts | null> {
      const [row] = await tx
        .select({
          timezone: profiles.timezone,
          language: profiles.interfaceLanguage,
          goal: profiles.primaryGoal,
          level: profiles.experienceLevel,
          age: profiles.age,
          weeklyHours: profiles.weeklyHours,
          availableDays: profiles.availableDays,
          dayCaps: profiles.dayCaps,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** The rider's rides (every sport) whose local day is in [`from`, `to`], oldest first. */
    async rides(userId: string, timeZone: string, from: string, to: string): Promise<PlanRide[]> {
      const day = sql<string>`((${activities.startTime} at time zone ${timeZone})::date)::text`;
      // an index range on start_time (a day either side covers every zone), then the exact local-day filter
      const rows = await db
        .select({
          id: activities.id,
          name: activities.name,
          startTime: activities.startTime,
          date: day,
          movingS: activities.movingS,
          tss: activities.tss,
          hrLoad: activities.hrLoad,
          intensityFactor: activities.intensityFactor,
          ftpUsedW: activities.ftpUsedW,
          powerHistogram: activities.powerHistogram,
          cycling: activities.cycling,
        })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            sql`${activities.startTime} >= (${from}::date - 1)::timestamp at time zone 'UTC'`,
            sql`${activities.startTime} < (${to}::date + 2)::timestamp at time zone 'UTC'`,
            sql`(${activities.startTime} at time zone ${timeZone})::date between ${from}::date and ${to}::date`,
          ),
        )
        .orderBy(asc(activities.startTime), asc(activities.id));
      return rows.map((r) => ({
        ...r,
        date: String(r.date),
        powerHistogram: decodePowerHistogram(r.powerHistogram),
      }));
    },

    /** The rider's strength logs whose day is in [`from`, `to`] (the strength module's table), oldest first. */
    async strengthLogs(userId: string, from: string, to: string): Promise<StrengthLogFact[]> {
      return db
        .select({
          date: strengthLogs.doneOn,
          sessionId: strengthLogs.sessionId,
          durationS: strengthLogs.durationS,
          tss: strengthLogs.tss,
        })
        .from(strengthLogs)
        .where(and(eq(strengthLogs.userId, userId), between(strengthLogs.doneOn, from, to)))
        .orderBy(asc(strengthLogs.doneOn), asc(strengthLogs.createdAt));
    },

    /** Whether the ride is the rider's (feedback is given on one's own rides only). */
    async ownsRide(userId: string, activityId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.userId, userId), eq(activities.id, activityId)))
        .limit(1);
      return row != null;
    },
  };
}

export type FactsRepository = ReturnType<typeof createFactsRepository>;
