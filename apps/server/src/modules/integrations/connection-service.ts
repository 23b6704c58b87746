import { randomUUID } from 'node:crypto';
import {
  type Connection,
  type ConnectionErrorCode,
  connectionErrorCodeSchema,
  PROVIDER_IDS,
  type ProviderId,
} from '@domestique/contract';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../http/logging.ts';
import type { ConnectionRepository, ConnectionRow } from './connection-repository.ts';
import { type ProviderAdapter, ProviderError, type TokenSet } from './provider.ts';
import type { TokenCipher } from './token-cipher.ts';

/** Access tokens are refreshed when they have less than this left, so no call starts with a token about to die. */
export const REFRESH_MARGIN_MS = 10 * 60 * 1000;

/** What a provider module gets to act for a rider: a valid access token and the rider's id at the provider. */
export interface ProviderAccess {
  accessToken: string;
  externalId: string;
}

/**
 * The consents module's record of a provider's consent (one purpose per provider): connecting grants it in the
 * connection's own transaction, losing the connection withdraws it. A port: this module does not import that one.
 */
export interface ConnectionConsents {
  grant(userId: string, provider: ProviderId, tx: Db): Promise<void>;
  withdraw(userId: string, provider: ProviderId, tx?: Db): Promise<void>;
}

/** Where each sealed value lives: the cipher refuses to open it anywhere else. */
const context = (provider: string, userId: string, column: string) => `${provider}:${userId}:${column}`;

