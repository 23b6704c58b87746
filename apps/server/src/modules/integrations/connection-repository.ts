import type { ProviderId } from '@domestique/contract';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerConnections } from '../../db/schema.ts';

export type ConnectionRow = typeof providerConnections.$inferSelect;
export type ConnectionWrite = Pick<
  ConnectionRow,
  'externalId' | 'accessTokenEnc' | 'refreshTokenEnc' | 'accessExpiresAt' | 'refreshExpiresAt' | 'scopes'
>;

/** provider_connections: every query names the rider (or, for webhooks, the provider's own id of the rider). */
export function createConnectionRepository(db: Db) {
  const own = (userId: string, provider: ProviderId) =>
    and(eq(providerConnections.userId, userId), eq(providerConnections.provider, provider));
  return {
    async listForUser(userId: string): Promise<ConnectionRow[]> {
      return db.select().from(providerConnections).where(eq(providerConnections.userId, userId));
    },

    async find(userId: string, provider: ProviderId, tx: Db = db): Promise<ConnectionRow | null> {
      const [row] = await tx.select().from(providerConnections).where(own(userId, provider));
      return row ?? null;
    },

    /** The row locked until the transaction ends: one refresh at a time per connection (refresh tokens rotate). */
    async findForUpdate(tx: Db, userId: string, provider: ProviderId): Promise<ConnectionRow | null> {
      const [row] = await tx.select().from(providerConnections).where(own(userId, provider)).for('update');
      return row ?? null;
    },

    async findByExternal(provider: ProviderId, externalId: string): Promise<ConnectionRow | null> {
      const [row] = await db
        .select()
        .from(providerConnections)
        .where(
          and(eq(providerConnections.provider, provider), eq(providerConnections.externalId, externalId)),
        );
      return row ?? null;
    },

    /**
     * The active connections among the provider's ids `externalIds`, in one query (a webhook naming a thousand ids
     * costs one indexed lookup, not a thousand). Returns only what a webhook needs: the provider's id and our rider.
     */
    async activeByExternal(
      provider: ProviderId,
      externalIds: readonly string[],
    ): Promise<{ externalId: string; userId: string }[]> {
      if (externalIds.length === 0) return [];
      return db
        .select({ externalId: providerConnections.externalId, userId: providerConnections.userId })
        .from(providerConnections)
        .where(
          and(
            eq(providerConnections.provider, provider),
            eq(providerConnections.status, 'active'),
            // one array parameter, not one per id: with 100 ids, Drizzle's per-parameter work and the driver's
            // encoding were most of a hostile webhook's ~2 ms
            sql`${providerConnections.externalId} = any(${sql.param([...new Set(externalIds)])}::text[])`,
          ),
        );
    },

    /**
     * Stores a fresh connection for the rider. The provider account may have been connected to another rider
     * before: whoever just proved they own it at the provider keeps it (the other row is removed in the same
     * transaction, since the provider itself only keeps the latest grant). Returns the riders who lost it.
     */
    async upsert(
      tx: Db,
      id: string,
      userId: string,
      provider: ProviderId,
      write: ConnectionWrite,
    ): Promise<string[]> {
      const moved = await tx
        .delete(providerConnections)
        .where(
          and(
            eq(providerConnections.provider, provider),
            eq(providerConnections.externalId, write.externalId),
            ne(providerConnections.userId, userId),
          ),
        )
        .returning({ userId: providerConnections.userId });
      await tx
        .insert(providerConnections)
        .values({ id, userId, provider, ...write, status: 'active' })
        .onConflictDoUpdate({
          target: [providerConnections.userId, providerConnections.provider],
          set: {
            ...write,
            status: 'active',
            lastErrorCode: null,
            lastErrorAt: null,
            updatedAt: new Date(),
          },
        });
      return moved.map((m) => m.userId);
    },

    async updateTokens(
      tx: Db,
      id: string,
      write: Omit<ConnectionWrite, 'externalId' | 'scopes'> & { scopes?: string[] },
    ): Promise<void> {
      await tx
        .update(providerConnections)
        .set({ ...write, status: 'active', updatedAt: new Date() })
        .where(eq(providerConnections.id, id));
    },

    async markReauth(tx: Db, id: string, at: Date): Promise<void> {
      await tx
        .update(providerConnections)
        .set({ status: 'reauth_required', lastErrorCode: 'reauth_required', lastErrorAt: at, updatedAt: at })
        .where(eq(providerConnections.id, id));
    },

    async recordSync(userId: string, provider: ProviderId, at: Date): Promise<void> {
      await db
        .update(providerConnections)
        .set({ lastSyncAt: at, lastErrorCode: null, lastErrorAt: null, updatedAt: at })
        .where(own(userId, provider));
    },

    async recordError(userId: string, provider: ProviderId, code: string, at: Date): Promise<void> {
      await db
        .update(providerConnections)
        .set({ lastErrorCode: code, lastErrorAt: at, updatedAt: at })
        .where(own(userId, provider));
    },

    /** New permissions from the provider; a `permission_missing` error is cleared (the next check sets it again). */
    async updateScopes(userId: string, provider: ProviderId, scopes: string[], at: Date): Promise<void> {
      await db
        .update(providerConnections)
        .set({
          scopes,
          lastErrorCode: sql`case when ${providerConnections.lastErrorCode} = 'permission_missing' then null else ${providerConnections.lastErrorCode} end`,
          updatedAt: at,
        })
        .where(own(userId, provider));
    },

    /** Deletes the row (and with it the sealed tokens); returns what was deleted, null when nothing was connected. */
    async remove(userId: string, provider: ProviderId): Promise<ConnectionRow | null> {
      const [row] = await db.delete(providerConnections).where(own(userId, provider)).returning();
      return row ?? null;
    },

    /** Active connections whose access token expires before `before`: candidates for an early refresh. */
    async expiringBefore(before: Date, limit: number): Promise<Pick<ConnectionRow, 'userId' | 'provider'>[]> {
      return db
        .select({ userId: providerConnections.userId, provider: providerConnections.provider })
        .from(providerConnections)
        .where(and(eq(providerConnections.status, 'active'), lt(providerConnections.accessExpiresAt, before)))
        .limit(limit);
    },
  };
}
export type ConnectionRepository = ReturnType<typeof createConnectionRepository>;
