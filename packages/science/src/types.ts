/**
 * Input from the file decoders (@domestique/formats builds it): columns of equal length,
 * NaN = no value in that sample.
 */
export interface RawSamples {
  /** Seconds (unix epoch seconds, may be fractional), non-decreasing, may repeat. */
  time: Float64Array;
  /** Watts. */
  power?: Float64Array | null;
  /** Beats per minute. */
  heartRate?: Float64Array | null;
  /** Revolutions per minute. */
  cadence?: Float64Array | null;
  /** Metres per second. */
  speed?: Float64Array | null;
  /** Metres. */
  altitude?: Float64Array | null;
  /** Cumulative metres. */
  distance?: Float64Array | null;
}

/** A recorder timer event (FIT `event: timer`; `stopAll`/`stopDisableAll` map to `stop`). Time in unix seconds. */
export interface TimerEvent {
  time: number;
  type: 'start' | 'stop';
}

/**
 * A 1 Hz series over RIDING time only (stopped periods cut out), one element per riding second.
 * `power` never holds NaN (drop-outs inside riding are 0 W); the other channels hold NaN where the
 * sensor gave nothing. A record describes the second before it, so n records 1 s apart give n − 1 seconds.
 */
export interface RidingSeries {
  /** Unix seconds at the start of the first riding second. */
  startTime: number;
  /** From the start of the first riding second to the end of the last one, stops included. */
  elapsedS: number;
  /** Riding seconds (= length of every channel). */
  movingS: number;
  /** Seconds since `startTime` of each riding second (for charts: pauses show as jumps). */
  elapsedOffset: Float64Array;
  power: Float64Array | null;
  heartRate: Float64Array | null;
  cadence: Float64Array | null;
  speed: Float64Array | null;
  altitude: Float64Array | null;
  distance: Float64Array | null;
  /** Power samples above `maxPowerW` that were replaced (see docs/science.md). */
  spikesRemoved: number;
  /** Recorded seconds whose cadence was a sensor spike and was replaced (`cadence-spikes.ts`). */
  cadenceSpikesRemoved: number;
}

/** Options for {@link buildRidingSeries}. */
export interface RidingSeriesOptions {
  timerEvents?: readonly TimerEvent[];
  /** Power readings above this are sensor spikes and get replaced. Default 3000 W. */
  maxPowerW?: number;
  /** A gap between records up to this long is riding (smart recording); longer is a stop. Default 10 s. */
  maxGapS?: number;
}
