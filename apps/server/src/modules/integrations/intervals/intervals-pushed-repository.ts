import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { intervalsPushedWorkouts } from '../../../db/schema.ts';
import type { PushedWorkout } from './intervals-plan.ts';

/** `intervals_pushed_workouts`: what we have on each rider's intervals.icu calendar (external id → fingerprint). */
export function createIntervalsPushedRepository(db: Db) {
  return {
    async list(userId: string): Promise<Map<string, PushedWorkout>> {
      const rows = await db
        .select({
          externalId: intervalsPushedWorkouts.externalId,
          date: intervalsPushedWorkouts.date,
          hash: intervalsPushedWorkouts.contentHash,
        })
        .from(intervalsPushedWorkouts)
        .where(eq(intervalsPushedWorkouts.userId, userId));
      return new Map(rows.map((r) => [r.externalId, { date: r.date, hash: r.hash }]));
    },

    async saved(userId: string, rows: { externalId: string; date: string; hash: string }[], at: Date) {
      for (const row of rows) {
        const values = {
          userId,
          externalId: row.externalId,
          date: row.date,
          contentHash: row.hash,
          pushedAt: at,
        };
        await db
          .insert(intervalsPushedWorkouts)
          .values(values)
          .onConflictDoUpdate({
            target: [intervalsPushedWorkouts.userId, intervalsPushedWorkouts.externalId],
            set: { date: row.date, contentHash: row.hash, pushedAt: at },
          });
      }
    },

    async removed(userId: string, externalIds: string[]) {
      if (externalIds.length === 0) return;
      await db
        .delete(intervalsPushedWorkouts)
        .where(
          and(
            eq(intervalsPushedWorkouts.userId, userId),
            inArray(intervalsPushedWorkouts.externalId, externalIds),
          ),
        );
    },

    /** After a disconnect: what we pushed is forgotten (the rider's calendar there is theirs now). */
    async forget(userId: string) {
      await db.delete(intervalsPushedWorkouts).where(eq(intervalsPushedWorkouts.userId, userId));
    },
  };
}
export type IntervalsPushedRepository = ReturnType<typeof createIntervalsPushedRepository>;
