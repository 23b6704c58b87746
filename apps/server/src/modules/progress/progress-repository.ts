import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, profiles, rideVersions, strengthLogs } from '../../db/schema.ts';

/** Training load of a ride: TSS, or hrTSS for a ride without power (both on the TSS scale). */
const rideLoad = sql`coalesce(${activities.tss}, ${activities.hrLoad}, 0)`;

export function createProgressRepository(db: Db) {
  return {
    /**
     * Σ load per local day (`YYYY-MM-DD` in `timeZone`) over the rider's whole history, oldest first: rides (TSS or
     * hrTSS) and logged strength sessions (their session-RPE estimate in TSS units, on the day the rider logged).
     */
    async dailyLoads(
      userId: string,
      timeZone: string,
      /** Leave out the rides stored from this source (Strava's rides never reach a language model: modules/mcp). */
      withoutSource: string | null = null,
    ): Promise<{ day: string; load: number }[]> {
      const result = await db.execute<{ day: string; load: number }>(sql`
        select day, sum(load)::float8 as load from (
          select ((${activities.startTime} at time zone ${timeZone})::date)::text as day, ${rideLoad} as load
            from ${activities} where ${activities.userId} = ${userId}
              and (${withoutSource}::text is null or ${activities.source} <> ${withoutSource})
          union all
          select ${strengthLogs.doneOn}::text as day, ${strengthLogs.tss} as load
            from ${strengthLogs} where ${strengthLogs.userId} = ${userId}
        ) loads group by day order by day`);
      return result.rows.map((r) => ({ day: r.day, load: Number(r.load) }));
    },

    /**
     * The rider's time zone and ride version (bumped with every ride or strength log added, deleted or re-scored): the key of the
     * daily-load cache, two primary-key reads instead of the GROUP BY.
     */
    async loadState(userId: string): Promise<{ timeZone: string | null; version: string }> {
      const result = await db.execute<{ version: number | null; time_zone: string | null }>(sql`
        select (select ${rideVersions.version} from ${rideVersions} where ${rideVersions.userId} = ${userId}) as version,
               (select ${profiles.timezone} from ${profiles} where ${profiles.userId} = ${userId}) as time_zone`);
      const row = result.rows[0];
      return { timeZone: row?.time_zone ?? null, version: String(row?.version ?? 0) };
    },

    /**
     * How many of the rider's cycling rides hold power, and how many of those started at or after `since` (the rides
     * that may still suggest an FTP: coach `FTP_SUGGESTION_MAX_AGE_DAYS`).
     */
    async powerRides(userId: string, since: Date): Promise<{ count: number; recent: number }> {
      const result = await db.execute<{ count: number; recent: number }>(sql`
        select count(*)::int as count,
               (count(*) filter (where ${activities.startTime} >= ${since.toISOString()}::timestamptz))::int as recent
          from ${activities}
         where ${activities.userId} = ${userId} and ${activities.cycling} and ${activities.powerCurve} is not null`);
      const row = result.rows[0];
      return { count: Number(row?.count ?? 0), recent: Number(row?.recent ?? 0) };
    },

    /**
     * Stored curves of the rider's rides (cycling only: another sport's power is not a cycling best) that start in
     * [`since`, `until`] (null = unbounded) and hold `curveBytes` bytes. Aggregated into one row (ids joined, curves
     * concatenated) so the drivers parse two values instead of 1,000 rows: the hot part of a season curve,
     * especially on PGlite.
     */
    async curves(userId: string, since: Date | null, curveBytes: number, until: Date | null = null) {
      const result = await db.execute<{ ids: string | null; curves: Uint8Array | null }>(sql`
        select string_agg(${activities.id}, ',' order by ${activities.id}) as ids,
               string_agg(${activities.powerCurve}, ''::bytea order by ${activities.id}) as curves
          from ${activities}
         where ${activities.userId} = ${userId}
           and ${activities.cycling}
           and octet_length(${activities.powerCurve}) = ${curveBytes}
           ${since ? sql`and ${activities.startTime} >= ${since.toISOString()}::timestamptz` : sql``}
           ${until ? sql`and ${activities.startTime} <= ${until.toISOString()}::timestamptz` : sql``}`);
      const row = result.rows[0];
      if (!row?.ids || !row.curves) return [];
      const bytes = new Uint8Array(row.curves.buffer, row.curves.byteOffset, row.curves.byteLength);
      return row.ids.split(',').map((id, i) => ({
        id,
        powerCurve: bytes.subarray(i * curveBytes, (i + 1) * curveBytes),
      }));
    },

    async startTimes(userId: string, ids: string[]): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: activities.id, startTime: activities.startTime })
        .from(activities)
        .where(and(eq(activities.userId, userId), inArray(activities.id, ids)));
      return new Map(rows.map((r) => [r.id, r.startTime]));
    },

    /**
     * Ride totals per ISO week (Monday) or calendar month in the rider's time zone, from `fromDay` up to (not
     * including) `beforeDay`. Rides only:
     * another sport's hours and kilometres are not riding (its load still counts in the fitness chart).
     */
    async totals(
      userId: string,
      timeZone: string,
      period: 'week' | 'month',
      fromDay: string,
      beforeDay: string,
    ) {
      const local = sql`(${activities.startTime} at time zone ${timeZone})`;
      const start = sql<string>`(date_trunc(${period}, ${local})::date)::text`;
      const rows = await db
        .select({
          start,
          rides: sql<number>`count(*)::int`,
          movingS: sql<number>`coalesce(sum(${activities.movingS}), 0)::float8`,
          distanceM: sql<number>`coalesce(sum(${activities.distanceM}), 0)::float8`,
          elevationGainM: sql<number>`coalesce(sum(${activities.elevationGainM}), 0)::float8`,
          tss: sql<number>`coalesce(sum(${rideLoad}), 0)::float8`,
          workKj: sql<number>`coalesce(sum(${activities.workKj}), 0)::float8`,
        })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.cycling, true),
            sql`${local}::date >= ${fromDay}::date`,
            sql`${local}::date < ${beforeDay}::date`,
          ),
        )
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((r) => ({
        start: r.start,
        rides: Number(r.rides),
        movingS: Number(r.movingS),
        distanceM: Number(r.distanceM),
        elevationGainM: Number(r.elevationGainM),
        tss: Number(r.tss),
        workKj: Number(r.workKj),
      }));
    },

    /** The local day of the rider's latest ride (cycling), or null without one: where the totals open. */
    async latestRideDay(userId: string, timeZone: string): Promise<string | null> {
      const [row] = await db
        .select({ day: sql<string>`((max(${activities.startTime}) at time zone ${timeZone})::date)::text` })
        .from(activities)
        .where(and(eq(activities.userId, userId), eq(activities.cycling, true)));
      return row?.day ?? null;
    },

    /** Whether the rider has a ride (cycling) on a local day before `day`: is there an older page of totals? */
    async hasRideBefore(userId: string, timeZone: string, day: string): Promise<boolean> {
      const local = sql`(${activities.startTime} at time zone ${timeZone})`;
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.cycling, true),
            sql`${local}::date < ${day}::date`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
