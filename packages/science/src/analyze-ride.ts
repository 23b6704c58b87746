import { estimateFtpFromCurve, type FtpEstimate } from './ftp.ts';
import { type PowerCurve, powerCurve, STANDARD_DURATIONS } from './power-curve.ts';
import { buildRidingSeries } from './riding-series.ts';
import { type RideSettings, type RideSummary, summarizeRide } from './summary.ts';
import type { RawSamples, RidingSeries, TimerEvent } from './types.ts';

/** What {@link analyzeRide} needs of a decoded ride (structurally the `Ride` of @domestique/formats). */
export interface AnalyzableRide {
  samples: RawSamples;
  timerEvents?: readonly TimerEvent[];
  /** The head unit's own totals, when the file has them (FIT session). */
  session?: { totalAscentM: number | null } | null;
}

export interface AnalyzeOptions extends RideSettings {
  /**
   * Whether the activity is a ride (default true). The apps pass `isCyclingSport(ride.sport, ride.subSport)` from
   * @domestique/formats: for other sports IF, TSS and the FTP estimate are null (docs/science.md, "Other sports").
   */
  cycling?: boolean;
}

export interface RideAnalysis {
  series: RidingSeries;
  summary: RideSummary;
  /** Mean-maximal power at {@link STANDARD_DURATIONS}; null without a power meter. */
  powerCurve: PowerCurve | null;
  /** The estimate behind `summary.ftpEstimateW`, with its method and basis (null when the ride shows none). */
  ftpEstimate: FtpEstimate | null;
  /** Where `summary.elevationGainM` comes from: the file's own total ascent, or our smoothed altitude. */
  elevationGainSource: 'device' | 'computed' | null;
}

/**
 * The one analysis every app runs on a ride file (the CLI's `analyze` and the server's import share it, so they
 * report identical numbers): riding series (timer events honoured) → {@link summarizeRide} (NP, IF, TSS, …) →
 * mean-maximal power curve at the standard durations → ride-based FTP estimate ({@link estimateFtpFromCurve}).
 * Elevation gain is the file's own total ascent when it has one (head units measure it from raw barometer data
 * we never see), else our smoothed-altitude gain.
 */
export function analyzeRide(ride: AnalyzableRide, options: AnalyzeOptions = {}): RideAnalysis {
  const cycling = options.cycling ?? true;
  // FTP is a cycling threshold: another sport's power gets no IF, TSS or FTP estimate (its load is HR-based).
  const settings: RideSettings = cycling ? options : { ...options, ftpW: null };
  const series = buildRidingSeries(ride.samples, { timerEvents: ride.timerEvents ?? [] });
  const summary = summarizeRide(series, settings);
  if (!cycling) summary.ftpEstimateW = null;
  const deviceAscent = ride.session?.totalAscentM;
  let elevationGainSource: RideAnalysis['elevationGainSource'] =
    summary.elevationGainM == null ? null : 'computed';
  if (deviceAscent != null && Number.isFinite(deviceAscent) && deviceAscent >= 0) {
    summary.elevationGainM = deviceAscent;
    elevationGainSource = 'device';
  }
  const curve = summary.hasPower && series.power ? powerCurve(series.power, STANDARD_DURATIONS) : null;
  const ftp = settings.ftpW != null && settings.ftpW > 0 ? settings.ftpW : null;
  const ftpEstimate = curve && cycling ? estimateFtpFromCurve(curve, { currentFtpW: ftp }) : null;
  return { series, summary, powerCurve: curve, ftpEstimate, elevationGainSource };
}

/** A curve as a plain array aligned with its durations, null where the ride was too short (JSON and SQL friendly). */
export function powerCurveValues(curve: PowerCurve | null): (number | null)[] | null {
  if (!curve) return null;
  return Array.from(curve.watts, (w) => (Number.isFinite(w) ? w : null));
}
