import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { account, accountDeletions, dataRightsRequests, session, user } from '../../db/schema.ts';

export type DeletionRow = typeof accountDeletions.$inferSelect;

/** The account as a deletion needs it: who to write to, in which language, and how they prove it is them. */
export interface DeletionAccount {
  id: string;
  email: string;
  name: string;
  language: string;
  /** The credential account's password hash; null for an account that signs in with Google only. */
  passwordHash: string | null;
}

/** SQL of the deletion requests and of the data-rights log (the rows themselves: deletion-service.ts has the rules). */
export function createDeletionRepository(db: Db) {
  return {
    async account(where: { id: string } | { email: string }): Promise<DeletionAccount | null> {
      const rows = await db
        .select({ id: user.id, email: user.email, name: user.name, language: user.language })
        .from(user)
        .where('id' in where ? eq(user.id, where.id) : sql`lower(${user.email}) = lower(${where.email})`)
        .limit(1);
      const found = rows[0];
      if (!found) return null;
      const credential = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, found.id), eq(account.providerId, 'credential')))
        .limit(1);
      return { ...found, passwordHash: credential[0]?.password ?? null };
    },

    async find(userId: string): Promise<DeletionRow | null> {
      const rows = await db
        .select()
        .from(accountDeletions)
        .where(eq(accountDeletions.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async findByToken(column: 'confirm' | 'cancel', tokenHash: string): Promise<DeletionRow | null> {
      const col = column === 'confirm' ? accountDeletions.confirmTokenHash : accountDeletions.cancelTokenHash;
      const rows = await db.select().from(accountDeletions).where(eq(col, tokenHash)).limit(1);
      return rows[0] ?? null;
    },

    /** A new request replaces one still awaiting its confirmation (a second click sends a fresh link). */
    async saveRequest(
      tx: DbOrTx,
      row: {
        userId: string;
        confirmTokenHash: string;
        confirmExpiresAt: Date;
        requestedAt: Date;
        logId: string;
      },
    ): Promise<void> {
      await tx
        .insert(accountDeletions)
        .values({ ...row, status: 'awaiting_confirmation' })
        .onConflictDoUpdate({
          target: accountDeletions.userId,
          set: {
            status: 'awaiting_confirmation',
            confirmTokenHash: row.confirmTokenHash,
            confirmExpiresAt: row.confirmExpiresAt,
            requestedAt: row.requestedAt,
            logId: row.logId,
            cancelTokenHash: null,
            confirmedAt: null,
            deleteAfter: null,
          },
        });
    },

    /** The grace period starts: the account is locked — every session of it is revoked in the same transaction. */
    async schedule(
      tx: DbOrTx,
      userId: string,
      at: { confirmedAt: Date; deleteAfter: Date; cancelTokenHash: string },
    ): Promise<void> {
      await tx
        .update(accountDeletions)
        .set({ status: 'scheduled', confirmTokenHash: null, confirmExpiresAt: null, ...at })
        .where(eq(accountDeletions.userId, userId));
      await tx.delete(session).where(eq(session.userId, userId));
    },

    async remove(tx: DbOrTx, userId: string): Promise<void> {
      await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId));
    },

    /** Riders whose grace period has ended by `now`. */
    async due(now: Date, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ userId: accountDeletions.userId })
        .from(accountDeletions)
        .where(and(eq(accountDeletions.status, 'scheduled'), lte(accountDeletions.deleteAfter, now)))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /** Requests still waiting for a confirmation whose link has expired. */
    async expiredUnconfirmed(now: Date, limit = 100): Promise<DeletionRow[]> {
      return db
        .select()
        .from(accountDeletions)
        .where(
          and(
            eq(accountDeletions.status, 'awaiting_confirmation'),
            lte(accountDeletions.confirmExpiresAt, now),
          ),
        )
        .limit(limit);
    },

    /** A new line of the data-rights log (account id only: the log outlives the account). */
    async logRequest(
      tx: DbOrTx,
      entry: { accountId: string; kind: 'deletion' | 'export'; via: 'self' | 'operator'; at: Date },
    ): Promise<string> {
      const id = randomUUID();
      await tx.insert(dataRightsRequests).values({
        id,
        accountId: entry.accountId,
        kind: entry.kind,
        via: entry.via,
        status: 'requested',
        requestedAt: entry.at,
      });
      return id;
    },

    async logStatus(
      tx: DbOrTx,
      id: string,
      status: 'confirmed' | 'cancelled' | 'expired' | 'done',
      at: Date,
    ) {
      // an expired request ends like a cancelled one: `cancelled_at` holds when it ended
      const when =
        status === 'confirmed'
          ? { confirmedAt: at }
          : status === 'done'
            ? { doneAt: at }
            : { cancelledAt: at };
      await tx
        .update(dataRightsRequests)
        .set({ status, ...when })
        .where(eq(dataRightsRequests.id, id));
    },
  };
}
export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
