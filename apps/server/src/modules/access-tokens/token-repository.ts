import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personalAccessTokens, user } from '../../db/schema.ts';

export interface TokenRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The rider's personal access tokens: names and dates, and the hash — never a token in clear. */
export function createTokenRepository(db: Db) {
  const columns = {
    id: personalAccessTokens.id,
    name: personalAccessTokens.name,
    createdAt: personalAccessTokens.createdAt,
    lastUsedAt: personalAccessTokens.lastUsedAt,
  };
  return {
    async list(userId: string): Promise<TokenRow[]> {
      return db
        .select(columns)
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, userId))
        .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
    },

    /**
     * Stores a token unless the rider holds `max` already (then null). The rider's account row is locked for the
     * count and the insert, so two requests at once cannot both take the last place.
     */
    async insertWithin(
      row: { id: string; userId: string; name: string; tokenHash: string; createdAt: Date },
      max: number,
    ): Promise<TokenRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${user} where ${user.id} = ${row.userId} for update`);
        const [held] = await tx
          .select({ n: count() })
          .from(personalAccessTokens)
          .where(eq(personalAccessTokens.userId, row.userId));
        if ((held?.n ?? 0) >= max) return null;
        await tx.insert(personalAccessTokens).values(row);
        return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: null };
      });
    },

    /** Deletes one of the rider's tokens; false when the rider has no such token (another rider's id included). */
    async delete(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(personalAccessTokens)
        .where(and(eq(personalAccessTokens.userId, userId), eq(personalAccessTokens.id, id)))
        .returning({ id: personalAccessTokens.id });
      return gone.length > 0;
    },
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
