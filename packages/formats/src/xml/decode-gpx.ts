import { RideFileError } from '../errors.ts';
import { SampleBuilder } from '../samples.ts';
import type { Ride } from '../types.ts';
import { readXml } from './xml-reader.ts';
import { cleanName, normaliseSport, parseNumber, parseTime } from './xml-values.ts';

/** Extension element names (lower-case, prefix stripped) seen in GPX files from Garmin, Strava, Wahoo and others. */
const POWER_NAMES = new Set(['power', 'watts', 'powerinwatts']);
const HEART_RATE_NAMES = new Set(['hr', 'heartrate', 'heart_rate']);
const CADENCE_NAMES = new Set(['cad', 'cadence']);
const SPEED_NAMES = new Set(['speed']);
const DISTANCE_NAMES = new Set(['distance']);

const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Decodes a GPX 1.0/1.1 track: `trkpt` lat/lon, `ele`, `time`, and the common extensions for power, heart rate,
 * cadence, speed and distance. All tracks and segments are joined in time order. A GPX without timed track
 * points (a planned route, waypoints) is 'not_activity'. When the file has positions but no distance, distance is
 * the cumulative great-circle (haversine) length of the track, so speed and per-km figures still work. The ride's
 * name is the first named track's `<name>` (Strava, Garmin Connect and most apps write it there), else the file's
 * `<metadata><name>`.
 */
export function decodeGpx(bytes: Uint8Array): Ride {
  const builder = new SampleBuilder(4096);
  const row = new Float64Array(8);
  let creator: string | null = null;
  let sport: string | null = null;
  let trackName: string | null = null;
  let metadataName: string | null = null;
  let inPoint = false;
  let pointTime = Number.NaN;
  let points = 0;
  let sawRouteOrWaypoint = false;

  readXml(bytes, {
    open(name, attributes) {
      if (name === 'gpx') creator = attributes.creator?.trim() || null;
      else if (name === 'trkpt') {
        inPoint = true;
        points++;
        pointTime = Number.NaN;
        row.fill(Number.NaN);
        row[6] = parseNumber(attributes.lat ?? '');
        row[7] = parseNumber(attributes.lon ?? '');
      } else if (name === 'rtept' || name === 'wpt') sawRouteOrWaypoint = true;
    },
    close(name, text, stack) {
      if (!inPoint) {
        const parent = stack[stack.length - 2];
        if (name === 'type' && parent === 'trk' && sport === null) sport = normaliseSport(text);
        else if (name === 'name' && parent === 'trk') trackName ??= cleanName(text);
        else if (name === 'name' && parent === 'metadata') metadataName ??= cleanName(text);
        return;
      }
      if (name === 'trkpt') {
        inPoint = false;
        builder.push(pointTime, row);
        return;
      }
      if (name === 'time') pointTime = parseTime(text);
      else if (name === 'ele') row[4] = parseNumber(text);
      else {
        const key = name.toLowerCase();
        if (POWER_NAMES.has(key)) row[0] = parseNumber(text);
        else if (HEART_RATE_NAMES.has(key)) row[1] = parseNumber(text);
        else if (CADENCE_NAMES.has(key)) row[2] = parseNumber(text);
        else if (SPEED_NAMES.has(key)) row[3] = parseNumber(text);
        else if (DISTANCE_NAMES.has(key)) row[5] = parseNumber(text);
      }
    },
  });

  const columns = builder.finish();
  if (columns.samples.time.length === 0) {
    if (points > 0 || sawRouteOrWaypoint) {
      throw new RideFileError(
        'not_activity',
        'GPX without timestamps: a route or course, not a recorded ride',
      );
    }
    throw new RideFileError('no_records', 'GPX without track points');
  }
  const warnings = [...columns.warnings];
  const samples = columns.samples;
  if (!samples.distance && columns.latitude && columns.longitude) {
    samples.distance = trackDistance(columns.latitude, columns.longitude);
    warnings.push({ code: 'distance_from_positions' });
  }
  return {
    format: 'gpx',
    name: trackName ?? metadataName,
    workoutName: null,
    sport,
    subSport: null,
    startTime: new Date(samples.time[0]! * 1000),
    device: creator
      ? { manufacturer: /^garmin\b/i.test(creator) ? 'garmin' : null, product: creator, serialNumber: null }
      : null,
    samples,
    latitude: columns.latitude,
    longitude: columns.longitude,
    laps: [],
    timerEvents: [],
    session: null,
    warnings,
  };
}

/** Cumulative haversine distance (metres) along the valid positions; gaps without a fix add nothing. */
function trackDistance(latitude: Float64Array, longitude: Float64Array): Float64Array {
  const out = new Float64Array(latitude.length);
  const rad = Math.PI / 180;
  let total = 0;
  let previousLat = Number.NaN;
  let previousLon = Number.NaN;
  for (let i = 0; i < latitude.length; i++) {
    const lat = latitude[i]!;
    const lon = longitude[i]!;
    if (!Number.isNaN(lat) && !Number.isNaN(lon)) {
      if (!Number.isNaN(previousLat)) {
        const dLat = (lat - previousLat) * rad;
        const dLon = (lon - previousLon) * rad;
        const a =
          Math.sin(dLat / 2) ** 2 +
          Math.cos(previousLat * rad) * Math.cos(lat * rad) * Math.sin(dLon / 2) ** 2;
        total += 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
      }
      previousLat = lat;
      previousLon = lon;
    }
    out[i] = total;
  }
  return out;
}
