import {
  type FtpTestProposal,
  ftpForRide,
  knownFtp,
  type PlannedFtpTest,
  plannedTestOn,
  proposeFtpTest,
  safeTimeZone,
} from '@domestique/coach';
import {
  detectFormat,
  isCyclingSport,
  publicWarning,
  type Ride,
  type RideDescription,
} from '@domestique/formats';
import { analyzeRide, powerHistogram, type RideAnalysis, storedRideMetrics } from '@domestique/science';
import { encodePowerCurve, POWER_CURVE_KIND_MMP } from '../../db/power-curve-codec.ts';
import { encodePowerHistogram } from '../../db/power-histogram-codec.ts';
import {
  encodeStreamSync,
  STREAM_ENCODING,
  STREAM_ENCODING_DELTA,
  type StreamEncoding,
} from '../../db/stream-codec.ts';
// types only: this file also runs in the import worker, where a module's index would load the whole module
import type { FtpHistoryRow, ProfileFtpFacts } from '../ftp/index.ts';
import type { NewActivity, NewStream } from './activity-repository.ts';
import { hrSettings, hrSettingsKey } from './hr-settings.ts';

/** One uploaded file before import. */
export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

/** Channels of the riding series kept as streams (`time` = seconds since the start, pauses as jumps). */
const STREAM_CHANNELS = ['time', 'power', 'heart_rate', 'cadence', 'speed', 'altitude', 'distance'] as const;

/** Everything import needs from a decoded ride, computed next to the decoder (in its worker thread). */
export interface RideImportAnalysis {
  /** The activity's metric columns (file and identity columns are added by {@link activityRow}). */
  metrics: Omit<
    NewActivity,
    | 'id'
    | 'userId'
    | 'source'
    | 'fileSha256'
    | 'fileFormat'
    | 'fileCompressed'
    | 'fileBytes'
    | 'originalFilename'
    | 'name'
    | 'sport'
    | 'startTime'
    | 'powerCurve'
    | 'powerCurveKind'
    | 'powerHistogram'
  >;
  /** Mean-maximal power at STANDARD_DURATIONS (NaN where too short), null without power. */
  powerCurve: Float64Array | null;
  /** Seconds per 5 W of the stored power stream (science `powerHistogram`), null without power. */
  powerHistogram: Uint32Array | null;
  /** The FTP test the ride was recognised as, with the FTP it gives: a suggestion for the rider, never applied. */
  ftpTest: FtpTestProposal | null;
  cycling: boolean;
  streams: { channel: string; encoding: StreamEncoding; sampleCount: number; data: Uint8Array }[];
}

/** What {@link analyzeForImport} needs of the rider (read once per upload, before decoding). */
export interface RiderScoring {
  history: FtpHistoryRow[];
  profile: ProfileFtpFacts | null;
  /** FTP tests the rider's plan schedules (the plan's seam, see `PlannedFtpTest`); none until plans exist. */
  plannedFtpTests?: PlannedFtpTest[];
}

/**
 * One decoded ride analysed for storage: `analyzeRide` (shared with the CLI) at the FTP in effect on the ride's date
 * and the profile's HR settings — another sport keeps its figures but gets no FTP (no IF/TSS, see docs/science.md) —
 * and its riding series deflated into stream rows. Synchronous and CPU-bound: the server runs it in the decode worker
 * (`import-analysis-task.ts`), so neither decoding nor analysis blocks the event loop.
 */
export function analyzeForImport(ride: Ride, rider: RiderScoring): RideImportAnalysis {
  const cycling = isCyclingSport(ride.sport, ride.subSport);
  const ftpW = cycling ? ftpForRide(ride.startTime, rider.history, rider.profile) : null;
  const analysis = analyzeRide(ride, { ftpW, cycling, ...hrSettings(rider.profile) });
  const s = analysis.summary;
  const ftpTest = cycling
    ? proposeFtpTest({
        workoutName: ride.workoutName,
        watts: s.hasPower ? analysis.series.power : null,
        // the shape checks want an FTP the rider stands behind, not the estimate from their answers
        knownFtpW: knownFtp(rider.history, rider.profile) != null ? ftpW : null,
        plannedTest: plannedTestOn(
          rider.plannedFtpTests,
          ride.startTime,
          safeTimeZone(rider.profile?.timezone),
        ),
      })
    : null;
  return {
    metrics: {
      ...storedRideMetrics(s),
      hasPower: s.hasPower,
      hrLoadKey: hrSettingsKey(rider.profile),
      ftpUsedW: ftpW,
      laps: ride.laps.map((l) => ({
        startTime: l.startTime.toISOString(),
        elapsedS: l.totalElapsedS,
        timerS: l.totalTimerS,
        distanceM: l.distanceM,
        avgPowerW: l.avgPowerW,
        avgHeartRateBpm: l.avgHeartRateBpm,
      })),
      spikesRemoved: analysis.series.spikesRemoved,
      warnings: ride.warnings.map(publicWarning),
      cycling,
      workoutName: ride.workoutName,
      ftpTestProtocol: ftpTest?.protocol ?? null,
      ftpTestEvidence: ftpTest?.evidence ?? null,
    },
    powerCurve: analysis.powerCurve?.watts ?? null,
    // of the power as stored (Float32), so the back-fill, reading the stream, would count the same seconds
    powerHistogram:
      s.hasPower && analysis.series.power ? powerHistogram(Float32Array.from(analysis.series.power)) : null,
    ftpTest,
    cycling,
    streams: encodeStreams(analysis),
  };
}

/** The activity row: the analysis plus the file's identity (hash, format, size, original name) and title. */
export function activityRow(args: {
  userId: string;
  id: string;
  sha256: string;
  file: UploadedFile;
  ride: RideDescription;
  analysis: RideImportAnalysis;
}): NewActivity {
  const { file, ride } = args;
  return {
    ...args.analysis.metrics,
    id: args.id,
    userId: args.userId,
    source: 'upload',
    fileSha256: args.sha256,
    fileFormat: ride.format,
    fileCompressed: detectFormat(file.bytes, file.filename) === 'gzip',
    fileBytes: file.bytes.length,
    originalFilename: file.filename.replace(/^.*[\\/]/, '').slice(0, 255) || null,
    // the file's own title (a GPX track name) or none: clients then show "Morning ride" etc. in the rider's
    // language; a file name is a device's serial pattern ("2019-02-17-062644-ELEMNT-297E-195-0"), never a name
    name: ride.name,
    sport: ride.sport,
    startTime: ride.startTime,
    powerCurve: encodePowerCurve(args.analysis.powerCurve),
    // exact-duration MMP (science `powerCurve`); rows stored before carry the envelope: see power-curve-backfill.ts
    powerCurveKind: args.analysis.powerCurve ? POWER_CURVE_KIND_MMP : null,
    powerHistogram: args.analysis.powerHistogram ? encodePowerHistogram(args.analysis.powerHistogram) : null,
  };
}

/** Stream rows of one ride, for `activityId` (the analysis does not know it yet). */
export function streamRows(userId: string, activityId: string, analysis: RideImportAnalysis): NewStream[] {
  return analysis.streams.map((s) => ({ activityId, userId, ...s, data: Buffer.from(s.data) }));
}

function encodeStreams(analysis: RideAnalysis): RideImportAnalysis['streams'] {
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
  return present.map((channel) => {
    const encoding = channel === 'time' ? STREAM_ENCODING_DELTA : STREAM_ENCODING;
    return {
      channel,
      encoding,
      sampleCount: series.movingS,
      data: encodeStreamSync(columns[channel]!, encoding),
    };
  });
}
