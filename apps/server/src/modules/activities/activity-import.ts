import { createHash, randomUUID } from 'node:crypto';
import {
  detectFormat,
  isSalvagedFragment,
  processRideInWorker,
  publicWarning,
  RIDE_FILE_LIMITS,
  type RideDescription,
  RideFileError,
} from '@domestique/formats';
import { STANDARD_DURATIONS } from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../../db/db-errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { FtpRepository, FtpService } from '../ftp/index.ts';
import type { ActivityRepository, RideRef } from './activity-repository.ts';
import {
  activityRow,
  type RideImportAnalysis,
  type RiderScoring,
  streamRows,
  type UploadedFile,
} from './activity-rows.ts';
import { created, duplicateOf, type ImportOutcome, rejected, SameRideStored } from './import-outcomes.ts';
import {
  createRideSourceRepository,
  type RideOrigin,
  type RideSourceRepository,
} from './ride-source-repository.ts';
import { FORMAT_RICHNESS, isRicherFormat, isSameRide, LONGEST_RIDE_S } from './same-ride.ts';

export type { UploadedFile } from './activity-rows.ts';
export type { ImportErrorCode, ImportOutcome } from './import-outcomes.ts';

/**
 * Size limits before anything is parsed (security.md §4): FIT ≤ 10 MB, TCX/GPX ≤ 25 MB, .gz ≤ 25 MB compressed
 * (≤ 50 MB inflated is enforced while inflating). An over-size part fails the whole request with 413.
 */
export function checkUploadSize(file: UploadedFile): void {
  const format = detectFormat(file.bytes, file.filename);
  const limit = format === 'fit' ? RIDE_FILE_LIMITS.fitBytes : RIDE_FILE_LIMITS.xmlBytes;
  if (file.bytes.length > limit) throw new HttpError(413, 'payload_too_large');
}

/** A decoded and analysed file: the ride's description and what the import stores of it. */
export interface ProcessedRide {
  ride: RideDescription;
  result: RideImportAnalysis;
}

const ANALYSIS_TASK = new URL('./import-analysis-task.ts', import.meta.url);

export interface ImportDeps {
  activities: ActivityRepository;
  ftpRepo: FtpRepository;
  ftp: FtpService;
  files: FileStore;
  log: FastifyBaseLogger;
  /** Where `ride_sources` rows go (the ride's origin is recorded in its import transaction); default on `activities.db`. */
  sources?: RideSourceRepository;
  /**
   * Called inside the import transaction once the ride's rows are written: the "ride imported" event, whose jobs
   * (the plan's re-match…) are enqueued in that same transaction, so they exist exactly when the ride does.
   */
  onStored?: (event: { userId: string; activityId: string; tx: DbOrTx }) => Promise<void>;
  /** Decode + analyse one file (default: in the formats worker pool, off the event loop). */
  process?: (bytes: Uint8Array, filename: string, rider: RiderScoring) => Promise<ProcessedRide>;
}

