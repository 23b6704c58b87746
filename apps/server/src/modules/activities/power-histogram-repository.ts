import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';

/** The power-histogram back-fill's reads and writes (power-histogram-backfill.ts). */
export function createPowerHistogramRepository(db: Db) {
  return {
    /**
     * Rides of any rider with power and no histogram yet, a chunk at a time (the partial index
     * `activities_power_histogram_pending_idx` holds exactly these); each row names its rider, whose streams the
     * back-fill then reads with the rider's id like every other read.
     */
    async pending(limit: number): Promise<{ id: string; userId: string }[]> {
      return db
        .select({ id: activities.id, userId: activities.userId })
        .from(activities)
        .where(and(sql`${activities.hasPower}`, isNull(activities.powerHistogram)))
        .orderBy(asc(activities.id))
        .limit(limit);
    },

    /** Stores one ride's histogram (an empty one: nothing to count) unless another process already did. */
    async set(userId: string, id: string, histogram: Buffer): Promise<void> {
      await db
        .update(activities)
        .set({ powerHistogram: histogram })
        .where(and(eq(activities.userId, userId), eq(activities.id, id), isNull(activities.powerHistogram)));
    },
  };
}

export type PowerHistogramRepository = ReturnType<typeof createPowerHistogramRepository>;
