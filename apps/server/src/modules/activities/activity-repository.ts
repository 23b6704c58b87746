import type { ActivityListItem, ActivityListQuery } from '@domestique/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { activities, activityStreams, rideVersions } from '../../db/schema.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;
export type NewStream = typeof activityStreams.$inferInsert;
/** Enough of a stored ride to name it to the rider ("duplicate of …"); a null name is shown as the default. */
export interface RideRef {
  id: string;
  name: string | null;
  startTime: Date;
  cycling: boolean;
}

const refColumns = {
  id: activities.id,
  name: activities.name,
  startTime: activities.startTime,
  cycling: activities.cycling,
};

const SORT_COLUMNS = {
  date: activities.startTime,
  duration: activities.movingS,
  distance: activities.distanceM,
  elevation: activities.elevationGainM,
  np: activities.normalizedPowerW,
  // the load the list shows in this column: TSS, else the HR load of a ride without power
  tss: sql`coalesce(${activities.tss}, ${activities.hrLoad})`,
  if: activities.intensityFactor,
} as const;

const listColumns = {
  id: activities.id,
  name: activities.name,
  sport: activities.sport,
  cycling: activities.cycling,
  startTime: activities.startTime,
  movingS: activities.movingS,
  elapsedS: activities.elapsedS,
  distanceM: activities.distanceM,
  elevationGainM: activities.elevationGainM,
  hasPower: activities.hasPower,
  avgPowerW: activities.avgPowerW,
  normalizedPowerW: activities.normalizedPowerW,
  tss: activities.tss,
  intensityFactor: activities.intensityFactor,
  hrLoad: activities.hrLoad,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null } & {
  id: string;
  name: string | null;
  startTime: Date;
  hasPower: boolean;
  cycling: boolean;
};

/** A list row as stored: the service adds where its FTP comes from (`withFtpSources`). */
export type StoredListItem = Omit<ActivityListItem, 'ftpSource'>;

export function toListItem(r: ListRow): StoredListItem {
  return {
    id: r.id,
    name: r.name,
    sport: r.sport,
    cycling: r.cycling,
    startTime: r.startTime.toISOString(),
    durationS: r.movingS,
    elapsedS: r.elapsedS,
    distanceM: r.distanceM,
    elevationGainM: r.elevationGainM,
    hasPower: r.hasPower,
    avgPowerW: r.avgPowerW,
    normalizedPowerW: r.normalizedPowerW,
    tss: r.tss,
    intensityFactor: r.intensityFactor,
    hrLoad: r.hrLoad,
  };
}