export function createActivityImporter(deps: ImportDeps) {
  const process =
    deps.process ??
    ((bytes: Uint8Array, filename: string, rider: RiderScoring) =>
      processRideInWorker<RideImportAnalysis>(bytes, filename, { module: ANALYSIS_TASK, input: rider }));
  const db = deps.activities.db;
  const sources = deps.sources ?? createRideSourceRepository(db);

  /** A stored ride of this rider that is the same outing as `span` (see `isSameRide`), if any. */
  async function sameRide(
    userId: string,
    span: { startTime: Date; elapsedS: number | null },
    tx?: Parameters<ActivityRepository['ridesAround']>[3],
  ): Promise<(RideRef & { fileFormat: string; fileSha256: string }) | null> {
    const start = span.startTime.getTime();
    const end = start + Math.max(0, span.elapsedS ?? 0) * 1000;
    const candidates = await deps.activities.ridesAround(
      userId,
      new Date(start - LONGEST_RIDE_S * 1000),
      new Date(end),
      tx,
    );
    return candidates.find((c) => isSameRide(c, span)) ?? null;
  }

  /**
   * Stores one decoded ride atomically: the original file is written under a temporary name, the rows go in one
   * transaction that holds the rider's import lock (so two files of one ride uploaded in parallel cannot both become
   * rides), and only once that transaction has committed is the file renamed into place. A failed transaction
   * discards the temporary file, so a failed import — the database stopping half-way included — leaves no file
   * behind; a process killed in between leaves only a temporary file, swept at the next start.
   * Under the same lock, a file of a ride already stored from a poorer format (FIT over TCX over GPX,
   * `isRicherFormat`) takes that copy's place — same ride id, the new file's figures and streams — so the rider
   * keeps the richer file whichever arrives first, uploads in parallel included; the poorer file is then deleted.
   */
  async function store(
    userId: string,
    sha256: string,
    file: UploadedFile,
    { ride, result }: ProcessedRide,
    origin: RideOrigin,
  ): Promise<ImportOutcome> {
    const id = randomUUID();
    const activity = {
      ...activityRow({ userId, id, sha256, file, ride, analysis: result }),
      source: origin.source,
      externalId: origin.externalId ?? null,
    };
    const streams = streamRows(userId, id, result);
    const curve =
      result.cycling && result.powerCurve
        ? { durations: STANDARD_DURATIONS, watts: result.powerCurve }
        : null;
    const span = { startTime: ride.startTime, elapsedS: activity.elapsedS ?? null };
    const staged = await deps.files.stage(userId, sha256, file.bytes);
    let replaced = null as (RideRef & { fileSha256: string }) | null;
    let named = null as RideRef | null;
    try {
      await db.transaction(async (tx) => {
        await deps.activities.lockRiderImports(userId, tx);
        const existing = await sameRide(userId, span, tx);
        if (existing && !isRicherFormat(activity.fileFormat, existing.fileFormat)) {
          // a ride still without a title takes this copy's (a GPX track name): the name, too, is the same in any order
          if (existing.name == null && ride.name != null) {
            await deps.activities.nameIfUnnamed(userId, existing.id, ride.name, tx);
            named = {
              id: existing.id,
              name: ride.name,
              startTime: existing.startTime,
              cycling: existing.cycling,
            };
            return;
          }
          throw new SameRideStored(existing);
        }
        const rideId = existing?.id ?? id;
        if (existing) {
          replaced = existing;
          await deps.activities.replaceFile(existing.id, activity, streams, tx);
        } else await deps.activities.insert(activity, streams, tx);
        await sources.link(userId, rideId, origin, tx);
        await deps.ftp.suggestFromRide(
          userId,
          { id: rideId, startTime: ride.startTime, powerCurve: curve, ftpTest: result.ftpTest },
          tx,
        );
        await deps.onStored?.({ userId, activityId: rideId, tx });
      });
    } catch (error) {
      const sameFile = await deps.activities.findByHash(userId, sha256).catch(() => null);
      // A connection lost during COMMIT can hide a commit that happened: then the row is ours and so is the file.
      if (sameFile && (sameFile.id === id || sameFile.id === replaced?.id)) {
        await staged?.keep();
        return finished(userId, file.filename, sameFile.id, ride, replaced);
      }
      await staged?.discard().catch(() => {});
      if (error instanceof SameRideStored) return duplicateOf(file.filename, 'same_ride', error.existing);
      if (isUniqueViolation(error) && sameFile) return duplicateOf(file.filename, 'same_file', sameFile);
      throw error;
    }
    if (named) {
      // the copy only gave the stored ride its title: this file is not kept
      await staged?.discard().catch(() => {});
      return duplicateOf(file.filename, 'same_ride', named);
    }
    await staged?.keep();
    return finished(userId, file.filename, replaced?.id ?? id, ride, replaced);
  }

  /** A stored file: a new ride, or the richer copy of a stored one (`replaced`, whose poorer file goes). */
  async function finished(
    userId: string,
    filename: string,
    id: string,
    ride: RideDescription,
    replaced: (RideRef & { fileSha256: string }) | null,
  ): Promise<ImportOutcome> {
    if (!replaced) return created(filename, id, ride);
    const { fileSha256 } = replaced;
    const ref: RideRef = {
      id: replaced.id,
      name: replaced.name ?? ride.name,
      startTime: replaced.startTime,
      cycling: replaced.cycling,
    };
    // the ride now lives on the richer file; the poorer one is no longer any ride's (a failure leaves a stray file)
    await deps.files.delete(userId, fileSha256).catch(() => {});
    return duplicateOf(filename, 'replaced', ref, ride.warnings.map(publicWarning));
  }

  return {
    /**
     * Imports the files of one upload, or one ride a provider delivered (`origin`; callers go through
     * `ride-ingest.ts`, the one way in). Decoding runs in the worker pool (in parallel, off the request thread);
     * rides are stored one after another, so the same bytes twice in one request are one ride and a duplicate.
     * Each file succeeds or fails on its own: a file that cannot be stored is `rejected` (`import_failed`) and the
     * others keep their results — an upload never answers 500 after storing some of its files.
     */
    async importFiles(
      userId: string,
      files: UploadedFile[],
      origin: RideOrigin = { source: 'upload' },
    ): Promise<ImportOutcome[]> {
      for (const file of files) checkUploadSize(file);
      const hashes = files.map((f) => createHash('sha256').update(f.bytes).digest('hex'));
      const existing = await Promise.all(
        hashes.map((h) => deps.activities.findByHash(userId, h).catch(() => null)),
      );
      const firstIndex = new Map<string, number>();
      hashes.forEach((h, i) => {
        if (!firstIndex.has(h)) firstIndex.set(h, i);
      });
      // what every file's FTP and HR load are scored with: read once per upload
      let rider: RiderScoring;
      try {
        const [history, profile] = await Promise.all([
          deps.ftpRepo.history(userId),
          deps.ftpRepo.profileFacts(userId),
        ]);
        rider = { history, profile };
      } catch (err) {
        // The database is away: 503 with Retry-After for the whole upload (nothing was stored).
        if (isDatabaseUnavailable(err)) throw err;
        deps.log.error({ err }, 'ride import failed before any file was stored');
        return files.map((f) => rejected(f.filename, 'import_failed'));
      }
      const decoded = files.map((f, i) =>
        existing[i] || firstIndex.get(hashes[i]!) !== i
          ? null
          : process(f.bytes, f.filename, rider).then(
              (processed) => ({ processed, error: null }),
              (error: unknown) => ({ processed: null, error }),
            ),
      );
      const outcomes: ImportOutcome[] = [];
      const stored = new Map<string, RideRef>();
      // the richest files first (FIT, TCX, GPX), so two files of one ride in one upload keep the richer one at once
      const settled = await Promise.all(decoded);
      const rank = (i: number) => {
        const first = settled[firstIndex.get(hashes[i]!)!];
        return first?.processed ? (FORMAT_RICHNESS[first.processed.ride.format] ?? 0) : 0;
      };
      const order = files.map((_, i) => i).sort((a, b) => rank(b) - rank(a) || a - b);
      for (const i of order) {
        const file = files[i]!;
        const sha = hashes[i]!;
        const sameBytes = existing[i] ?? stored.get(sha);
        if (sameBytes) {
          // A ride whose commit was hidden by a lost connection may lack its file: the same bytes bring it back.
          if (existing[i] && !(await deps.files.exists(userId, sha)))
            await deps.files.put(userId, sha, file.bytes).catch(() => false);
          outcomes[i] = duplicateOf(file.filename, 'same_file', sameBytes);
          continue;
        }
        if (decoded[i] === null) {
          // the first copy in this request was rejected or failed: so is this one, for the same reason
          const first = outcomes[firstIndex.get(sha)!];
          if (first?.duplicate) outcomes[i] = { ...first, filename: file.filename };
          else outcomes[i] = rejected(file.filename, first?.errorCode ?? 'corrupt');
          continue;
        }
        const { processed, error } = settled[i]!;
        if (!processed) {
          const code = error instanceof RideFileError ? error.code : 'corrupt';
          if (!(error instanceof RideFileError))
            deps.log.error({ err: error }, 'ride decode failed unexpectedly');
          outcomes[i] = rejected(file.filename, code);
          continue;
        }
        if (isSalvagedFragment(processed.ride.warnings, processed.result.metrics.movingS)) {
          outcomes[i] = rejected(file.filename, 'salvaged_fragment');
          continue;
        }
        try {
          const outcome = await store(userId, sha, file, processed, origin);
          if (outcome.status === 'created') {
            const { startTime, name } = processed.ride;
            stored.set(sha, { id: outcome.activityId!, name, startTime, cycling: processed.result.cycling });
          }
          outcomes[i] = outcome;
        } catch (err) {
          // Nothing of this upload stored yet and the database away: 503 (retry it all) rather than a rejection.
          if (isDatabaseUnavailable(err) && !outcomes.some((o) => o.status === 'created')) throw err;
          deps.log.error({ err, file: file.filename }, 'ride import failed');
          outcomes[i] = rejected(file.filename, 'import_failed');
        }
      }
      return outcomes;
    },
  };
}

export type ActivityImporter = ReturnType<typeof createActivityImporter>;
