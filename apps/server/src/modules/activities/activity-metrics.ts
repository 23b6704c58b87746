import { ftpForRide, ftpTimeline } from '@domestique/coach';
import {
  estimateFtpFromCurve,
  intensityFactor,
  STANDARD_DURATIONS,
  trainingStressScore,
} from '@domestique/science';
import { decodePowerCurve } from '../../db/power-curve-codec.ts';
import type { FtpRepository } from '../ftp/index.ts';
import type { ActivityRepository } from './activity-repository.ts';

/**
 * Re-scores every ride of a rider after an FTP change: each ride gets the FTP in effect on its date
 * ({@link ftpForRide}), IF = NP / FTP, TSS = 100 · hours · IF² from its stored NP and moving time, and its FTP
 * estimate re-read from its stored power curve against that FTP (an estimate under 90 % of it says nothing) — the
 * same science functions the import uses, so a recompute equals a fresh import. Another sport is never scored with
 * FTP. Idempotent: only rides whose figures changed are written, a second run writes nothing. One bounded pass of
 * arithmetic over stored numbers (no streams are read), so it runs in the request that changed FTP.
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
        const ftp = ride.cycling ? ftpForRide(ride.startTime, history, profile, timeline) : null;
        const watts = ride.cycling ? decodePowerCurve(ride.powerCurve) : null;
        const estimate =
          watts?.length === STANDARD_DURATIONS.length
            ? (estimateFtpFromCurve({ durations: STANDARD_DURATIONS, watts }, { currentFtpW: ftp })?.ftpW ??
              null)
            : null;
        if (ftp === ride.ftpUsedW && estimate === ride.ftpEstimateW) continue;
        updates.push({
          id: ride.id,
          ftpUsedW: ftp,
          intensityFactor: intensityFactor(ride.normalizedPowerW, ftp),
          tss: ride.movingS == null ? null : trainingStressScore(ride.movingS, ride.normalizedPowerW, ftp),
          ftpEstimateW: estimate,
        });
      }
      await deps.activities.updateScores(userId, updates, tx);
      return updates.length;
    });
  };
}

export type RecomputeMetrics = ReturnType<typeof createMetricsRecompute>;
