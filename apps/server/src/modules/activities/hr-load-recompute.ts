import { hrTss, LTHR_FRACTION_OF_MAX } from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import { decodeStream } from '../../db/stream-codec.ts';
import type { FtpRepository } from '../ftp/index.ts';
import type { ActivityRepository } from './activity-repository.ts';
import { hrSettings, hrSettingsKey } from './hr-settings.ts';

/** Rides re-scored per transaction: each chunk reads and inflates this many HR streams, then one UPDATE. */
export const HR_RECOMPUTE_CHUNK = 50;

/**
 * HR load (hrTSS) depends on the rider's LTHR, max HR and resting HR, so changing them re-scores every ride with
 * heart rate from its stored 1 Hz HR stream — the same `hrTss` call and settings the import uses (a re-score equals
 * a fresh import). Unlike an FTP change this reads a stream per ride (≈ 0.3 ms each), so it runs as a durable job
 * (`rides.hr-rescore`, ride-jobs.ts), not in the request: one rider at a time ('stately' per rider: a change made
 * during a run queues one more run with the newest settings). Each chunk is one transaction that also bumps the
 * ride version (fitness charts follow at once), and rides carry the key of the settings they were scored with, so
 * the work is idempotent and a run cut short (process killed, shutdown) resumes where it stopped when the job is
 * retried.
 */
export function createHrLoadRecompute(deps: {
  activities: ActivityRepository;
  ftp: FtpRepository;
  log: FastifyBaseLogger;
}) {
  return {
    /** Re-scores the rider's stale rides, a chunk per transaction, until none is left or `signal` aborts. */
    async rescore(userId: string, signal?: AbortSignal): Promise<number> {
      let updated = 0;
      for (;;) {
        signal?.throwIfAborted();
        const profile = await deps.ftp.profileFacts(userId);
        const key = hrSettingsKey(profile);
        const settings = hrSettings(profile);
        const lthr =
          settings.lthrBpm ?? (settings.maxHrBpm ? settings.maxHrBpm * LTHR_FRACTION_OF_MAX : null);
        const stale = await deps.activities.staleHrLoads(userId, key, HR_RECOMPUTE_CHUNK);
        if (stale.length === 0) break;
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
      if (updated > 0) deps.log.info({ userId, rides: updated }, 'HR load re-scored');
      return updated;
    },
  };
}

export type HrLoadRecompute = ReturnType<typeof createHrLoadRecompute>;