export function createActivityRepository(db: Db) {
  // The ride list is the most read page: its queries are built once (per sort) as prepared statements, so a request
  // neither rebuilds their SQL nor (on PostgreSQL) has the server parse and plan it again.
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  const preparePage = (sort: ActivityListQuery['sort'], order: ActivityListQuery['order']) =>
    db
      .select(listColumns)
      .from(activities)
      .where(eq(activities.userId, sql.placeholder('userId')))
      .orderBy(
        sql`${SORT_COLUMNS[sort]} ${order === 'asc' ? sql`asc` : sql`desc`} nulls last`,
        desc(activities.startTime),
        asc(activities.id),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`rides_list_${sort}_${order}`);
  const listPage = (sort: ActivityListQuery['sort'], order: ActivityListQuery['order']) => {
    const key = `${sort}:${order}`;
    const found = pages.get(key);
    if (found) return found;
    const page = preparePage(sort, order);
    pages.set(key, page);
    return page;
  };
  // every activity (the pages) and the rides among them: another sport is listed but never counted as a ride
  const listCount = db
    .select({ n: count(), rides: sql<number>`count(*) filter (where ${activities.cycling})` })
    .from(activities)
    .where(eq(activities.userId, sql.placeholder('userId')))
    .prepare('rides_list_count');
  const own = (userId: string, id: string): SQL => and(eq(activities.userId, userId), eq(activities.id, id))!;
  /** Every write that changes the rider's training load bumps their ride version (see `rideVersions`). */
  const bumpVersion = async (userId: string, tx: DbOrTx) => {
    await tx
      .insert(rideVersions)
      .values({ userId, version: 1 })
      .onConflictDoUpdate({
        target: rideVersions.userId,
        set: { version: sql`${rideVersions.version} + 1` },
      });
  };
  return {
    db,
    async findByHash(userId: string, sha256: string): Promise<RideRef | null> {
      const [row] = await db
        .select(refColumns)
        .from(activities)
        .where(and(eq(activities.userId, userId), eq(activities.fileSha256, sha256)))
        .limit(1);
      return row ?? null;
    },

    /** The rider's rides that start between `from` and `to` (candidates for "the same ride", see same-ride.ts). */
    async ridesAround(
      userId: string,
      from: Date,
      to: Date,
      tx: DbOrTx = db,
    ): Promise<(RideRef & { elapsedS: number | null; fileFormat: string; fileSha256: string })[]> {
      return tx
        .select({
          ...refColumns,
          elapsedS: activities.elapsedS,
          fileFormat: activities.fileFormat,
          fileSha256: activities.fileSha256,
        })
        .from(activities)
        .where(
          and(eq(activities.userId, userId), gte(activities.startTime, from), lte(activities.startTime, to)),
        );
    },

    /**
     * Serialises the rider's imports until the transaction ends (a transaction-scoped advisory lock), so the check
     * for an overlapping ride and the insert happen as one step even with parallel uploads.
     */
    async lockRiderImports(userId: string, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${userId}`}))`);
    },

    /** Gives a stored ride without a title the one another copy of it carries (see activity-import.ts). */
    async nameIfUnnamed(userId: string, id: string, name: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(activities)
        .set({ name })
        .where(and(eq(activities.userId, userId), eq(activities.id, id), isNull(activities.name)));
    },

    /**
     * Puts a richer file's ride in place of a stored copy of the same ride (see same-ride.ts): the row keeps its id
     * (so plans, feedback, FTP entries and sources still point at it), its first source and its name when it has
     * one (the rider's or the first file's); every figure, the file and the streams become the new file's.
     */
    async replaceFile(id: string, activity: NewActivity, streams: NewStream[], tx: DbOrTx): Promise<void> {
      const { id: _id, userId, source: _s, externalId: _e, name, createdAt: _c, ...figures } = activity;
      await tx
        .update(activities)
        .set({ ...figures, name: sql`coalesce(${activities.name}, ${name ?? null})`, updatedAt: new Date() })
        .where(and(eq(activities.userId, userId), eq(activities.id, id)));
      await tx.delete(activityStreams).where(eq(activityStreams.activityId, id));
      if (streams.length > 0)
        await tx.insert(activityStreams).values(streams.map((s) => ({ ...s, activityId: id })));
      await bumpVersion(userId, tx);
    },

    async insert(activity: NewActivity, streams: NewStream[], tx: DbOrTx): Promise<void> {
      await tx.insert(activities).values(activity);
      if (streams.length > 0) await tx.insert(activityStreams).values(streams);
      await bumpVersion(activity.userId, tx);
    },

    async list(
      userId: string,
      q: ActivityListQuery,
    ): Promise<{ items: StoredListItem[]; total: number; rides: number }> {
      // The page and the count are independent reads: in parallel, two round trips become one on PostgreSQL.
      const [rows, [total]] = await Promise.all([
        listPage(q.sort, q.order).execute({
          userId,
          limit: q.pageSize,
          offset: (q.page - 1) * q.pageSize,
        }),
        listCount.execute({ userId }),
      ]);
      return {
        items: rows.map((r) => toListItem(r as ListRow)),
        total: Number(total?.n ?? 0),
        rides: Number(total?.rides ?? 0),
      };
    },

    async latest(userId: string): Promise<StoredListItem | null> {
      const [row] = await db
        .select(listColumns)
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.startTime))
        .limit(1);
      return row ? toListItem(row as ListRow) : null;
    },

    async find(userId: string, id: string): Promise<ActivityRow | null> {
      const [row] = await db.select().from(activities).where(own(userId, id)).limit(1);
      return row ?? null;
    },

    async streams(userId: string, id: string, channels?: string[], tx: DbOrTx = db) {
      const conditions = [eq(activityStreams.userId, userId), eq(activityStreams.activityId, id)];
      if (channels) conditions.push(inArray(activityStreams.channel, channels));
      return tx
        .select({
          channel: activityStreams.channel,
          encoding: activityStreams.encoding,
          sampleCount: activityStreams.sampleCount,
          data: activityStreams.data,
        })
        .from(activityStreams)
        .where(and(...conditions));
    },

    /** Sets the ride's name; null goes back to the default name. */
    async rename(userId: string, id: string, name: string | null): Promise<boolean> {
      const rows = await db
        .update(activities)
        .set({ name, updatedAt: new Date() })
        .where(own(userId, id))
        .returning({ id: activities.id });
      return rows.length > 0;
    },

    /** Deletes the ride (streams and suggestions cascade); returns its file hash, null when not found. */
    /** Deletes the ride; `then` runs in the same transaction when it existed (the "rides changed" event). */
    async delete(userId: string, id: string, then?: (tx: DbOrTx) => Promise<void>): Promise<string | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(activities)
          .where(own(userId, id))
          .returning({ sha: activities.fileSha256 });
        if (rows[0]) await bumpVersion(userId, tx);
        if (rows[0]) await then?.(tx);
        return rows[0]?.sha ?? null;
      });
    },

    /** What re-scoring after an FTP change needs of every ride. */
    async scoringFacts(userId: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: activities.id,
          startTime: activities.startTime,
          movingS: activities.movingS,
          normalizedPowerW: activities.normalizedPowerW,
          ftpUsedW: activities.ftpUsedW,
          ftpEstimateW: activities.ftpEstimateW,
          powerCurve: activities.powerCurve,
          cycling: activities.cycling,
        })
        .from(activities)
        .where(eq(activities.userId, userId));
    },

    /** One UPDATE … FROM (VALUES …) per chunk: re-scoring 1,000 rides is a handful of statements. */
    async updateScores(
      userId: string,
      updates: {
        id: string;
        ftpUsedW: number | null;
        intensityFactor: number | null;
        tss: number | null;
        ftpEstimateW: number | null;
      }[],
      tx: DbOrTx = db,
    ): Promise<void> {
      if (updates.length > 0) await bumpVersion(userId, tx);
      for (let i = 0; i < updates.length; i += 500) {
        const values = sql.join(
          updates
            .slice(i, i + 500)
            .map(
              (u) =>
                sql`(${u.id}, ${u.ftpUsedW}::float8, ${u.intensityFactor}::float8, ${u.tss}::float8, ${u.ftpEstimateW}::float8)`,
            ),
          sql`, `,
        );
        await tx.execute(sql`
          update ${activities} as a
             set ftp_used_w = v.ftp, intensity_factor = v.if_, tss = v.tss, ftp_estimate_w = v.est,
                 updated_at = now()
            from (values ${values}) as v(id, ftp, if_, tss, est)
           where a.id = v.id and a.user_id = ${userId}`);
      }
    },

    /**
     * Rides of any rider whose stored power curve predates exact-duration curves (`power_curve_kind` null), a chunk
     * at a time for the start-up back-fill (power-curve-backfill.ts); each row names its rider, whose streams the
     * back-fill then reads with the rider's id like every other read.
     */
    async legacyPowerCurves(limit: number): Promise<{ id: string; userId: string }[]> {
      return db
        .select({ id: activities.id, userId: activities.userId })
        .from(activities)
        .where(and(isNotNull(activities.powerCurve), isNull(activities.powerCurveKind)))
        .orderBy(asc(activities.id))
        .limit(limit);
    },

    /** Stores a re-computed curve and what it holds (one rider's ride). */
    async setPowerCurve(userId: string, id: string, curve: Uint8Array | null, kind: string): Promise<void> {
      await db
        .update(activities)
        .set({
          ...(curve ? { powerCurve: Buffer.from(curve) } : {}),
          powerCurveKind: kind,
          updatedAt: new Date(),
        })
        .where(own(userId, id));
    },

    /** Rides whose HR load was computed with other settings than `key` (and that have heart rate). */
    async staleHrLoads(userId: string, key: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            isNotNull(activities.avgHeartRateBpm),
            or(isNull(activities.hrLoadKey), ne(activities.hrLoadKey, key)),
          ),
        )
        .orderBy(asc(activities.id))
        .limit(limit);
    },

    /** Writes re-computed HR loads (with the settings key they were computed with) and bumps the ride version. */
    async updateHrLoads(
      userId: string,
      updates: { id: string; hrLoad: number | null }[],
      key: string,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (updates.length === 0) return;
      await bumpVersion(userId, tx);
      const values = sql.join(
        updates.map((u) => sql`(${u.id}, ${u.hrLoad}::float8)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${activities} as a
           set hr_load = v.hr, hr_load_key = ${key}, updated_at = now()
          from (values ${values}) as v(id, hr)
         where a.id = v.id and a.user_id = ${userId}`);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
