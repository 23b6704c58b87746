import {
  type CheckIn,
  type Feel,
  type Readiness,
  readiness,
  type UnavailableReason,
} from '@domestique/coach';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { calendarFeeds, checkIns, rideFeedback, unavailableDays } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export interface StoredCheckIn extends CheckIn {
  readiness: number;
  band: Readiness['band'];
  updatedAt: Date;
}

export interface StoredFeedback {
  activityId: string;
  rpe: number | null;
  feel: Feel | null;
  updatedAt: Date;
}

export interface StoredRange {
  id: string;
  from: string;
  to: string;
  reason: UnavailableReason;
  createdAt: Date;
}

const checkInOf = (r: typeof checkIns.$inferSelect): StoredCheckIn => ({
  date: r.date,
  sleep: r.sleep,
  fatigue: r.fatigue,
  soreness: r.soreness,
  stress: r.stress,
  motivation: r.motivation,
  restingHrBpm: r.restingHrBpm,
  hrvMs: r.hrvMs,
  readiness: r.readiness,
  band: r.readinessBand as Readiness['band'],
  updatedAt: r.updatedAt,
});

const rangeOf = (r: typeof unavailableDays.$inferSelect): StoredRange => ({
  id: r.id,
  from: r.fromDate,
  to: r.toDate,
  reason: r.reason as UnavailableReason,
  createdAt: r.createdAt,
});

/** Check-ins, ride feedback, unavailable days and calendar feeds: what the rider tells the coach. */
export function createWellnessRepository(
  db: Db,
  /** Whether the rider granted the health-data consent, asked again in the check-in's own transaction (locks it). */
  healthConsent: (userId: string, tx: DbOrTx) => Promise<boolean> = async () => false,
) {
  return {
    db,
    async checkIns(userId: string, from: string, to: string, tx: DbOrTx = db): Promise<StoredCheckIn[]> {
      const rows = await tx
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.userId, userId), gte(checkIns.date, from), lte(checkIns.date, to)))
        .orderBy(desc(checkIns.date));
      return rows.map(checkInOf);
    },

    /** Makes or replaces the rider's check-in of `c.date`. */
    async saveCheckIn(userId: string, id: string, c: StoredCheckIn, tx: DbOrTx): Promise<void> {
      // the service asked before; asked again here, in the write, so a withdrawal running meanwhile cannot be missed
      const health = (['restingHrBpm', 'hrvMs'] as const).filter((f) => c[f] != null);
      if (health.length > 0 && !(await healthConsent(userId, tx)))
        throw new HttpError(
          400,
          'health_consent_required',
          Object.fromEntries(health.map((f) => [f, 'health_consent_required'])),
        );
      const values = {
        sleep: c.sleep,
        fatigue: c.fatigue,
        soreness: c.soreness,
        stress: c.stress,
        motivation: c.motivation,
        restingHrBpm: c.restingHrBpm ?? null,
        hrvMs: c.hrvMs ?? null,
        readiness: c.readiness,
        readinessBand: c.band,
        updatedAt: c.updatedAt,
      };
      await tx
        .insert(checkIns)
        .values({ id, userId, date: c.date, ...values })
        .onConflictDoUpdate({ target: [checkIns.userId, checkIns.date], set: values });
    },

    /**
     * Deletes the resting HR and HRV of every check-in of the rider (the health-data consent withdrawn) and stores
     * each check-in's readiness again as the coach computes it from what is left (coach `readiness`, baselines from
     * the same nulled history), so the stored number never rests on deleted values. Returns how many check-ins
     * lost a value. Runs in the caller's transaction.
     */
    async eraseHealthData(userId: string, tx: DbOrTx): Promise<number> {
      const cleared = await tx
        .update(checkIns)
        .set({ restingHrBpm: null, hrvMs: null })
        .where(
          and(eq(checkIns.userId, userId), or(isNotNull(checkIns.restingHrBpm), isNotNull(checkIns.hrvMs))),
        )
        .returning({ id: checkIns.id });
      if (cleared.length === 0) return 0;
      const rows = (await tx.select().from(checkIns).where(eq(checkIns.userId, userId))).map((r) => ({
        id: r.id,
        c: checkInOf(r),
      }));
      const all = rows.map((r) => r.c);
      for (const { id, c } of rows) {
        const r = readiness(c, all);
        if (r.score === c.readiness && r.band === c.band) continue;
        await tx
          .update(checkIns)
          .set({ readiness: r.score, readinessBand: r.band })
          .where(eq(checkIns.id, id));
      }
      return cleared.length;
    },

    async feedback(userId: string, activityIds?: readonly string[]): Promise<StoredFeedback[]> {
      if (activityIds?.length === 0) return [];
      const rows = await db
        .select()
        .from(rideFeedback)
        .where(
          and(
            eq(rideFeedback.userId, userId),
            activityIds ? inArray(rideFeedback.activityId, [...activityIds]) : undefined,
          ),
        );
      return rows.map((r) => ({
        activityId: r.activityId,
        rpe: r.rpe,
        feel: r.feel as Feel | null,
        updatedAt: r.updatedAt,
      }));
    },

    async saveFeedback(userId: string, f: StoredFeedback, tx: DbOrTx): Promise<void> {
      const values = { rpe: f.rpe, feel: f.feel, updatedAt: f.updatedAt };
      await tx
        .insert(rideFeedback)
        .values({ activityId: f.activityId, userId, ...values })
        .onConflictDoUpdate({
          target: rideFeedback.activityId,
          set: values,
          setWhere: eq(rideFeedback.userId, userId),
        });
    },

    /** Ranges that overlap [`from`, `to`], earliest first. */
    async ranges(userId: string, from: string, to: string): Promise<StoredRange[]> {
      const rows = await db
        .select()
        .from(unavailableDays)
        .where(
          and(
            eq(unavailableDays.userId, userId),
            lte(unavailableDays.fromDate, to),
            gte(unavailableDays.toDate, from),
          ),
        )
        .orderBy(asc(unavailableDays.fromDate), asc(unavailableDays.id));
      return rows.map(rangeOf);
    },

    async insertRange(userId: string, r: StoredRange, tx: DbOrTx): Promise<void> {
      await tx.insert(unavailableDays).values({
        id: r.id,
        userId,
        fromDate: r.from,
        toDate: r.to,
        reason: r.reason,
        createdAt: r.createdAt,
      });
    },

    /** Deletes the rider's range; returns it, or null when it is not theirs. */
    async deleteRange(userId: string, id: string, tx: DbOrTx): Promise<StoredRange | null> {
      const [row] = await tx
        .delete(unavailableDays)
        .where(and(eq(unavailableDays.userId, userId), eq(unavailableDays.id, id)))
        .returning();
      return row ? rangeOf(row) : null;
    },

    async liveFeed(userId: string): Promise<{ id: string; createdAt: Date } | null> {
      const [row] = await db
        .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Revokes the rider's live feed (if any) and stores a new one, in one transaction. */
    async rotateFeed(userId: string, id: string, tokenHash: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(calendarFeeds)
          .set({ revokedAt: at })
          .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
        await tx.insert(calendarFeeds).values({ id, userId, tokenHash, createdAt: at });
      });
    },

    async revokeFeed(userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(calendarFeeds)
        .set({ revokedAt: at })
        .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
        .returning({ id: calendarFeeds.id });
      return rows.length > 0;
    },

    /** The rider a live feed token (by its hash) belongs to. */
    async feedOwner(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)))
        .limit(1);
      return row?.userId ?? null;
    },
  };
}

export type WellnessRepository = ReturnType<typeof createWellnessRepository>;
