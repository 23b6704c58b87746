import { createHash, randomUUID } from 'node:crypto';
import type { UploadResult } from '@domestique/contract';
import {
  decodeRideInWorker,
  detectFormat,
  RIDE_FILE_LIMITS,
  type Ride,
  RideFileError,
  type RideFileErrorCode,
} from '@domestique/formats';
import { analyzeRide, type RideAnalysis } from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { FtpRepository } from '../ftp/ftp-repository.ts';
import { ftpForRide } from '../ftp/ftp-rules.ts';
import type { FtpService } from '../ftp/ftp-service.ts';
import { type ActivityRepository, isUniqueViolation, type NewStream } from './activity-repository.ts';
import { encodePowerCurve } from './power-curve-codec.ts';
import { encodeStream, STREAM_ENCODING } from './stream-codec.ts';

/** One uploaded file before import. */
export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

/** Outcome without the localised message (the route words `code` in the request language). */
export type ImportOutcome = Omit<UploadResult, 'error'> & { errorCode: RideFileErrorCode | null };

/** Channels of the riding series kept as streams (`time` = seconds since the start, pauses as jumps). */
const STREAM_CHANNELS = ['time', 'power', 'heart_rate', 'cadence', 'speed', 'altitude', 'distance'] as const;

/**
 * Size limits before anything is parsed (security.md §4): FIT ≤ 10 MB, TCX/GPX ≤ 25 MB, .gz ≤ 25 MB compressed
 * (≤ 50 MB inflated is enforced while inflating). An over-size part fails the whole request with 413.
 */
export function checkUploadSize(file: UploadedFile): void {
  const format = detectFormat(file.bytes, file.filename);
  const limit = format === 'fit' ? RIDE_FILE_LIMITS.fitBytes : RIDE_FILE_LIMITS.xmlBytes;
  if (file.bytes.length > limit) throw new HttpError(413, 'payload_too_large');
}

/** Display name from the uploaded name without extensions ("morning-ride.fit.gz" → "morning-ride"). */
export function nameFromFilename(filename: string, ride: Ride): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/(\.(fit|tcx|gpx|gz))+$/i, '')
    .trim();
  return (base || `Ride ${ride.startTime.toISOString().slice(0, 10)}`).slice(0, 200);
}

export interface ImportDeps {
  activities: ActivityRepository;
  ftpRepo: FtpRepository;
  ftp: FtpService;
  files: FileStore;
  log: FastifyBaseLogger;
  decode?: (bytes: Uint8Array, filename: string) => Promise<Ride>;
}

