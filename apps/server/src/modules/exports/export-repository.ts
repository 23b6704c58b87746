import type { DataExportStatus } from '@domestique/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dataExports, user } from '../../db/schema.ts';

export interface ExportRecord {
  id: string;
  userId: string;
  status: DataExportStatus;
  language: string;
  fileBytes: number | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const columns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  language: dataExports.language,
  fileBytes: dataExports.fileBytes,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};
const record = (r: Record<string, unknown>) => r as unknown as ExportRecord;

/** `data_exports`: every read and write is filtered by the rider (an export id alone opens nothing). */
export function createExportRepository(db: Db) {
  return {
    db,
    /**
     * A new export, or null when one is already building for the rider (the partial unique index decides, so two
     * requests at once cannot both start one).
     */
    async insert(id: string, userId: string, language: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(dataExports)
        .values({ id, userId, status: 'building', language })
        .onConflictDoNothing()
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },
    async building(userId: string): Promise<ExportRecord | null> {
      const [row] = await db
        .select(columns)
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')));
      return row ? record(row) : null;
    },
    async find(userId: string, id: string): Promise<ExportRecord | null> {
      const [row] = await db
        .select(columns)
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.id, id)));
      return row ? record(row) : null;
    },
    async latest(userId: string): Promise<ExportRecord | null> {
      const [row] = await db
        .select(columns)
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row ? record(row) : null;
    },
    /** The job's view of an export (by id only: the job's payload is trusted, it was written by the server). */
    async forJob(id: string): Promise<ExportRecord | null> {
      const [row] = await db.select(columns).from(dataExports).where(eq(dataExports.id, id));
      return row ? record(row) : null;
    },
    async markReady(
      id: string,
      v: { fileBytes: number; tokenHash: string; readyAt: Date; expiresAt: Date },
      tx: DbOrTx,
    ): Promise<boolean> {
      const rows = await tx
        .update(dataExports)
        .set({ status: 'ready', ...v })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },
    async markFailed(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
    },
    /**
     * Spends the emailed link: the one ready, unexpired export whose token hashes to `tokenHash` and was never used,
     * marked used in the same statement (two clicks at once: one wins). Null when there is none.
     */
    async spendToken(tokenHash: string, now: Date): Promise<ExportRecord | null> {
      const [row] = await db
        .update(dataExports)
        .set({ tokenUsedAt: now })
        .where(
          and(
            eq(dataExports.tokenHash, tokenHash),
            isNull(dataExports.tokenUsedAt),
            eq(dataExports.status, 'ready'),
            gt(dataExports.expiresAt, now),
          ),
        )
        .returning(columns);
      return row ? record(row) : null;
    },
    /** Ready exports past their expiry (the sweep deletes their files, then marks them expired). */
    async expiredReady(now: Date, limit = 100): Promise<ExportRecord[]> {
      const rows = await db
        .select(columns)
        .from(dataExports)
        .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
        .limit(limit);
      return rows.map(record);
    },
    /** The rider's other ready exports (a new one replaces them: one archive per rider on disk). */
    async otherReady(userId: string, keepId: string): Promise<ExportRecord[]> {
      const rows = await db
        .select(columns)
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            sql`${dataExports.id} <> ${keepId}`,
          ),
        );
      return rows.map(record);
    },
    /** Builds stuck past `before` (their job gave up or vanished): failed, so the rider may ask again. */
    async failStale(before: Date): Promise<string[]> {
      const rows = await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.status, 'building'), lt(dataExports.createdAt, before)))
        .returning({ id: dataExports.id });
      return rows.map((r) => r.id);
    },
    /** Who the "ready" mail goes to. */
    async recipient(userId: string): Promise<{ email: string; name: string } | null> {
      const [row] = await db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },
    async markExpired(id: string): Promise<void> {
      await db.update(dataExports).set({ status: 'expired', tokenHash: null }).where(eq(dataExports.id, id));
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
