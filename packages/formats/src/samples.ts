import type { RawSamples } from './types.ts';
import type { RideWarning } from './warnings.ts';

/** Sample columns in the order the builders store them. */
export const CHANNELS = [
  'power',
  'heartRate',
  'cadence',
  'speed',
  'altitude',
  'distance',
  'latitude',
  'longitude',
] as const;
export type Channel = (typeof CHANNELS)[number];
const CHANNEL_COUNT = CHANNELS.length;
const HEART_RATE = CHANNELS.indexOf('heartRate');

/**
 * Plausibility bounds: values outside are decoding garbage and become NaN (missing). Power is bounded loosely on
 * purpose: spikes (> 3000 W by default) are @domestique/science's call — it counts them and fills them from the
 * neighbouring seconds, which is better than the 0 W a NaN would become inside a riding series.
 */
const BOUNDS: Record<Channel, [number, number]> = {
  power: [0, 65_000],
  heartRate: [20, 250],
  cadence: [0, 250],
  speed: [0, 50],
  altitude: [-500, 9000],
  distance: [0, 2_000_000],
  latitude: [-90, 90],
  longitude: [-180, 180],
};

const MIN_VALUE = Float64Array.from(CHANNELS, (c) => BOUNDS[c][0]);
const MAX_VALUE = Float64Array.from(CHANNELS, (c) => BOUNDS[c][1]);

/** unix seconds: FIT epoch (1989-12-31) … 2100-01-01. Anything else is not a real clock reading. */
const MIN_TIME = 631_065_600;
const MAX_TIME = 4_102_444_800;

export interface ColumnsResult {
  samples: RawSamples;
  latitude: Float64Array | null;
  longitude: Float64Array | null;
  warnings: RideWarning[];
}

/**
 * Collects samples row by row into pre-sized (FIT) or growing (XML) typed arrays, then normalises them:
 *
 * - rows without a usable timestamp are dropped (we cannot place them in time); the count goes to `warnings`;
 * - rows are sorted by time when the file is out of order (stable, so file order breaks ties);
 * - rows with the same timestamp are merged: per channel the LAST non-missing value wins, so a record carrying only
 *   HR does not erase the power written a moment earlier for the same second;
 * - values outside physical bounds (e.g. HR > 250 bpm, negative power) become NaN and are counted in `warnings`;
 * - a channel with no value at all is returned as `null`.
 */
export class SampleBuilder {
  private time: Float64Array;
  private values: Float64Array[];
  private seen = new Uint8Array(CHANNEL_COUNT);
  private length = 0;
  private droppedNoTime = 0;
  private outOfBounds = 0;
  private ordered = true;
  private hasDuplicates = false;
  private lastTime = Number.NEGATIVE_INFINITY;

  constructor(capacity = 1024) {
    const size = Math.max(16, capacity);
    this.time = new Float64Array(size);
    this.values = CHANNELS.map(() => new Float64Array(size));
  }

  /** Appends one row. `row[i]` is the value for `CHANNELS[i]`, NaN or undefined when missing. */
  push(time: number, row: ArrayLike<number | null | undefined>): void {
    if (!Number.isFinite(time) || time < MIN_TIME || time > MAX_TIME) {
      this.droppedNoTime++;
      return;
    }
    if (this.length === this.time.length) this.grow();
    const index = this.length++;
    if (time < this.lastTime) this.ordered = false;
    else if (time === this.lastTime) this.hasDuplicates = true;
    this.lastTime = time;
    this.time[index] = time;
    for (let c = 0; c < CHANNEL_COUNT; c++) {
      let value = row[c];
      // Heart rate 0 is how many head units write "no strap": missing, not a glitch worth a warning.
      if (value == null || Number.isNaN(value) || (c === HEART_RATE && value === 0)) value = Number.NaN;
      else {
        if (!(value >= MIN_VALUE[c]! && value <= MAX_VALUE[c]!)) {
          this.outOfBounds++;
          value = Number.NaN;
        } else this.seen[c] = 1;
      }
      this.values[c]![index] = value;
    }
  }

  get count(): number {
    return this.length;
  }

  private grow(): void {
    const size = this.time.length * 2;
    const time = new Float64Array(size);
    time.set(this.time);
    this.time = time;
    this.values = this.values.map((column) => {
      const next = new Float64Array(size);
      next.set(column);
      return next;
    });
  }

  finish(): ColumnsResult {
    const warnings: RideWarning[] = [];
    if (this.droppedNoTime > 0) warnings.push({ code: 'samples_without_time', count: this.droppedNoTime });
    if (this.outOfBounds > 0) warnings.push({ code: 'values_out_of_range', count: this.outOfBounds });
    let order: Uint32Array | null = null;
    if (!this.ordered) {
      warnings.push({ code: 'samples_out_of_order' });
      order = new Uint32Array(this.length);
      for (let i = 0; i < this.length; i++) order[i] = i;
      const time = this.time;
      // Array.prototype.sort is stable, so equal timestamps keep file order for the merge below.
      const sorted = Array.from(order).sort((a, b) => time[a]! - time[b]!);
      order.set(sorted);
    }
    const n = this.length;
    const get = (column: Float64Array, i: number) => column[order ? order[i]! : i]!;
    // Count output rows (distinct timestamps) first so every column is allocated exactly once.
    let rows = n;
    if (this.hasDuplicates || order) {
      rows = 0;
      let previous = Number.NaN;
      for (let i = 0; i < n; i++) {
        const t = get(this.time, i);
        if (t !== previous) rows++;
        previous = t;
      }
    }
    if (rows < n) warnings.push({ code: 'duplicate_timestamps', count: n - rows });
    const time = new Float64Array(rows);
    const out = CHANNELS.map((_, c) => (this.seen[c] ? new Float64Array(rows) : null));
    if (rows === n && !order) {
      time.set(this.time.subarray(0, n));
      for (let c = 0; c < CHANNEL_COUNT; c++) out[c]?.set(this.values[c]!.subarray(0, n));
    } else {
      let row = -1;
      let previous = Number.NaN;
      for (let i = 0; i < n; i++) {
        const t = get(this.time, i);
        if (t !== previous) {
          row++;
          time[row] = t;
          for (const column of out) if (column) column[row] = Number.NaN;
        }
        previous = t;
        for (let c = 0; c < CHANNEL_COUNT; c++) {
          const column = out[c];
          if (!column) continue;
          const value = get(this.values[c]!, i);
          if (!Number.isNaN(value)) column[row] = value;
        }
      }
    }
    const [power, heartRate, cadence, speed, altitude, distance, latitude, longitude] = out;
    return {
      samples: {
        time,
        power: power ?? null,
        heartRate: heartRate ?? null,
        cadence: cadence ?? null,
        speed: speed ?? null,
        altitude: altitude ?? null,
        distance: distance ?? null,
      },
      // A position needs both halves; a file with only one of them has no usable track.
      latitude: latitude && longitude ? latitude : null,
      longitude: latitude && longitude ? longitude : null,
      warnings,
    };
  }
}
