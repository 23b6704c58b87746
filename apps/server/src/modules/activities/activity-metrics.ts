import { intensityFactor, trainingStressScore } from '@domestique/science';
import type { FtpRepository } from '../ftp/ftp-repository.ts';
import { ftpForRide, ftpTimeline } from '../ftp/ftp-rules.ts';
import type { ActivityRepository } from './activity-repository.ts';

/**
 * Re-scores every ride of a rider after an FTP change: each ride gets the FTP in effect on its date
 * ({@link ftpForRide}) and IF = NP / FTP, TSS = 100 · hours · IF² from its stored NP and moving time — the same
 * science functions the import uses, so a recompute equals a fresh import. Idempotent: only rides whose FTP changed
 * are written, a second run writes nothing. Synchronous for now (pg-boss not set up yet); returns rides updated.
 */
export function createMetricsRecompute(deps: { activities: ActivityRepository; ftp: FtpRepository }) {
  return async function recomputeMetricsForUser(userId: string): Promise<number> {
    const db = deps.activities.db;
    return db.transaction(async (tx) => {
      const history = await deps.ftp.history(userId, tx);
      const profile = await deps.ftp.profileFacts(userId, tx);
      const rides = await deps.activities.scoringFacts(userId, tx);
      const timeline = ftpTimeline(history);
      const updates = [];
      for (const ride of rides) {
        const ftp = ftpForRide(ride.startTime, history, profile, timeline);
        if (ftp === ride.ftpUsedW) continue;
        updates.push({
          id: ride.id,
          ftpUsedW: ftp,
          intensityFactor: intensityFactor(ride.normalizedPowerW, ftp),
          tss: ride.movingS == null ? null : trainingStressScore(ride.movingS, ride.normalizedPowerW, ftp),
        });
      }
      await deps.activities.updateScores(userId, updates, tx);
      return updates.length;
    });
  };
}

export type RecomputeMetrics = ReturnType<typeof createMetricsRecompute>;
