import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';

/**
 * Strava's API agreement forbids passing data obtained through its API to AI models, so what the MCP door returns
 * is filtered: these are the rider's rides stored from Strava (`activities.source = 'strava'`; a ride uploaded or
 * synced from Garmin and also seen on Strava keeps its own source and is the rider's to share).
 */
export const STRAVA_SOURCE = 'strava';

export function createStravaRideRepository(db: Db) {
  return {
    /** Which of these ride ids are Strava's. */
    async among(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.source, STRAVA_SOURCE),
            inArray(activities.id, [...ids]),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Whether the rider has a Strava ride that started between these instants (inclusive). */
    async anyBetween(userId: string, from: Date, to: Date): Promise<boolean> {
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.source, STRAVA_SOURCE),
            gte(activities.startTime, from),
            lte(activities.startTime, to),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type StravaRideRepository = ReturnType<typeof createStravaRideRepository>;
