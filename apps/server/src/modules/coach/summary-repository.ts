import { randomUUID } from 'node:crypto';
import type { Fact, SummaryPeriod } from '@domestique/coach';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { coachSummaries, profiles } from '../../db/schema.ts';
import { type StoredNarration, storedNarrationSchema } from './summary-narration.ts';

/** A stored summary: its period and facts (worded when read). */
export interface StoredSummary {
  id: string;
  period: SummaryPeriod;
  from: string;
  to: string;
  facts: Fact[];
  source: 'template' | 'model';
  createdAt: Date;
  /** Its e-mail's fate once decided (sent, off, unverified, late); null until the build job decides. */
  emailStatus: string | null;
  /** The model's narration, once tried (null: never; an unreadable one reads as never shown). */
  narration: StoredNarration | null;
}

type Row = typeof coachSummaries.$inferSelect;
const toStored = (r: Row): StoredSummary => ({
  id: r.id,
  period: r.period as SummaryPeriod,
  from: r.fromDay,
  to: r.toDay,
  facts: r.facts as Fact[],
  source: r.source as StoredSummary['source'],
  createdAt: r.createdAt,
  emailStatus: r.emailStatus,
  narration: r.narration == null ? null : (storedNarrationSchema.safeParse(r.narration).data ?? null),
});

export function createSummaryRepository(db: Db) {
  return {
    async find(userId: string, period: SummaryPeriod, from: string): Promise<StoredSummary | null> {
      const [row] = await db
        .select()
        .from(coachSummaries)
        .where(
          and(
            eq(coachSummaries.userId, userId),
            eq(coachSummaries.period, period),
            eq(coachSummaries.fromDay, from),
          ),
        )
        .limit(1);
      return row ? toStored(row) : null;
    },

    /** The rider's summaries of one kind, newest first. */
    async list(
      userId: string,
      period: SummaryPeriod,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<StoredSummary[]> {
      const rows = await tx
        .select()
        .from(coachSummaries)
        .where(and(eq(coachSummaries.userId, userId), eq(coachSummaries.period, period)))
        .orderBy(desc(coachSummaries.fromDay))
        .limit(limit);
      return rows.map(toStored);
    },

    /**
     * Stores a summary unless that rider's period is stored already (the unique index decides, so two builders at
     * once store one); returns the stored one either way.
     */
    async insert(
      userId: string,
      summary: { period: SummaryPeriod; from: string; to: string; facts: Fact[] },
    ): Promise<StoredSummary> {
      await db
        .insert(coachSummaries)
        .values({
          id: randomUUID(),
          userId,
          period: summary.period,
          fromDay: summary.from,
          toDay: summary.to,
          facts: summary.facts,
          source: 'template',
        })
        .onConflictDoNothing();
      const stored = await this.find(userId, summary.period, summary.from);
      if (!stored) throw new Error('summary not stored');
      return stored;
    },

    /**
     * Keeps the first narration of a summary (a second narrator at once, or a re-run, changes nothing); `source`
     * becomes `model` when the model wrote at least one of its paragraphs. Returns the summary as stored.
     */
    async saveNarration(
      userId: string,
      summary: StoredSummary,
      narration: StoredNarration,
    ): Promise<StoredSummary> {
      const byModel = narration.paragraphs.some((p) => p.byModel);
      const [row] = await db
        .update(coachSummaries)
        .set({ narration, ...(byModel ? { source: 'model' } : {}) })
        .where(
          and(
            eq(coachSummaries.id, summary.id),
            eq(coachSummaries.userId, userId),
            isNull(coachSummaries.narration),
          ),
        )
        .returning();
      return row ? toStored(row) : ((await this.find(userId, summary.period, summary.from)) ?? summary);
    },

    /**
     * Every rider with a profile, their time zone, the first day of their newest weekly and monthly summary and
     * whether that one's e-mail was decided: what the hourly sweep needs to see whose summary (or its e-mail — a
     * summary a page built on the spot has none yet) is due and missing, in one read.
     */
    async riders(): Promise<
      {
        userId: string;
        timeZone: string | null;
        week: string | null;
        month: string | null;
        weekMailed: boolean | null;
        monthMailed: boolean | null;
      }[]
    > {
      const newest = (period: SummaryPeriod) => sql<string | null>`(
        select max(${coachSummaries.fromDay})::text from ${coachSummaries}
         where ${coachSummaries.userId} = ${profiles.userId} and ${coachSummaries.period} = ${period})`;
      const mailed = (period: SummaryPeriod) => sql<boolean | null>`(
        select ${coachSummaries.emailStatus} is not null from ${coachSummaries}
         where ${coachSummaries.userId} = ${profiles.userId} and ${coachSummaries.period} = ${period}
         order by ${coachSummaries.fromDay} desc limit 1)`;
      const rows = await db
        .select({
          userId: profiles.userId,
          timeZone: profiles.timezone,
          week: newest('week'),
          month: newest('month'),
          weekMailed: mailed('week'),
          monthMailed: mailed('month'),
        })
        .from(profiles);
      return rows;
    },
  };
}

export type SummaryRepository = ReturnType<typeof createSummaryRepository>;
