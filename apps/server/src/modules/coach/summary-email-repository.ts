import type { SummaryPeriod } from '@domestique/coach';
import type { Language, SummaryEmailSettings, SummaryEmailSettingsInput } from '@domestique/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { coachSummaries, summaryEmailSettings } from '../../db/schema.ts';

/** Both on: a rider who verified their address hears from the coach unless they say otherwise (documented). */
export const SUMMARY_EMAIL_DEFAULTS: SummaryEmailSettings = { week: true, month: true };

/** What the summary e-mails store: the rider's two settings, and each summary's e-mail decision. */
export function createSummaryEmailRepository(db: Db) {
  return {
    db,

    async settings(userId: string): Promise<SummaryEmailSettings> {
      const [row] = await db
        .select({ week: summaryEmailSettings.week, month: summaryEmailSettings.month })
        .from(summaryEmailSettings)
        .where(eq(summaryEmailSettings.userId, userId))
        .limit(1);
      return row ?? { ...SUMMARY_EMAIL_DEFAULTS };
    },

    /** Writes the kinds given (an omitted one keeps its value, or its default on the first write). */
    async saveSettings(userId: string, input: SummaryEmailSettingsInput): Promise<SummaryEmailSettings> {
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const [row] = await db
        .insert(summaryEmailSettings)
        .values({ userId, ...SUMMARY_EMAIL_DEFAULTS, ...given })
        .onConflictDoUpdate({
          target: summaryEmailSettings.userId,
          set: { ...given, updatedAt: new Date() },
        })
        .returning({ week: summaryEmailSettings.week, month: summaryEmailSettings.month });
      if (!row) throw new Error('summary e-mail settings not stored');
      return row;
    },

    /** Who the mail goes to, in which language, and whether the address is verified. */
    async recipient(
      userId: string,
    ): Promise<{ email: string; name: string; verified: boolean; language: Language } | null> {
      const [row] = await db
        .select({
          email: user.email,
          name: user.name,
          verified: user.emailVerified,
          language: user.language,
        })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return row ? { ...row, language: row.language as Language } : null;
    },

    /**
     * Records a summary's e-mail decision, only while none is recorded: true when this call recorded it (the caller
     * then queues the mail in the same `tx`), false when another run did — what makes the mail at most once.
     */
    async claim(
      summaryId: string,
      decision: { status: string; tokenHash: string | null; at: Date | null },
      tx: DbOrTx,
    ): Promise<boolean> {
      const rows = await tx
        .update(coachSummaries)
        .set({
          emailStatus: decision.status,
          emailedAt: decision.at,
          unsubscribeTokenHash: decision.tokenHash,
        })
        .where(and(eq(coachSummaries.id, summaryId), isNull(coachSummaries.emailStatus)))
        .returning({ id: coachSummaries.id });
      return rows.length > 0;
    },

    /** The rider and kind of the mail whose unsubscribe token hashes to `hash`. */
    async byUnsubscribeHash(hash: string): Promise<{ userId: string; period: SummaryPeriod } | null> {
      const [row] = await db
        .select({ userId: coachSummaries.userId, period: coachSummaries.period })
        .from(coachSummaries)
        .where(eq(coachSummaries.unsubscribeTokenHash, hash))
        .limit(1);
      return row ? { userId: row.userId, period: row.period as SummaryPeriod } : null;
    },
  };
}

export type SummaryEmailRepository = ReturnType<typeof createSummaryEmailRepository>;
