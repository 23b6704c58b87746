import type { StrengthLog } from '@domestique/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profiles, rideVersions, strengthLogs } from '../../db/schema.ts';
import type { Publish } from '../../events/domain-events.ts';

const columns = {
  id: strengthLogs.id,
  sessionId: strengthLogs.sessionId,
  doneOn: strengthLogs.doneOn,
  durationS: strengthLogs.durationS,
  rpe: strengthLogs.rpe,
  tss: strengthLogs.tss,
  createdAt: strengthLogs.createdAt,
};

function toLog(row: {
  id: string;
  sessionId: string;
  doneOn: string;
  durationS: number;
  rpe: number;
  tss: number;
  createdAt: Date;
}): StrengthLog {
  return {
    id: row.id,
    sessionId: row.sessionId,
    date: row.doneOn,
    durationS: row.durationS,
    rpe: row.rpe,
    tss: row.tss,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Strength sessions the rider did. A log's load counts in the daily load (progress), so every write bumps the
 * rider's load version (`ride_versions`) in the same transaction, as ride writes do: cached daily loads stay right.
 * Every write publishes "strength logs changed" in its transaction (the plan marks its strength sessions done).
 */
export function createStrengthRepository(db: Db, publish?: Publish) {
  const changed = (tx: DbOrTx, userId: string, dates: string[]) =>
    publish?.(tx, 'strengthLogsChanged', { userId, dates }) ?? Promise.resolve();
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
    async timeZone(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ timezone: profiles.timezone })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row?.timezone ?? null;
    },

    async insert(row: typeof strengthLogs.$inferInsert): Promise<StrengthLog> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(strengthLogs).values(row).returning(columns);
        await bumpVersion(row.userId, tx);
        await changed(tx, row.userId, [row.doneOn]);
        return toLog(created!);
      });
    },

    /** The rider's logs, newest day first, optionally of one session. */
    async list(userId: string, limit: number, sessionId?: string): Promise<StrengthLog[]> {
      const rows = await db
        .select(columns)
        .from(strengthLogs)
        .where(
          sessionId
            ? and(eq(strengthLogs.userId, userId), eq(strengthLogs.sessionId, sessionId))
            : eq(strengthLogs.userId, userId),
        )
        .orderBy(desc(strengthLogs.doneOn), desc(strengthLogs.createdAt))
        .limit(limit);
      return rows.map(toLog);
    },

    async delete(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(strengthLogs)
          .where(and(eq(strengthLogs.userId, userId), eq(strengthLogs.id, id)))
          .returning({ id: strengthLogs.id, doneOn: strengthLogs.doneOn });
        if (rows.length > 0) {
          await bumpVersion(userId, tx);
          await changed(
            tx,
            userId,
            rows.map((r) => r.doneOn),
          );
        }
        return rows.length > 0;
      });
    },
  };
}

export type StrengthRepository = ReturnType<typeof createStrengthRepository>;
