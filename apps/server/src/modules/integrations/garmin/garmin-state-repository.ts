import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { garminOauthStates } from '../../../db/schema.ts';

/** Spec §7 garmin_oauth_states calls: insert, lookup (unexpired, single row) and delete — here one atomic claim. */
export function createGarminStateRepository(db: Db) {
  return {
    async insert(row: {
      stateValue: string;
      userId: string;
      codeVerifier: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(garminOauthStates).values(row);
    },

    /**
     * Lookup and delete in one statement: the state of *this* rider, not expired, deleted as it is read. Of twenty
     * callbacks racing with one state exactly one gets the row; a replay, another rider's state or an expired one
     * gets null (another rider's state is left alone: it is not theirs to spend).
     */
    async claim(stateValue: string, userId: string, now: Date): Promise<{ codeVerifier: string } | null> {
      const [row] = await db
        .delete(garminOauthStates)
        .where(
          and(
            eq(garminOauthStates.stateValue, stateValue),
            eq(garminOauthStates.userId, userId),
            gt(garminOauthStates.expiresAt, now),
          ),
        )
        .returning({ codeVerifier: garminOauthStates.codeVerifier });
      return row ?? null;
    },

    /**
     * At most `keep` states per rider: the newest stay (a rider may have a tab or two open), older ones are spent.
     * Starting again and again writes no more rows than this.
     */
    async keepNewest(userId: string, keep: number): Promise<void> {
      await db.execute(sql`
        delete from garmin_oauth_states where user_id = ${userId} and state_value not in (
          select state_value from garmin_oauth_states where user_id = ${userId}
          order by expires_at desc limit ${keep})`);
    },

    /** Expired states are useless: removed whenever a new one is written. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(garminOauthStates).where(lt(garminOauthStates.expiresAt, now));
    },
  };
}
export type GarminStateRepository = ReturnType<typeof createGarminStateRepository>;
