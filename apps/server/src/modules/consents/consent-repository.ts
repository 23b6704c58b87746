import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';

export interface StoredConsent {
  textVersion: string;
  grantedAt: Date;
  withdrawnAt: Date | null;
}

/** The `consents` rows: one per grant, closed by its withdrawal (schema-consents.ts). */
export function createConsentRepository(db: Db) {
  return {
    db,
    /** The rider's latest grant of `purpose` (open or withdrawn), or null when never granted. */
    async latest(userId: string, purpose: string, tx: DbOrTx = db): Promise<StoredConsent | null> {
      const [row] = await tx
        .select({
          textVersion: consents.textVersion,
          grantedAt: consents.grantedAt,
          withdrawnAt: consents.withdrawnAt,
        })
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
        .orderBy(desc(consents.grantedAt), desc(consents.id))
        .limit(1);
      return row ?? null;
    },

    /** The rider's latest grant of every purpose they ever granted (a rider has a handful of rows). */
    async latestAll(userId: string): Promise<Map<string, StoredConsent>> {
      const rows = await db
        .select({
          purpose: consents.purpose,
          textVersion: consents.textVersion,
          grantedAt: consents.grantedAt,
          withdrawnAt: consents.withdrawnAt,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(desc(consents.grantedAt), desc(consents.id));
      const latest = new Map<string, StoredConsent>();
      for (const { purpose, ...row } of rows) if (!latest.has(purpose)) latest.set(purpose, row);
      return latest;
    },

    /**
     * Whether the rider's grant of `purpose` is open now. Inside a write's transaction (`tx` given) the grant is
     * share-locked: a withdrawal waits for that write to commit and then erases what it wrote, or — withdrawn first —
     * the write sees no grant; data resting on a consent cannot slip in beside its withdrawal.
     */
    async granted(userId: string, purpose: string, tx?: DbOrTx): Promise<boolean> {
      const query = (tx ?? db)
        .select({ id: consents.id })
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
        .limit(1);
      const [row] = tx ? await query.for('share') : await query;
      return row != null;
    },

    /**
     * Opens a grant of `purpose` with the text version shown. An open grant of the same version is kept (a double
     * click grants once); one of another version ends as the new one starts, so the history shows which text
     * each period rests on.
     */
    async grant(userId: string, purpose: string, textVersion: string, at: Date, tx: DbOrTx): Promise<void> {
      const open = and(
        eq(consents.userId, userId),
        eq(consents.purpose, purpose),
        isNull(consents.withdrawnAt),
      );
      const [current] = await tx.select().from(consents).where(open).for('update');
      if (current?.textVersion === textVersion) return;
      if (current) await tx.update(consents).set({ withdrawnAt: at }).where(eq(consents.id, current.id));
      await tx
        .insert(consents)
        .values({ id: randomUUID(), userId, purpose, textVersion, grantedAt: at })
        .onConflictDoNothing();
    },

    /** Closes the open grant of `purpose`, if any; returns whether there was one. */
    async withdraw(userId: string, purpose: string, at: Date, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(consents)
        .set({ withdrawnAt: at })
        .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
        .returning({ id: consents.id });
      return rows.length > 0;
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;
