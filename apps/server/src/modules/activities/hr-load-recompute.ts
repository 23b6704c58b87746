import { hrTss, LTHR_FRACTION_OF_MAX } from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import type { FtpRepository } from '../ftp/ftp-repository.ts';
import type { ActivityRepository } from './activity-repository.ts';
import { hrSettings, hrSettingsKey } from './hr-settings.ts';
import { decodeStream } from './stream-codec.ts';

/** Rides re-scored per transaction: each chunk reads and inflates this many HR streams, then one UPDATE. */
export const HR_RECOMPUTE_CHUNK = 50;

/**
 * HR load (hrTSS) depends on the rider's LTHR, max HR and resting HR, so changing them re-scores every ride with
 * heart rate from its stored 1 Hz HR stream — the same `hrTss` call and settings the import uses (a re-score equals
 * a fresh import). Unlike an FTP change this reads a stream per ride (≈ 0.3 ms each), so it runs after the reply,
 * not in the request: `schedule` returns at once. Per rider, runs never overlap: a change made during a run makes
 * the run go round again with the newest settings. Each chunk is one transaction that also bumps the ride version
 * (fitness charts follow at once), and rides carry the key of the settings they were scored with, so the work is
 * idempotent and an interrupted run (process restart) resumes from where it stopped on the next change. There is no
 * durable job queue yet (pg-boss, DESIGN.md): a restart in the middle leaves the remaining rides on the old settings
 * until the rider's next change — logged, never wrong silently for long on an active account.
 */
export function createHrLoadRecompute(deps: {
  activities: ActivityRepository;
  ftp: FtpRepository;
  log: FastifyBaseLogger;
}) {
  const running = new Map<string, { again: boolean; done: Promise<void> }>();

  async function runOnce(userId: string): Promise<number> {
    let updated = 0;
    for (;;) {
      const profile = await deps.ftp.profileFacts(userId);
      const key = hrSettingsKey(profile);
      const settings = hrSettings(profile);
      const lthr = settings.lthrBpm ?? (settings.maxHrBpm ? settings.maxHrBpm * LTHR_FRACTION_OF_MAX : null);
      const stale = await deps.activities.staleHrLoads(userId, key, HR_RECOMPUTE_CHUNK);
      if (stale.length === 0) return updated;
      const db = deps.activities.db;
      await db.transaction(async (tx) => {
        const updates = [];
        for (const { id } of stale) {
          const [row] = await deps.activities.streams(userId, id, ['heart_rate'], tx);
          const hr = row ? decodeStream(row.data, row.encoding) : null;
          updates.push({
            id,
            hrLoad:
              hr && lthr != null
                ? hrTss(hr, {
                    lthrBpm: lthr,
                    restingHrBpm: settings.restingHrBpm,
                    maxHrBpm: settings.maxHrBpm,
                  })
                : null,
          });
        }
        await deps.activities.updateHrLoads(userId, updates, key, tx);
      });
      updated += stale.length;
      // let requests in between chunks
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    /** Starts (or queues another pass of) the rider's HR-load re-score; resolves when the rider's rides are done. */
    schedule(userId: string): Promise<void> {
      const current = running.get(userId);
      if (current) {
        current.again = true;
        return current.done;
      }
      const state = { again: true, done: Promise.resolve() };
      state.done = (async () => {
        try {
          while (state.again) {
            state.again = false;
            const n = await runOnce(userId);
            if (n > 0) deps.log.info({ userId, rides: n }, 'HR load re-scored');
          }
        } catch (err) {
          deps.log.error({ err, userId }, 'HR load re-score failed; it resumes on the next change');
        } finally {
          running.delete(userId);
        }
      })();
      running.set(userId, state);
      return state.done;
    },

    /** Resolves when no re-score is running for the rider (tests, graceful shutdown). */
    idle(userId: string): Promise<void> {
      return running.get(userId)?.done ?? Promise.resolve();
    },
  };
}

export type HrLoadRecompute = ReturnType<typeof createHrLoadRecompute>;
