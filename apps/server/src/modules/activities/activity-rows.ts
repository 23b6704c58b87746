import { detectFormat, isCyclingSport, publicWarning, type Ride } from '@domestique/formats';
import { analyzeRide, type RideAnalysis } from '@domestique/science';
import type { FtpHistoryRow, ProfileFtpFacts } from '../ftp/ftp-repository.ts';
import { ftpForRide } from '../ftp/ftp-rules.ts';
import type { NewActivity, NewStream } from './activity-repository.ts';
import { hrSettings, hrSettingsKey } from './hr-settings.ts';
import { encodePowerCurve } from './power-curve-codec.ts';
import { encodeStream, STREAM_ENCODING } from './stream-codec.ts';

/** One uploaded file before import. */
export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

/** Channels of the riding series kept as streams (`time` = seconds since the start, pauses as jumps). */
const STREAM_CHANNELS = ['time', 'power', 'heart_rate', 'cadence', 'speed', 'altitude', 'distance'] as const;

/** Display name from the uploaded name without extensions ("morning-ride.fit.gz" → "morning-ride"). */
export function nameFromFilename(filename: string, ride: Ride): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/(\.(fit|tcx|gpx|gz))+$/i, '')
    .trim();
  return (base || `Ride ${ride.startTime.toISOString().slice(0, 10)}`).slice(0, 200);
}

/**
 * The rows of one decoded ride: `analyzeRide` (shared with the CLI) at the FTP in effect on the ride's date and the
 * profile's HR settings; another sport keeps its figures but gets no FTP (no IF/TSS, see docs/science.md).
 */
export async function buildRideRows(args: {
  userId: string;
  id: string;
  sha256: string;
  file: UploadedFile;
  ride: Ride;
  history: FtpHistoryRow[];
  profile: ProfileFtpFacts | null;
}): Promise<{ activity: NewActivity; streams: NewStream[]; analysis: RideAnalysis; cycling: boolean }> {
  const { userId, id, sha256, file, ride, profile } = args;
  const cycling = isCyclingSport(ride.sport, ride.subSport);
  const ftpW = cycling ? ftpForRide(ride.startTime, args.history, profile) : null;
  const analysis = analyzeRide(ride, { ftpW, cycling, ...hrSettings(profile) });
  const s = analysis.summary;
  const activity: NewActivity = {
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
    hrLoadKey: hrSettingsKey(profile),
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
    warnings: ride.warnings.map(publicWarning),
    cycling,
  };
  return { activity, streams: await encodeStreams(userId, id, analysis), analysis, cycling };
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
