import type { RideWarning } from './warnings.ts';

/** The ride file formats Domestique can read. */
export type RideFormat = 'fit' | 'tcx' | 'gpx';

/**
 * Columnar ride samples. Structurally identical to `RawSamples` in `@domestique/science` (kept local so formats does
 * not depend on science for one type). `time` is unix seconds; every other column is `null` when the file has no
 * such channel at all, and `NaN` marks a missing value inside a present channel.
 */
export interface RawSamples {
  time: Float64Array;
  power: Float64Array | null;
  heartRate: Float64Array | null;
  cadence: Float64Array | null;
  /** metres per second */
  speed: Float64Array | null;
  /** metres */
  altitude: Float64Array | null;
  /** metres, cumulative */
  distance: Float64Array | null;
}

export interface RideDevice {
  manufacturer: string | null;
  product: string | null;
  serialNumber: string | null;
}

export interface RideLap {
  startTime: Date;
  totalElapsedS: number | null;
  totalTimerS: number | null;
  distanceM: number | null;
  avgPowerW: number | null;
  avgHeartRateBpm: number | null;
}

export interface RideTimerEvent {
  /** unix seconds */
  time: number;
  type: 'start' | 'stop';
}

/** What the head unit itself wrote as the ride summary, kept for cross-checks against our own metrics. */
export interface RideSession {
  totalElapsedS: number | null;
  totalTimerS: number | null;
  distanceM: number | null;
  avgPowerW: number | null;
  normalizedPowerW: number | null;
  maxPowerW: number | null;
  avgHeartRateBpm: number | null;
  totalAscentM: number | null;
}

/** One ride in the format-neutral shape every other workspace consumes. */
export interface Ride {
  format: RideFormat;
  /**
   * The title the file gives the activity (GPX `<trk><name>`, else `<metadata><name>`), cleaned; null when it has
   * none. FIT and TCX carry no activity title: FIT's workout and sport-profile names are the device's ("Wahoo
   * Workout", "ROAD"), TCX `<Notes>` is free text, and a file name is the device's serial pattern, not a name.
   */
  name: string | null;
  /**
   * The structured workout the ride was ridden as, when the file says (a FIT activity recorded while following a
   * workout holds its `workout` message: `wkt_name`), cleaned; null otherwise. Not a title — devices also write
   * placeholders here ("Wahoo Workout") — but evidence of what was ridden (an FTP-test workout, for instance).
   */
  workoutName: string | null;
  /** lower-case, e.g. 'cycling'; null when the file does not say */
  sport: string | null;
  subSport: string | null;
  startTime: Date;
  device: RideDevice | null;
  samples: RawSamples;
  /** degrees, NaN where missing; null when the file has no positions at all */
  latitude: Float64Array | null;
  longitude: Float64Array | null;
  laps: RideLap[];
  timerEvents: RideTimerEvent[];
  session: RideSession | null;
  /** what the rider should know about a file that was still read (salvaged, cleaned up, not a ride): stable codes */
  warnings: RideWarning[];
}

/** A decoded ride without its sample columns (what `processRideInWorker` sends back). */
export type RideDescription = Omit<Ride, 'samples' | 'latitude' | 'longitude'>;
