import { createHash } from 'node:crypto';
import {
  addDays,
  type CoachLanguage,
  libraryWorkoutById,
  localDay,
  localizeWorkout,
  safeTimeZone,
} from '@domestique/coach';
import { toGarminTrainingWorkout } from '@domestique/formats';
import type { Logger } from '../../../http/logging.ts';
import type { ConnectionService } from '../connection-service.ts';
import { ProviderError } from '../provider.ts';
import type { GarminTrainingClient } from './garmin-training-client.ts';
import type { GarminWorkoutRepository } from './garmin-workout-repository.ts';

/** Sessions from today to this many days ahead are kept on Garmin's calendar (the device shows the coming week). */
export const GARMIN_PUSH_DAYS = 7;

const LANGS = new Set(['en', 'pt', 'es']);

/**
 * Makes Garmin's calendar match the plan for the coming days: a session new or changed (another workout, another
 * day, another FTP) is created and scheduled — Garmin's model for a change is delete + recreate —, a session
 * cancelled, skipped, done or moved out of the window is deleted there. Idempotent: with nothing changed it makes
 * no call to Garmin. Past sessions are left as they are.
 */
export function createGarminWorkoutPush(deps: {
  repo: GarminWorkoutRepository;
  training: GarminTrainingClient;
  connections: ConnectionService;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async sync(userId: string): Promise<{ created: number; deleted: number }> {
      if (!(await deps.connections.connected(userId, 'garmin'))) return { created: 0, deleted: 0 };
      const facts = await deps.repo.riderFacts(userId);
      const today = localDay(safeTimeZone(facts?.timezone), now());
      const lang = (facts && LANGS.has(facts.language) ? facts.language : 'en') as CoachLanguage;
      const ftpW = facts?.ftp ?? null;
      const wanted = new Map<
        string,
        {
          planId: string;
          uid: string;
          date: string;
          body: ReturnType<typeof toGarminTrainingWorkout>;
          hash: string;
        }
      >();
      for (const s of await deps.repo.plannedRides(userId, today, addDays(today, GARMIN_PUSH_DAYS - 1))) {
        const library = libraryWorkoutById(s.workoutId);
        if (!library) continue;
        let body: ReturnType<typeof toGarminTrainingWorkout>;
        try {
          body = toGarminTrainingWorkout(localizeWorkout(library, lang), { ftpW });
        } catch {
          continue; // more than 100 steps even folded: not sendable (the FIT download says so too)
        }
        const hash = createHash('sha256')
          .update(JSON.stringify({ date: s.date, body }))
          .digest('base64url');
        wanted.set(`${s.planId}/${s.uid}`, { planId: s.planId, uid: s.uid, date: s.date, body, hash });
      }
      const existing = await deps.repo.pushesFrom(userId, today);
      const stale = existing.filter((p) => wanted.get(`${p.planId}/${p.sessionUid}`)?.hash !== p.contentHash);
      const kept = new Set(
        existing.filter((p) => !stale.includes(p)).map((p) => `${p.planId}/${p.sessionUid}`),
      );
      const missing = [...wanted.entries()].filter(([key]) => !kept.has(key)).map(([, w]) => w);
      if (stale.length === 0 && missing.length === 0) return { created: 0, deleted: 0 };

      try {
        let access = await deps.connections.access(userId, 'garmin');
        const withRetry = async <T>(call: (token: string) => Promise<T>): Promise<T> => {
          try {
            return await call(access.accessToken);
          } catch (error) {
            if (!(error instanceof ProviderError && error.status === 401)) throw error;
            access = await deps.connections.forceRefresh(userId, 'garmin');
            return call(access.accessToken);
          }
        };
        for (const p of stale) {
          await withRetry((token) => deps.training.deleteWorkout(token, p.garminWorkoutId));
          await deps.repo.deletePush(userId, p.planId, p.sessionUid);
        }
        for (const w of missing) {
          const workoutId = await withRetry((token) => deps.training.createWorkout(token, w.body));
          // recorded before scheduling: a failure below leaves a row whose next pass deletes and recreates it
          await deps.repo.insertPush({
            userId,
            sessionUid: w.uid,
            planId: w.planId,
            date: w.date,
            garminWorkoutId: workoutId,
            garminScheduleId: null,
            contentHash: 'unscheduled',
          });
          const scheduleId = await withRetry((token) => deps.training.schedule(token, workoutId, w.date));
          await deps.repo.deletePush(userId, w.planId, w.uid);
          await deps.repo.insertPush({
            userId,
            sessionUid: w.uid,
            planId: w.planId,
            date: w.date,
            garminWorkoutId: workoutId,
            garminScheduleId: scheduleId,
            contentHash: w.hash,
          });
        }
        await deps.connections.recordSync(userId, 'garmin');
        return { created: missing.length, deleted: stale.length };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        const code =
          error.code === 'provider_unavailable' && error.status === 400 ? 'workout_push_failed' : error.code;
        await deps.connections.recordError(userId, 'garmin', code);
        if (code === 'provider_unavailable' || code === 'provider_rate_limited') throw error;
        deps.log.warn({ provider: 'garmin', code }, 'garmin workout push gave up');
        return { created: 0, deleted: 0 };
      }
    },
  };
}
export type GarminWorkoutPush = ReturnType<typeof createGarminWorkoutPush>;
