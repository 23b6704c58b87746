import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { stravaOauthStates } from '../../../db/schema.ts';

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

/** `strava_oauth_states`: only the state's SHA-256, the rider it belongs to and when it stops being valid. */
export function createStravaStateRepository(db: Db) {
  return {
    async insert(state: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(stravaOauthStates).values({ stateHash: hash(state), userId, expiresAt });
    },

    /**
     * Lookup and delete in one statement: this rider's state, unexpired, spent as it is read — a replay, another
     * rider's state or an expired one gets false, and of parallel callbacks with one state exactly one gets true.
     */
    async claim(state: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .delete(stravaOauthStates)
        .where(
          and(
            eq(stravaOauthStates.stateHash, hash(state)),
            eq(stravaOauthStates.userId, userId),
            gt(stravaOauthStates.expiresAt, now),
          ),
        )
        .returning({ userId: stravaOauthStates.userId });
      return rows.length === 1;
    },

    /** At most `keep` states per rider: the newest stay, older ones are spent (see the Garmin one). */
    async keepNewest(userId: string, keep: number): Promise<void> {
      await db.execute(sql`
        delete from strava_oauth_states where user_id = ${userId} and state_hash not in (
          select state_hash from strava_oauth_states where user_id = ${userId}
          order by expires_at desc limit ${keep})`);
    },

    async purgeExpired(now: Date): Promise<void> {
      await db.delete(stravaOauthStates).where(lt(stravaOauthStates.expiresAt, now));
    },
  };
}
export type StravaStateRepository = ReturnType<typeof createStravaStateRepository>;