export function createActivityImporter(deps: ImportDeps) {
  const decode =
    deps.decode ?? ((bytes: Uint8Array, filename: string) => decodeRideInWorker(bytes, filename));
  const db = deps.activities.db;

  async function buildRows(userId: string, id: string, sha256: string, file: UploadedFile, ride: Ride) {
    const history = await deps.ftpRepo.history(userId);
    const profile = await deps.ftpRepo.profileFacts(userId);
    const ftpW = ftpForRide(ride.startTime, history, profile);
    const analysis = analyzeRide(ride, { ftpW, lthrBpm: profile?.lthr, maxHrBpm: profile?.maxHr });
    const s = analysis.summary;
    const activity = {
      id,
      userId,
      source: 'upload',
      fileSha256: sha256,
      fileFormat: ride.format,
      fileCompressed: detectFormat(file.bytes, file.filename) === 'gzip',
      fileBytes: file.bytes.length,
      originalFilename: file.filename.replace(/^.*[\\/]/, '').slice(0, 255) || null,
      name: nameFromFilename(file.filename, ride),
      sport: ride.sport,
      startTime: ride.startTime,
      elapsedS: s.elapsedS,
      movingS: s.movingS,
      distanceM: s.distanceM,
      elevationGainM: s.elevationGainM,
      hasPower: s.hasPower,
      avgPowerW: s.avgPowerW,
      maxPowerW: s.maxPowerW,
      normalizedPowerW: s.normalizedPowerW,
      intensityFactor: s.intensityFactor,
      tss: s.tss,
      variabilityIndex: s.variabilityIndex,
      workKj: s.workKj,
      avgHeartRateBpm: s.avgHeartRateBpm,
      maxHeartRateBpm: s.maxHeartRateBpm,
      avgCadenceRpm: s.avgCadenceRpm,
      efficiencyFactor: s.efficiencyFactor,
      decouplingPct: s.decouplingPct,
      hrLoad: s.hrLoad,
      ftpEstimateW: s.ftpEstimateW,
      ftpUsedW: ftpW,
      powerCurve: encodePowerCurve(analysis.powerCurve?.watts ?? null),
      laps: ride.laps.map((l) => ({
        startTime: l.startTime.toISOString(),
        elapsedS: l.totalElapsedS,
        timerS: l.totalTimerS,
        distanceM: l.distanceM,
        avgPowerW: l.avgPowerW,
        avgHeartRateBpm: l.avgHeartRateBpm,
      })),
      spikesRemoved: analysis.series.spikesRemoved,
    };
    return { activity, streams: await encodeStreams(userId, id, analysis), analysis };
  }

  async function encodeStreams(
    userId: string,
    activityId: string,
    analysis: RideAnalysis,
  ): Promise<NewStream[]> {
    const series = analysis.series;
    const columns: Record<(typeof STREAM_CHANNELS)[number], ArrayLike<number> | null> = {
      time: series.elapsedOffset,
      power: analysis.summary.hasPower ? series.power : null,
      heart_rate: series.heartRate,
      cadence: series.cadence,
      speed: series.speed,
      altitude: series.altitude,
      distance: series.distance,
    };
    const present = STREAM_CHANNELS.filter((c) => columns[c] && series.movingS > 0);
    const encoded = await Promise.all(present.map((c) => encodeStream(columns[c]!)));
    return present.map((channel, i) => ({
      activityId,
      userId,
      channel,
      encoding: STREAM_ENCODING,
      sampleCount: series.movingS,
      data: encoded[i]!,
    }));
  }

  /**
   * Stores one decoded ride atomically: the original file first, then the rows in one transaction; if the
   * transaction fails the file is removed again (unless another row already owns the same bytes).
   */
  async function store(
    userId: string,
    sha256: string,
    file: UploadedFile,
    ride: Ride,
  ): Promise<ImportOutcome> {
    const id = randomUUID();
    const { activity, streams, analysis } = await buildRows(userId, id, sha256, file, ride);
    const fileWasNew = await deps.files.put(userId, sha256, file.bytes);
    try {
      await db.transaction(async (tx) => {
        await deps.activities.insert(activity, streams, tx);
        await deps.ftp.suggestFromRide(
          userId,
          { id, startTime: ride.startTime, powerCurve: analysis.powerCurve },
          tx,
        );
      });
    } catch (error) {
      const existing = await deps.activities.findIdByHash(userId, sha256).catch(() => null);
      if (fileWasNew && !existing) await deps.files.delete(userId, sha256).catch(() => {});
      if (isUniqueViolation(error) && existing) {
        return { filename: file.filename, status: 'duplicate', activityId: existing, errorCode: null };
      }
      throw error;
    }
    return { filename: file.filename, status: 'created', activityId: id, errorCode: null };
  }

  return {
    /**
     * Imports the files of one upload. Decoding runs in the worker pool (in parallel, off the request thread);
     * rides are stored one after another, so the same bytes twice in one request are one ride and a duplicate.
     */
    async importFiles(userId: string, files: UploadedFile[]): Promise<ImportOutcome[]> {
      for (const file of files) checkUploadSize(file);
      const hashes = files.map((f) => createHash('sha256').update(f.bytes).digest('hex'));
      const existing = await Promise.all(hashes.map((h) => deps.activities.findIdByHash(userId, h)));
      const firstIndex = new Map<string, number>();
      hashes.forEach((h, i) => {
        if (!firstIndex.has(h)) firstIndex.set(h, i);
      });
      const decoded = files.map((f, i) =>
        existing[i] || firstIndex.get(hashes[i]!) !== i
          ? null
          : decode(f.bytes, f.filename).then(
              (ride) => ({ ride, error: null }),
              (error: unknown) => ({ ride: null, error }),
            ),
      );
      const outcomes: ImportOutcome[] = [];
      const storedIds = new Map<string, string>();
      for (let i = 0; i < files.length; i++) {
        const file = files[i]!;
        const sha = hashes[i]!;
        const duplicateOf = existing[i] ?? storedIds.get(sha);
        if (duplicateOf || decoded[i] === null) {
          outcomes.push({
            filename: file.filename,
            status: duplicateOf ? 'duplicate' : 'rejected',
            activityId: duplicateOf ?? null,
            // the first copy in this request was rejected: so is this one, for the same reason
            errorCode: duplicateOf ? null : (outcomes[firstIndex.get(sha)!]?.errorCode ?? 'corrupt'),
          });
          continue;
        }
        const { ride, error } = await decoded[i]!;
        if (!ride) {
          const code = error instanceof RideFileError ? error.code : 'corrupt';
          if (!(error instanceof RideFileError))
            deps.log.error({ err: error }, 'ride decode failed unexpectedly');
          outcomes.push({ filename: file.filename, status: 'rejected', activityId: null, errorCode: code });
          continue;
        }
        const outcome = await store(userId, sha, file, ride);
        if (outcome.activityId) storedIds.set(sha, outcome.activityId);
        outcomes.push(outcome);
      }
      return outcomes;
    },
  };
}

export type ActivityImporter = ReturnType<typeof createActivityImporter>;
