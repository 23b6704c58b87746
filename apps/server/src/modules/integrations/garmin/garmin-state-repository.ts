import { and, eq, gt, lt } from 'drizzle-orm';
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

    /** Expired states are useless: removed whenever a new one is written. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(garminOauthStates).where(lt(garminOauthStates.expiresAt, now));
    },
  };
}
export type GarminStateRepository = ReturnType<typeof createGarminStateRepository>;
