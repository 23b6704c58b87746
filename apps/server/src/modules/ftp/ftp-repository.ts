import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { activities, ftpHistory, ftpSuggestions, profiles } from '../../db/schema.ts';

export type FtpHistoryRow = typeof ftpHistory.$inferSelect;
export type FtpSuggestionRow = typeof ftpSuggestions.$inferSelect;

export interface ProfileFtpFacts {
  ftp: number | null;
  weight: number;
  weightUnit: string;
  experienceLevel: string;
  timezone: string | null;
  lthr: number | null;
  maxHr: number | null;
  restingHr: number | null;
}

export interface SuggestionWithActivity extends FtpSuggestionRow {
  activityName: string | null;
  activityStartTime: Date;
  activityCycling: boolean;
  /** How the ride was recognised as an FTP test (for `ftp_test_*` suggestions). */
  activityFtpTestEvidence: string | null;
}

export function createFtpRepository(db: Db) {
  return {
    async history(userId: string, tx: DbOrTx = db): Promise<FtpHistoryRow[]> {
      return tx
        .select()
        .from(ftpHistory)
        .where(eq(ftpHistory.userId, userId))
        .orderBy(asc(ftpHistory.createdAt), asc(ftpHistory.id));
    },

    async insertHistory(row: typeof ftpHistory.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(ftpHistory).values(row);
    },

    async profileFacts(userId: string, tx: DbOrTx = db): Promise<ProfileFtpFacts | null> {
      const [row] = await tx
        .select({
          ftp: profiles.ftp,
          weight: profiles.weight,
          weightUnit: profiles.weightUnit,
          experienceLevel: profiles.experienceLevel,
          timezone: profiles.timezone,
          lthr: profiles.lthr,
          maxHr: profiles.maxHr,
          restingHr: profiles.restingHr,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ?? null;
    },

    async setProfileFtp(userId: string, ftpW: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(profiles)
        .set({ ftp: ftpW, knowsFtp: true, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
    },

    async pendingSuggestion(userId: string, tx: DbOrTx = db): Promise<SuggestionWithActivity | null> {
      const rows = await this.suggestions(userId, { status: 'pending' }, tx);
      return rows[0] ?? null;
    },

    async suggestions(
      userId: string,
      filter: { id?: string; status?: string; activityId?: string },
      tx: DbOrTx = db,
    ): Promise<SuggestionWithActivity[]> {
      const conditions = [eq(ftpSuggestions.userId, userId)];
      if (filter.id) conditions.push(eq(ftpSuggestions.id, filter.id));
      if (filter.status) conditions.push(eq(ftpSuggestions.status, filter.status));
      if (filter.activityId) conditions.push(eq(ftpSuggestions.activityId, filter.activityId));
      const rows = await tx
        .select({
          s: ftpSuggestions,
          activityName: activities.name,
          activityStartTime: activities.startTime,
          activityCycling: activities.cycling,
          activityFtpTestEvidence: activities.ftpTestEvidence,
        })
        .from(ftpSuggestions)
        .innerJoin(
          activities,
          and(eq(activities.id, ftpSuggestions.activityId), eq(activities.userId, userId)),
        )
        .where(and(...conditions))
        .orderBy(desc(ftpSuggestions.createdAt));
      return rows.map((r) => ({
        ...r.s,
        activityName: r.activityName,
        activityStartTime: r.activityStartTime,
        activityCycling: r.activityCycling,
        activityFtpTestEvidence: r.activityFtpTestEvidence,
      }));
    },

    async insertSuggestion(row: typeof ftpSuggestions.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(ftpSuggestions).values(row);
    },

    async deleteSuggestion(userId: string, id: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .delete(ftpSuggestions)
        .where(and(eq(ftpSuggestions.userId, userId), eq(ftpSuggestions.id, id)));
    },

    /** Moves a pending suggestion to `status`; false when it was no longer pending (decided concurrently). */
    async decide(
      userId: string,
      id: string,
      status: 'accepted' | 'dismissed',
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(ftpSuggestions)
        .set({ status, decidedAt: new Date() })
        .where(
          and(
            eq(ftpSuggestions.userId, userId),
            eq(ftpSuggestions.id, id),
            eq(ftpSuggestions.status, 'pending'),
          ),
        )
        .returning({ id: ftpSuggestions.id });
      return rows.length > 0;
    },
  };
}

export type FtpRepository = ReturnType<typeof createFtpRepository>;