export function createConnectionService(deps: {
  db: Db;
  repo: ConnectionRepository;
  cipher: TokenCipher;
  adapters: readonly ProviderAdapter[];
  log: Logger;
  now?: () => Date;
  consents?: ConnectionConsents;
}) {
  const now = deps.now ?? (() => new Date());
  const adapter = (provider: ProviderId) => deps.adapters.find((a) => a.id === provider);
  const seal = (row: { provider: string; userId: string }, column: string, value: string | null) =>
    value === null ? null : deps.cipher.seal(value, context(row.provider, row.userId, column));
  const open = (row: ConnectionRow, column: 'access' | 'refresh') => {
    const sealed = column === 'access' ? row.accessTokenEnc : row.refreshTokenEnc;
    return sealed === null ? null : deps.cipher.open(sealed, context(row.provider, row.userId, column));
  };
  const sealTokens = (userId: string, provider: ProviderId, tokens: TokenSet) => ({
    accessTokenEnc: seal({ provider, userId }, 'access', tokens.accessToken),
    refreshTokenEnc: seal({ provider, userId }, 'refresh', tokens.refreshToken),
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
  });

  /** Refreshes inside the row lock: two jobs needing a token at once cause one refresh, not two (rotation). */
  async function refreshLocked(
    userId: string,
    provider: ProviderId,
    marginMs: number,
  ): Promise<ProviderAccess> {
    const force = marginMs === Number.POSITIVE_INFINITY;
    const a = adapter(provider);
    return deps.db.transaction(async (tx) => {
      const row = await deps.repo.findForUpdate(tx as unknown as Db, userId, provider);
      if (!row) throw new ProviderError('reauth_required', `no ${provider} connection`);
      if (row.status === 'reauth_required')
        throw new ProviderError('reauth_required', `${provider} needs reconnecting`);
      const fresh =
        row.accessExpiresAt === null || row.accessExpiresAt.getTime() - now().getTime() > marginMs;
      const access = open(row, 'access');
      if (access !== null && fresh && !force) return { accessToken: access, externalId: row.externalId };
      const refreshToken = open(row, 'refresh');
      if (!a?.refresh || refreshToken === null) {
        if (access !== null && !force) return { accessToken: access, externalId: row.externalId };
        await deps.repo.markReauth(tx as unknown as Db, row.id, now());
        throw new ProviderError('reauth_required', `${provider} token cannot be refreshed`);
      }
      let tokens: TokenSet;
      try {
        tokens = await a.refresh(refreshToken);
      } catch (error) {
        if (error instanceof ProviderError && error.code === 'reauth_required') {
          await deps.repo.markReauth(tx as unknown as Db, row.id, now());
        }
        throw error;
      }
      await deps.repo.updateTokens(tx as unknown as Db, row.id, {
        ...sealTokens(userId, provider, tokens),
        // some providers rotate the refresh token only sometimes: keep the old one when none comes back
        ...(tokens.refreshToken === null ? { refreshTokenEnc: row.refreshTokenEnc } : {}),
        ...(tokens.scopes ? { scopes: tokens.scopes } : {}),
      });
      return { accessToken: tokens.accessToken, externalId: row.externalId };
    });
  }

  return {
    /** Every provider this server knows, each with the rider's connection state (no secrets). */
    async list(userId: string): Promise<Connection[]> {
      const rows = await deps.repo.listForUser(userId);
      return Promise.all(
        PROVIDER_IDS.map(async (provider): Promise<Connection> => {
          const a = adapter(provider);
          const row = rows.find((r) => r.provider === provider);
          const code = connectionErrorCodeSchema.safeParse(row?.lastErrorCode);
          return {
            provider,
            configured: a?.configured ?? false,
            status: row ? (row.status === 'reauth_required' ? 'reauth_required' : 'active') : 'not_connected',
            connectedAt: row?.createdAt.toISOString() ?? null,
            lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
            lastErrorCode: row && code.success ? code.data : null,
            lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
            queued: row && a?.queued ? await a.queued(userId) : null,
          };
        }),
      );
    },

    /** Stores (or replaces) the rider's connection with freshly obtained credentials, sealed. */
    async save(
      userId: string,
      provider: ProviderId,
      input: { externalId: string; tokens: TokenSet; scopes?: string[] },
    ): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const moved = await deps.repo.upsert(tx as unknown as Db, randomUUID(), userId, provider, {
          externalId: input.externalId,
          ...sealTokens(userId, provider, input.tokens),
          scopes: input.scopes ?? input.tokens.scopes ?? [],
        });
        // connecting is where the rider agrees: the consent starts with the connection, and ends for a rider who
        // just lost the same provider account to this one
        await deps.consents?.grant(userId, provider, tx as unknown as Db);
        for (const other of moved) await deps.consents?.withdraw(other, provider, tx as unknown as Db);
      });
    },

    /** A valid access token for the rider, refreshed first when it expires within REFRESH_MARGIN_MS. */
    async access(userId: string, provider: ProviderId): Promise<ProviderAccess> {
      return refreshLocked(userId, provider, REFRESH_MARGIN_MS);
    },

    /** After a provider answered 401 to a token we thought valid: refresh now, whatever its expiry says. */
    async forceRefresh(userId: string, provider: ProviderId): Promise<ProviderAccess> {
      return refreshLocked(userId, provider, Number.POSITIVE_INFINITY);
    },

    async findByExternal(provider: ProviderId, externalId: string) {
      const row = await deps.repo.findByExternal(provider, externalId);
      return row ? { userId: row.userId, status: row.status } : null;
    },

    /** Our riders for the provider's ids named (active connections only), in one query: provider id → rider. */
    async ridersByExternal(
      provider: ProviderId,
      externalIds: readonly string[],
    ): Promise<Map<string, string>> {
      const rows = await deps.repo.activeByExternal(provider, externalIds);
      return new Map(rows.map((r) => [r.externalId, r.userId]));
    },

    async connected(userId: string, provider: ProviderId): Promise<boolean> {
      return (await deps.repo.find(userId, provider)) !== null;
    },

    updateScopes: (userId: string, provider: ProviderId, scopes: string[]) =>
      deps.repo.updateScopes(userId, provider, scopes, now()),
    recordSync: (userId: string, provider: ProviderId) => deps.repo.recordSync(userId, provider, now()),
    recordError: (userId: string, provider: ProviderId, code: ConnectionErrorCode) =>
      deps.repo.recordError(userId, provider, code, now()),

    /**
     * Disconnect: the provider is told (deregistration / deauthorise, best effort with the token we hold), then
     * the row and its sealed tokens are deleted and the provider's consent withdrawn. `notifyProvider: false` when
     * the provider told us first.
     */
    async disconnect(
      userId: string,
      provider: ProviderId,
      opts: { notifyProvider?: boolean } = {},
    ): Promise<boolean> {
      const a = adapter(provider);
      const row = await deps.repo.find(userId, provider);
      if (!row) return false;
      if (opts.notifyProvider !== false && a?.revoke && row.status === 'active') {
        try {
          const access = await refreshLocked(userId, provider, REFRESH_MARGIN_MS);
          await a.revoke(access);
        } catch (error) {
          deps.log.warn(
            { provider, err: error instanceof Error ? error.message : 'error' },
            'provider revoke failed',
          );
        }
      }
      const removed = await deps.repo.remove(userId, provider);
      if (removed) await deps.consents?.withdraw(userId, provider);
      if (removed && a?.afterDisconnect) await a.afterDisconnect(userId, removed.externalId);
      return removed !== null;
    },

    /**
     * Refreshes every active connection that expires within `withinMs`, so riders who do nothing keep working
     * connections (refresh tokens expire too: Garmin's after 90 days). Run periodically; one failure never stops
     * the others. Returns how many were refreshed.
     */
    async refreshExpiring(withinMs: number, limit = 100): Promise<number> {
      const due = await deps.repo.expiringBefore(new Date(now().getTime() + withinMs), limit);
      let refreshed = 0;
      for (const { userId, provider } of due) {
        try {
          await refreshLocked(userId, provider as ProviderId, withinMs);
          refreshed += 1;
        } catch (error) {
          deps.log.warn(
            { provider, code: error instanceof ProviderError ? error.code : 'error' },
            'token refresh failed',
          );
        }
      }
      return refreshed;
    },
  };
}
export type ConnectionService = ReturnType<typeof createConnectionService>;
