import { powerHistogram } from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import { encodePowerHistogram } from '../../db/power-histogram-codec.ts';
import { decodeStream } from '../../db/stream-codec.ts';
import type { ActivityRepository } from './activity-repository.ts';
import type { PowerHistogramRepository } from './power-histogram-repository.ts';

/** Rides per round: each reads and inflates one power stream (≈ 1 ms for a 4-hour ride). */
export const POWER_HISTOGRAM_BACKFILL_CHUNK = 50;

/**
 * Rides stored before per-ride power histograms (`activities.power_histogram`, which the coach reads as time in
 * power zones) get theirs from the stored 1 Hz power stream — the same riding series the import counted, so a
 * back-filled ride holds what its import would have stored. It runs as the `rides.power-histogram-backfill` job,
 * queued at every start, a chunk at a time off the request path: idempotent (only rows with power and no histogram
 * are read, and a row is written only while it has none) and resumable (a stop or a crash leaves the rest null for
 * the next run). A ride whose power stream cannot be found or read gets an empty histogram — no time in zones, the coach
 * falls back to its intensity factor — and is not retried.
 */
export function createPowerHistogramBackfill(deps: {
  histograms: PowerHistogramRepository;
  activities: Pick<ActivityRepository, 'streams'>;
  log: FastifyBaseLogger;
  chunk?: number;
}) {
  const chunk = deps.chunk ?? POWER_HISTOGRAM_BACKFILL_CHUNK;
  return {
    /** Fills histograms until none is missing or `signal` aborts; resolves with the number of rides written. */
    async run(signal?: AbortSignal): Promise<number> {
      let done = 0;
      while (!signal?.aborted) {
        const rows = await deps.histograms.pending(chunk);
        if (rows.length === 0) break;
        for (const { id, userId } of rows) {
          if (signal?.aborted) break;
          const [stream] = await deps.activities.streams(userId, id, ['power']);
          await deps.histograms.set(userId, id, encodePowerHistogram(histogramOf(stream, id)));
          done++;
        }
        // let requests in between chunks
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (done > 0) deps.log.info({ rides: done }, 'power histograms back-filled');
      return done;
    },
  };

  /** The stream's histogram; none for a missing or unreadable stream (one bad row must not stall the queue). */
  function histogramOf(
    stream: { data: Uint8Array; encoding: string } | undefined,
    id: string,
  ): ArrayLike<number> {
    if (!stream) return [];
    try {
      return powerHistogram(decodeStream(stream.data, stream.encoding));
    } catch (err) {
      deps.log.warn({ err, activityId: id }, 'power stream unreadable; the ride keeps no power histogram');
      return [];
    }
  }
}

export type PowerHistogramBackfill = ReturnType<typeof createPowerHistogramBackfill>;
