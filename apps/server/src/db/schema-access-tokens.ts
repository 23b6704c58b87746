import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';
import { createdAt } from './columns.ts';

/**
 * Personal access tokens (modules/access-tokens): a rider's own assistant reads their training with one, over MCP or
 * the REST API's reads. The token is a credential shown once, so only its SHA-256 is stored (like session tokens and
 * the ICS feed's). Revoking deletes the row, so the next request with it is refused at once; deleting the account
 * deletes them with it (cascade).
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_hash_idx').on(t.tokenHash),
    index('personal_access_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);
