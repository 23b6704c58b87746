import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { activities, rideSources } from '../../db/schema.ts';

/** Where a ride came from: an upload, or a provider that syncs rides. */
export const RIDE_SOURCES = ['upload', 'garmin', 'strava', 'intervals'] as const;
export type RideSource = (typeof RIDE_SOURCES)[number];

export interface RideOrigin {
  source: RideSource;
  /** The provider's id of the ride (Garmin summary id, Strava activity id…); none for an upload. */
  externalId?: string | null;
}

/** `ride_sources`: every (source, external id) that delivered one of the rider's rides. */
export function createRideSourceRepository(db: Db) {
  return {
    /**
     * Whether any of the rider's rides that started before `until` came (also) through `source` — the ride's own
     * source or any later delivery of it. The coach's narrator asks it of Strava: such data never goes to a model.
     */
    async anyFrom(userId: string, source: RideSource, until: Date): Promise<boolean> {
      const delivered = sql`exists (select 1 from ${rideSources} where ${rideSources.activityId} = ${activities.id}
        and ${rideSources.source} = ${source})`;
      const [row] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            lt(activities.startTime, until),
            or(eq(activities.source, source), delivered),
          ),
        )
        .limit(1);
      return row != null;
    },

    /** The ride a provider already delivered under this id, if it is still stored. */
    async find(
      userId: string,
      source: RideSource,
      externalId: string,
      tx: DbOrTx = db,
    ): Promise<string | null> {
      const [row] = await tx
        .select({ activityId: rideSources.activityId })
        .from(rideSources)
        .where(
          and(
            eq(rideSources.userId, userId),
            eq(rideSources.source, source),
            eq(rideSources.externalId, externalId),
          ),
        )
        .limit(1);
      return row?.activityId ?? null;
    },

    /** Records that `origin` delivered the ride; a provider id already recorded is left as it is (idempotent). */
    async link(userId: string, activityId: string, origin: RideOrigin, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(rideSources)
        .values({
          id: randomUUID(),
          userId,
          activityId,
          source: origin.source,
          externalId: origin.externalId ?? null,
        })
        .onConflictDoNothing();
    },

    /** Every source of one ride, oldest first. */
    async of(userId: string, activityId: string): Promise<RideOrigin[]> {
      const rows = await db
        .select({ source: rideSources.source, externalId: rideSources.externalId })
        .from(rideSources)
        .where(and(eq(rideSources.userId, userId), eq(rideSources.activityId, activityId)))
        .orderBy(rideSources.createdAt);
      return rows.map((r) => ({ source: r.source as RideSource, externalId: r.externalId }));
    },
  };
}

export type RideSourceRepository = ReturnType<typeof createRideSourceRepository>;
