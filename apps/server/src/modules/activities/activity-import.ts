import { createHash, randomUUID } from 'node:crypto';
import type { UploadResult } from '@domestique/contract';
import {
  detectFormat,
  processRideInWorker,
  publicWarning,
  RIDE_FILE_LIMITS,
  type RideDescription,
  RideFileError,
  type RideFileErrorCode,
  type RideWarning,
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
import {
  createRideSourceRepository,
  type RideOrigin,
  type RideSourceRepository,
} from './ride-source-repository.ts';
import { isSameRide, LONGEST_RIDE_S } from './same-ride.ts';

export type { UploadedFile } from './activity-rows.ts';

/** A file we decoded but could not store (database or disk failure): the rider may simply try again. */
export type ImportErrorCode = RideFileErrorCode | 'import_failed';

/** Outcome without localised text (the route words codes in the request language). */
export type ImportOutcome = Omit<UploadResult, 'error' | 'warnings' | 'duplicate'> & {
  errorCode: ImportErrorCode | null;
  duplicate: { reason: 'same_file' | 'same_ride'; activity: RideRef } | null;
  warnings: Omit<RideWarning, 'detail'>[];
};

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

/** Thrown inside the import transaction when another file of the same ride was stored first. */
class SameRideStored extends Error {
  readonly existing: RideRef;
  constructor(existing: RideRef) {
    super('same ride already stored');
    this.existing = existing;
  }
}

const rejected = (filename: string, errorCode: ImportErrorCode): ImportOutcome => ({
  filename,
  status: 'rejected',
  activityId: null,
  errorCode,
  duplicate: null,
  warnings: [],
});
const duplicateOf = (
  filename: string,
  reason: 'same_file' | 'same_ride',
  activity: RideRef,
): ImportOutcome => ({
  filename,
  status: 'duplicate',
  activityId: activity.id,
  errorCode: null,
  duplicate: { reason, activity },
  warnings: [],
});

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
  ): Promise<RideRef | null> {
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
    try {
      await db.transaction(async (tx) => {
        await deps.activities.lockRiderImports(userId, tx);
        const existing = await sameRide(userId, span, tx);
        if (existing) throw new SameRideStored(existing);
        await deps.activities.insert(activity, streams, tx);
        await sources.link(userId, id, origin, tx);
        await deps.ftp.suggestFromRide(
          userId,
          { id, startTime: ride.startTime, powerCurve: curve, ftpTest: result.ftpTest },
          tx,
        );
        await deps.onStored?.({ userId, activityId: id, tx });
      });
    } catch (error) {
      const sameFile = await deps.activities.findByHash(userId, sha256).catch(() => null);
      // A connection lost during COMMIT can hide a commit that happened: then the row is ours and so is the file.
      if (sameFile?.id === id) {
        await staged?.keep();
        return created(file.filename, id, ride);
      }
      await staged?.discard().catch(() => {});
      if (error instanceof SameRideStored) return duplicateOf(file.filename, 'same_ride', error.existing);
      if (isUniqueViolation(error) && sameFile) return duplicateOf(file.filename, 'same_file', sameFile);
      throw error;
    }
    await staged?.keep();
    return created(file.filename, id, ride);
  }

  function created(filename: string, id: string, ride: RideDescription): ImportOutcome {
    return {
      filename,
      status: 'created',
      activityId: id,
      errorCode: null,
      duplicate: null,
      warnings: ride.warnings.map(publicWarning),
    };
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
      for (let i = 0; i < files.length; i++) {
        const file = files[i]!;
        const sha = hashes[i]!;
        const sameBytes = existing[i] ?? stored.get(sha);
        if (sameBytes) {
          // A ride whose commit was hidden by a lost connection may lack its file: the same bytes bring it back.
          if (existing[i] && !(await deps.files.exists(userId, sha)))
            await deps.files.put(userId, sha, file.bytes).catch(() => false);
          outcomes.push(duplicateOf(file.filename, 'same_file', sameBytes));
          continue;
        }
        if (decoded[i] === null) {
          // the first copy in this request was rejected or failed: so is this one, for the same reason
          const first = outcomes[firstIndex.get(sha)!];
          if (first?.duplicate) outcomes.push({ ...first, filename: file.filename });
          else outcomes.push(rejected(file.filename, first?.errorCode ?? 'corrupt'));
          continue;
        }
        const { processed, error } = await decoded[i]!;
        if (!processed) {
          const code = error instanceof RideFileError ? error.code : 'corrupt';
          if (!(error instanceof RideFileError))
            deps.log.error({ err: error }, 'ride decode failed unexpectedly');
          outcomes.push(rejected(file.filename, code));
          continue;
        }
        try {
          const outcome = await store(userId, sha, file, processed, origin);
          if (outcome.status === 'created') {
            const { startTime, name } = processed.ride;
            stored.set(sha, { id: outcome.activityId!, name, startTime, cycling: processed.result.cycling });
          }
          outcomes.push(outcome);
        } catch (err) {
          // Nothing of this upload stored yet and the database away: 503 (retry it all) rather than a rejection.
          if (isDatabaseUnavailable(err) && !outcomes.some((o) => o.status === 'created')) throw err;
          deps.log.error({ err, file: file.filename }, 'ride import failed');
          outcomes.push(rejected(file.filename, 'import_failed'));
        }
      }
      return outcomes;
    },
  };
}

export type ActivityImporter = ReturnType<typeof createActivityImporter>;
