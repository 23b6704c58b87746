import { powerCurve, STANDARD_DURATIONS } from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import {
  encodePowerCurve,
  POWER_CURVE_KIND_ENVELOPE,
  POWER_CURVE_KIND_MMP,
} from '../../db/power-curve-codec.ts';
import { decodeStream } from '../../db/stream-codec.ts';
import type { ActivityRepository } from './activity-repository.ts';

/** Rides re-computed per round: each reads and inflates one power stream (≈ 1 ms for a 4-hour ride). */
export const POWER_CURVE_BACKFILL_CHUNK = 50;

/**
 * Rides stored before best efforts became exact-duration mean-maximal power (docs/science.md, "Power curve") hold
 * the monotone envelope ("best over at least d seconds"): their 20-min best could read 310 W where every other tool
 * shows 306.8 W. This pass re-computes each such curve from the ride's stored 1 Hz power with the same
 * `powerCurve` the import runs, marks it `mmp`, and then re-scores each rider touched (the ride's FTP estimate is
 * 0.95 × its exact best 20 min). It runs once after start-up, off the request path, a chunk at a time; it is
 * idempotent (only rows still marked as legacy are read) and resumes after a restart, so several server processes
 * running it at once only repeat a little work. A ride whose power stream is missing keeps its curve, marked
 * `envelope`, and is not retried.
 */
export function createPowerCurveBackfill(deps: {
  activities: ActivityRepository;
  /** Re-scores one rider's rides from their stored numbers (FTP estimates read the curve). */
  rescore: (userId: string) => Promise<unknown>;
  log: FastifyBaseLogger;
}) {
  let stopped = false;
  let running: Promise<number> | null = null;

  async function pass(): Promise<number> {
    let done = 0;
    const riders = new Set<string>();
    while (!stopped) {
      const rows = await deps.activities.legacyPowerCurves(POWER_CURVE_BACKFILL_CHUNK);
      if (rows.length === 0) break;
      for (const { id, userId } of rows) {
        const [stream] = await deps.activities.streams(userId, id, ['power']);
        const watts = stream ? decodeStream(stream.data, stream.encoding) : null;
        if (watts && watts.length > 0) {
          const curve = encodePowerCurve(powerCurve(watts, STANDARD_DURATIONS).watts);
          await deps.activities.setPowerCurve(userId, id, curve, POWER_CURVE_KIND_MMP);
        } else {
          await deps.activities.setPowerCurve(userId, id, null, POWER_CURVE_KIND_ENVELOPE);
        }
        riders.add(userId);
        done++;
      }
      // let requests in between chunks
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const userId of riders) await deps.rescore(userId);
    return done;
  }

  return {
    /** Starts the pass (once); resolves with the number of rides re-computed. Failures are logged, not thrown. */
    start(): Promise<number> {
      running ??= pass().then(
        (n) => {
          if (n > 0) deps.log.info({ rides: n }, 'power curves re-computed as exact-duration bests');
          return n;
        },
        (err: unknown) => {
          deps.log.error({ err }, 'power-curve back-fill failed; it resumes at the next start');
          return 0;
        },
      );
      return running;
    },
    /** Stops after the current ride and waits (graceful shutdown: the database closes after this). */
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}

export type PowerCurveBackfill = ReturnType<typeof createPowerCurveBackfill>;
