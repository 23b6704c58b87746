import { basename } from 'node:path';
import { isCyclingSport, type Ride } from '@domestique/formats';
import { analyzeRide, type RideAnalysis, type RideMetricValues, rideMetricValues } from '@domestique/science';

/**
 * The `--json` report: these keys and every metric of science's registry, null where unknown (the server's activity
 * detail uses the same names).
 */
export interface RideReport extends RideMetricValues {
  file: string;
  format: string;
  sport: string | null;
  startTime: string | null;
  hasPower: boolean;
  /** Duration in seconds → best mean watts, for every standard duration the ride is long enough for. */
  powerCurve: Record<string, number> | null;
}

export interface AnalyzeSettings {
  ftpW?: number | null;
  weightKg?: number | null;
}

/** Curve as `{ "1": 812, "5": 640, … }`: only durations with a value. */
export function curveObject(analysis: RideAnalysis): Record<string, number> | null {
  const curve = analysis.powerCurve;
  if (!curve) return null;
  const out: Record<string, number> = {};
  curve.durations.forEach((d, i) => {
    const w = curve.watts[i]!;
    if (Number.isFinite(w)) out[String(d)] = w;
  });
  return out;
}

function isoStart(ride: Ride): string | null {
  return Number.isFinite(ride.startTime.getTime()) ? ride.startTime.toISOString() : null;
}

/**
 * Analyses a decoded ride with the shared `analyzeRide` and maps it to the report. Another sport than cycling gets
 * no IF, TSS or FTP estimate, exactly as on the server (docs/science.md, "Other sports").
 */
export function reportRide(path: string, ride: Ride, settings: AnalyzeSettings): RideReport {
  const analysis = analyzeRide(ride, {
    ftpW: settings.ftpW ?? null,
    cycling: isCyclingSport(ride.sport, ride.subSport),
  });
  const s = analysis.summary;
  return {
    file: basename(path),
    format: ride.format,
    sport: ride.sport,
    startTime: isoStart(ride),
    ...rideMetricValues(s),
    hasPower: s.hasPower,
    powerCurve: curveObject(analysis),
  };
}
