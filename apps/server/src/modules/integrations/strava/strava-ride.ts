import { type ActivityStreams, encodeStreamsFit } from '@domestique/formats';
import type { StravaActivity, StravaStreams } from './strava-client.ts';

const numbers = (column: unknown[] | undefined): (number | null)[] | null =>
  column ? column.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null)) : null;

const positions = (column: unknown[] | undefined): ([number, number] | null)[] | null =>
  column
    ? column.map((v) =>
        Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null,
      )
    : null;

/**
 * A Strava activity and its streams as the provider-neutral `ActivityStreams`: only the streams Strava sent (no power
 * meter → no `watts` → the ride is scored by heart rate; an indoor ride has no `latlng`). Null when there is nothing
 * to import: a manual entry or an activity without a time stream has no samples, so no ride analysis.
 */
export function stravaActivityStreams(
  activity: StravaActivity,
  streams: StravaStreams,
): ActivityStreams | null {
  const time = numbers(streams.time);
  if (!time || time.length === 0 || time.some((t) => t === null)) return null;
  return {
    startTime: new Date(activity.start_date),
    sportType: activity.sport_type ?? activity.type ?? null,
    trainer: activity.trainer ?? false,
    elapsedS: activity.elapsed_time ?? null,
    movingS: activity.moving_time ?? null,
    time: time as number[],
    watts: numbers(streams.watts),
    heartrate: numbers(streams.heartrate),
    cadence: numbers(streams.cadence),
    latlng: positions(streams.latlng),
    altitude: numbers(streams.altitude),
    distance: numbers(streams.distance),
    velocitySmooth: numbers(streams.velocity_smooth),
    deviceName: activity.device_name ?? null,
  };
}

/** The FIT file the ingest reads for a Strava activity, or null when it has no samples (see above). */
export function stravaRideFile(activity: StravaActivity, streams: StravaStreams): Uint8Array | null {
  const input = stravaActivityStreams(activity, streams);
  return input ? encodeStreamsFit(input) : null;
}
