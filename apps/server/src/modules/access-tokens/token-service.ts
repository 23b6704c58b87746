import { randomBytes, randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_MAX,
  type AccessToken,
  type AccessTokenCreated,
  type AccessTokenList,
} from '@domestique/contract';
import { hashAccessToken } from '../../auth/access-token-verifier.ts';
import { HttpError } from '../../http/errors.ts';
import type { TokenRepository, TokenRow } from './token-repository.ts';

/** 32 random bytes (256 bits, base64url): far past ASVS 11.5.1's 128, and unguessable at any request rate. */
const TOKEN_BYTES = 32;

const view = (row: TokenRow): AccessToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Create, list and revoke a rider's personal access tokens (read-only scope: require-user.ts enforces it). */
export function createTokenService(deps: { repo: TokenRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(userId: string): Promise<AccessTokenList> {
      return { items: (await deps.repo.list(userId)).map(view), max: ACCESS_TOKENS_MAX };
    },

    /** A new token, returned this once: only its hash is stored. */
    async create(userId: string, name: string): Promise<AccessTokenCreated> {
      const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
      const row = await deps.repo.insertWithin(
        { id: randomUUID(), userId, name, tokenHash: hashAccessToken(token), createdAt: now() },
        ACCESS_TOKENS_MAX,
      );
      if (!row) throw new HttpError(409, 'token_limit_reached');
      return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), token };
    },

    /** Revoked at once: the row goes, and tokens are checked uncached on every request. */
    async revoke(userId: string, id: string): Promise<{ revoked: true }> {
      if (!(await deps.repo.delete(userId, id))) throw new HttpError(404, 'not_found');
      return { revoked: true };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
