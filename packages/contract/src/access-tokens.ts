import { z } from 'zod';

/**
 * Personal access tokens (issue #19, "An MCP door"): a rider's own assistant (Claude, ChatGPT, a local one) reads the
 * rider's training with one — over MCP at `/mcp`, or the REST API's reads as `Authorization: Bearer <token>`. Read-only
 * scope: any write with a token is refused (403 `token_read_only`). The token is shown once, at creation; the server
 * keeps only its SHA-256.
 */
export const ACCESS_TOKEN_PREFIX = 'dmq_pat_';
/** Live tokens one rider may hold (a clear error past it: `token_limit_reached`). */
export const ACCESS_TOKENS_MAX = 10;
export const ACCESS_TOKEN_NAME_MAX = 60;

/** `POST /api/me/tokens`: a name the rider recognises the assistant by ("Claude on my laptop"). */
export const accessTokenCreateSchema = z.strictObject({
  name: z
    .string({ error: 'token_name_required' })
    .trim()
    .min(1, { error: 'token_name_required' })
    .max(ACCESS_TOKEN_NAME_MAX, { error: 'token_name_too_long' }),
});
export type AccessTokenCreate = z.infer<typeof accessTokenCreateSchema>;

/** A token as listed: never the token itself. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last request it authorised (to the minute), null when never used. */
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** `POST /api/me/tokens` reply: the token, this once. */
export const accessTokenCreatedSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  token: z.string(),
});
export type AccessTokenCreated = z.infer<typeof accessTokenCreatedSchema>;

/** `GET /api/me/tokens`, newest first. */
export const accessTokenListSchema = z.object({ items: z.array(accessTokenSchema), max: z.number().int() });
export type AccessTokenList = z.infer<typeof accessTokenListSchema>;

export const accessTokenParamsSchema = z.object({
  id: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, { error: 'invalid_value' }),
});

/** `DELETE /api/me/tokens/:id`. */
export const accessTokenRevokedSchema = z.object({ revoked: z.literal(true) });
