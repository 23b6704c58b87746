import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountDeletions, user } from '../db/schema.ts';

/**
 * The account's language when it is locked for deletion (its grace period runs), else null. The auth library asks
 * before it creates any session — password or Google sign-in — so a locked account cannot sign in; the refusal
 * comes only after the credentials were checked, so it reveals nothing to someone who does not hold them.
 */
export async function lockedForDeletion(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ language: user.language })
    .from(accountDeletions)
    .innerJoin(user, eq(user.id, accountDeletions.userId))
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
    .limit(1);
  return rows[0]?.language ?? null;
}
