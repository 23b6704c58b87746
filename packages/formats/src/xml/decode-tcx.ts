import { RideFileError } from '../errors.ts';
import { SampleBuilder } from '../samples.ts';
import type { Ride, RideLap, RideSession } from '../types.ts';
import type { RideWarning } from '../warnings.ts';
import { readXml } from './xml-reader.ts';
import { normaliseSport, parseNumber, parseTime } from './xml-values.ts';

interface LapDraft {
  startTime: number;
  totalTimerS: number;
  distanceM: number;
  avgHeartRateBpm: number;
  avgPowerW: number;
  maxPowerW: number;
}

/**
 * Decodes a Garmin Training Center (TCX v2) activity: Trackpoints (Time, Position, AltitudeMeters, DistanceMeters,
 * HeartRateBpm/Value, Cadence, Extensions/TPX/Speed and Watts) and Laps (StartTime, TotalTimeSeconds,
 * DistanceMeters, AverageHeartRateBpm, Extensions/LX/AvgWatts and MaxWatts). Only the first Activity is read.
 * TCX has no timer events; a file holding only Courses or Workouts is 'not_activity'.
 */
export function decodeTcx(bytes: Uint8Array): Ride {
  const builder = new SampleBuilder(4096);
  const row = new Float64Array(8);
  const laps: LapDraft[] = [];
  const warnings: RideWarning[] = [];
  let activities = 0;
  let inFirstActivity = false;
  let sawNonActivity = false;
  let sport: string | null = null;
  let activityId = Number.NaN;
  let inPoint = false;
  let pointTime = Number.NaN;
  const device = {
    manufacturer: null as string | null,
    product: null as string | null,
    serialNumber: null as string | null,
  };

  readXml(bytes, {
    open(name, attributes) {
      if (name === 'Activity') {
        activities++;
        inFirstActivity = activities === 1;
        if (inFirstActivity) sport = normaliseSport(attributes.Sport);
      } else if (!inFirstActivity) {
        if (name === 'Course' || name === 'Workout') sawNonActivity = true;
      } else if (name === 'Lap') {
        laps.push({
          startTime: parseTime(attributes.StartTime ?? ''),
          totalTimerS: Number.NaN,
          distanceM: Number.NaN,
          avgHeartRateBpm: Number.NaN,
          avgPowerW: Number.NaN,
          maxPowerW: Number.NaN,
        });
      } else if (name === 'Trackpoint') {
        inPoint = true;
        pointTime = Number.NaN;
        row.fill(Number.NaN);
      }
    },
    close(name, text, stack) {
      if (!inFirstActivity) return;
      const parent = stack[stack.length - 2];
      if (name === 'Activity') {
        inFirstActivity = false;
        return;
      }
      if (inPoint) {
        if (name === 'Trackpoint') {
          inPoint = false;
          builder.push(pointTime, row);
        } else if (name === 'Time') pointTime = parseTime(text);
        else if (name === 'Watts') row[0] = parseNumber(text);
        else if (name === 'Value' && parent === 'HeartRateBpm') row[1] = parseNumber(text);
        else if (name === 'Cadence') row[2] = parseNumber(text);
        else if (name === 'Speed') row[3] = parseNumber(text);
        else if (name === 'AltitudeMeters') row[4] = parseNumber(text);
        else if (name === 'DistanceMeters') row[5] = parseNumber(text);
        else if (name === 'LatitudeDegrees') row[6] = parseNumber(text);
        else if (name === 'LongitudeDegrees') row[7] = parseNumber(text);
        return;
      }
      const lap = laps[laps.length - 1];
      if (lap && stack.includes('Lap')) {
        if (parent === 'Lap' && name === 'TotalTimeSeconds') lap.totalTimerS = parseNumber(text);
        else if (parent === 'Lap' && name === 'DistanceMeters') lap.distanceM = parseNumber(text);
        else if (parent === 'AverageHeartRateBpm' && name === 'Value')
          lap.avgHeartRateBpm = parseNumber(text);
        else if (parent === 'LX' && name === 'AvgWatts') lap.avgPowerW = parseNumber(text);
        else if (parent === 'LX' && name === 'MaxWatts') lap.maxPowerW = parseNumber(text);
      } else if (parent === 'Activity' && name === 'Id') activityId = parseTime(text);
      else if (parent === 'Creator' && name === 'Name') device.product = text || null;
      else if (parent === 'Creator' && name === 'UnitId')
        device.serialNumber = text && text !== '0' ? text : null;
    },
  });

  if (activities === 0) {
    throw new RideFileError(sawNonActivity ? 'not_activity' : 'no_records', 'TCX without an Activity');
  }
  if (activities > 1) warnings.push({ code: 'multiple_activities', count: activities });
  const columns = builder.finish();
  warnings.push(...columns.warnings);
  if (columns.samples.time.length === 0)
    throw new RideFileError('no_records', 'TCX activity without timed Trackpoints');
  if (device.product && /^garmin\b/i.test(device.product)) device.manufacturer = 'garmin';

  const firstLapStart = laps[0]?.startTime ?? Number.NaN;
  const startS = [activityId, firstLapStart, columns.samples.time[0]!].find((t) => Number.isFinite(t))!;
  const value = (v: number) => (Number.isFinite(v) ? v : null);
  return {
    format: 'tcx',
    name: null,
    workoutName: null,
    sport,
    subSport: null,
    startTime: new Date(startS * 1000),
    device: device.product || device.serialNumber ? device : null,
    samples: columns.samples,
    latitude: columns.latitude,
    longitude: columns.longitude,
    laps: laps.map(
      (lap): RideLap => ({
        startTime: new Date((Number.isFinite(lap.startTime) ? lap.startTime : startS) * 1000),
        totalElapsedS: null,
        totalTimerS: value(lap.totalTimerS),
        distanceM: value(lap.distanceM),
        avgPowerW: value(lap.avgPowerW),
        avgHeartRateBpm: value(lap.avgHeartRateBpm),
      }),
    ),
    timerEvents: [],
    session: laps.length > 0 ? sessionFromLaps(laps) : null,
    warnings,
  };
}

/** TCX has no session summary: the laps' totals (and time-weighted averages) are what the device wrote. */
function sessionFromLaps(laps: LapDraft[]): RideSession {
  const sum = (pick: (lap: LapDraft) => number) =>
    laps.every((lap) => Number.isFinite(pick(lap)))
      ? laps.reduce((total, lap) => total + pick(lap), 0)
      : null;
  const timeWeighted = (pick: (lap: LapDraft) => number) => {
    const total = sum((lap) => lap.totalTimerS);
    const weighted = sum((lap) => pick(lap) * lap.totalTimerS);
    return total && weighted !== null ? Math.round((weighted / total) * 10) / 10 : null;
  };
  const maxima = laps.map((lap) => lap.maxPowerW).filter(Number.isFinite);
  return {
    totalElapsedS: null,
    totalTimerS: sum((lap) => lap.totalTimerS),
    distanceM: sum((lap) => lap.distanceM),
    avgPowerW: timeWeighted((lap) => lap.avgPowerW),
    normalizedPowerW: null,
    maxPowerW: maxima.length === laps.length && maxima.length > 0 ? Math.max(...maxima) : null,
    avgHeartRateBpm: timeWeighted((lap) => lap.avgHeartRateBpm),
    totalAscentM: null,
  };
}
