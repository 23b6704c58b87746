import { removeCadenceSpikes } from './cadence-spikes.ts';
import type { RawSamples, RidingSeries, RidingSeriesOptions, TimerEvent } from './types.ts';

/** Power above this is a sensor spike (no rider sustains 3 kW for a recorded second). */
export const DEFAULT_MAX_POWER_W = 3000;
/** Gaps between records up to this many seconds are riding (smart recording); longer gaps are stops. */
export const DEFAULT_MAX_GAP_S = 10;

type ChannelName = 'power' | 'heartRate' | 'cadence' | 'speed' | 'altitude' | 'distance';
const CHANNELS: readonly ChannelName[] = ['power', 'heartRate', 'cadence', 'speed', 'altitude', 'distance'];
/** Channels that change smoothly along the road get linear interpolation across riding gaps; the rest are held. */
const INTERPOLATED: ReadonlySet<ChannelName> = new Set(['altitude', 'distance']);

/** Plausible ranges: readings outside them are sensor errors and count as "no value". */
function plausible(channel: ChannelName, v: number): boolean {
  switch (channel) {
    case 'heartRate':
      return v >= 25 && v <= 250;
    case 'cadence':
      return v >= 0 && v <= 300;
    case 'speed':
      return v >= 0 && v <= 50;
    case 'distance':
      return v >= 0;
    default:
      return true;
  }
}

interface Collapsed {
  /** Whole seconds since the first sample, strictly increasing. */
  seconds: Float64Array;
  values: Map<ChannelName, Float64Array>;
  count: number;
  spikesRemoved: number;
  cadenceSpikesRemoved: number;
}

/**
 * Collapses samples into whole seconds: several samples in one second (duplicates, > 1 Hz recording) are
 * averaged per channel over their valid values. Power spikes are dropped here and filled from neighbours later.
 */
function collapse(samples: RawSamples, t0: number, maxPowerW: number): Collapsed {
  const time = samples.time;
  const n = time.length;
  const seconds = new Float64Array(n);
  const sums = new Map<ChannelName, { src: Float64Array; sum: Float64Array; cnt: Uint32Array }>();
  for (const name of CHANNELS) {
    const src = samples[name];
    if (src && src.length === n) sums.set(name, { src, sum: new Float64Array(n), cnt: new Uint32Array(n) });
  }
  const spike = new Uint8Array(n);
  let spikesRemoved = 0;
  let m = -1;
  let last = -1;
  for (let i = 0; i < n; i++) {
    const t = time[i]!;
    if (!Number.isFinite(t)) continue;
    // A record at time t describes the second (t − 1, t]; second s is (t0 + s − 1, t0 + s].
    // Out-of-order timestamps are merged into the current second rather than reordering history.
    const sec = Math.max(last, Math.ceil(t - t0 - 1e-6) + 0); // + 0 turns −0 into 0
    if (sec !== last) {
      m++;
      seconds[m] = sec;
      last = sec;
    }
    for (const [name, acc] of sums) {
      let v = acc.src[i]!;
      if (!Number.isFinite(v)) continue;
      if (name === 'power') {
        if (v > maxPowerW) {
          spikesRemoved++;
          spike[m] = 1;
          continue;
        }
        if (v < 0) v = 0;
      } else if (!plausible(name, v)) continue;
      acc.sum[m]! += v;
      acc.cnt[m]!++;
    }
  }
  const count = m + 1;
  const values = new Map<ChannelName, Float64Array>();
  let cadenceSpikesRemoved = 0;
  for (const [name, acc] of sums) {
    const out = new Float64Array(count);
    let any = false;
    for (let j = 0; j < count; j++) {
      const c = acc.cnt[j]!;
      out[j] = c > 0 ? acc.sum[j]! / c : Number.NaN;
      if (c > 0) any = true;
    }
    if (name === 'power' && spikesRemoved > 0) {
      fillSpikes(out, spike, count);
      any = true;
    }
    // on recorded seconds, before riding gaps repeat a reading: a glitch is one reading, not the seconds it fills
    if (name === 'cadence' && any) cadenceSpikesRemoved = removeCadenceSpikes(out);
    if (any) values.set(name, out);
  }
  return { seconds: seconds.subarray(0, count), values, count, spikesRemoved, cadenceSpikesRemoved };
}

/** A second whose only power readings were spikes gets the mean of the nearest valid seconds before and after. */
function fillSpikes(power: Float64Array, spike: Uint8Array, count: number): void {
  const before = new Float64Array(count);
  let prev = Number.NaN;
  for (let j = 0; j < count; j++) {
    before[j] = prev;
    if (!Number.isNaN(power[j]!)) prev = power[j]!;
  }
  let next = Number.NaN;
  for (let j = count - 1; j >= 0; j--) {
    const own = power[j]!;
    if (spike[j] === 1 && Number.isNaN(own)) {
      const a = before[j]!;
      const both = !Number.isNaN(a) && !Number.isNaN(next);
      power[j] = both ? (a + next) / 2 : !Number.isNaN(a) ? a : !Number.isNaN(next) ? next : 0;
    } else if (!Number.isNaN(own)) next = own;
  }
}

/** Median gap between consecutive recorded seconds (the recording interval), from a histogram: O(n). */
function recordingInterval(seconds: Float64Array): number {
  const total = seconds.length - 1;
  if (total < 1) return 1;
  const hist = new Uint32Array(62);
  for (let j = 0; j < total; j++) hist[Math.min(61, seconds[j + 1]! - seconds[j]!)]!++;
  let seen = 0;
  for (let g = 1; g < 62; g++) {
    seen += hist[g]!;
    if (seen * 2 >= total) return g;
  }
  return 61;
}

/**
 * Walks timer events in time order and answers "was the timer running during second s", i.e. during
 * (s − 1, s], for rising s: the state after every event at or before s − 1.
 */
function timerGate(events: readonly TimerEvent[] | undefined, t0: number): ((sec: number) => boolean) | null {
  if (!events || events.length === 0) return null;
  const sorted = events
    .filter((e) => Number.isFinite(e.time))
    .map((e, i) => ({ sec: Math.round(e.time - t0), start: e.type === 'start', i }))
    .sort((a, b) => a.sec - b.sec || a.i - b.i);
  if (sorted.length === 0) return null;
  // Before the first event the timer is in the opposite state of what that event switches to.
  let running = !sorted[0]!.start;
  let p = 0;
  return (sec: number) => {
    while (p < sorted.length && sorted[p]!.sec <= sec - 1) running = sorted[p++]!.start;
    return running;
  };
}

function emptySeries(startTime: number, spikesRemoved: number, cadenceSpikesRemoved = 0): RidingSeries {
  return {
    startTime,
    elapsedS: 0,
    movingS: 0,
    elapsedOffset: new Float64Array(0),
    power: null,
    heartRate: null,
    cadence: null,
    speed: null,
    altitude: null,
    distance: null,
    spikesRemoved,
    cadenceSpikesRemoved,
  };
}

/**
 * Resamples a recording to 1 Hz over riding time only. Rules (docs/science.md, "From a file to a riding series"):
 * a record at t describes the second (t − 1, t]; samples are bucketed into those seconds (duplicates and > 1 Hz
 * averaged); a second is riding when the recorder timer ran (timer events) and it is either recorded or inside a
 * gap no longer than max(`maxGapS`, 2 × recording interval); longer gaps are stops (auto-pause). The first record
 * of the file or after a stop opens a stretch and adds no riding second, so n records 1 s apart are n − 1 s.
 * Inside riding, missing power is 0 W, seconds of a riding gap hold the previous record (altitude and distance
 * are interpolated), power above `maxPowerW` is replaced by the mean of its valid neighbours, and so are cadence
 * spikes (`cadence-spikes.ts`).
 * O(n + riding seconds).
 */
export function buildRidingSeries(samples: RawSamples, opts: RidingSeriesOptions = {}): RidingSeries {
  const time = samples.time;
  let first = 0;
  while (first < time.length && !Number.isFinite(time[first]!)) first++;
  if (first === time.length) return emptySeries(0, 0);
  const t0 = time[first]!;
  const col = collapse(samples, t0, opts.maxPowerW ?? DEFAULT_MAX_POWER_W);
  const { seconds, count } = col;
  const gapLimit = Math.max(opts.maxGapS ?? DEFAULT_MAX_GAP_S, 2 * recordingInterval(seconds));

  let capacity = 0;
  for (let j = 0; j < count; j++) {
    const g = j + 1 < count ? seconds[j + 1]! - seconds[j]! : 1;
    capacity += g <= gapLimit ? g : 1;
  }
  // capacity over-counts the seconds that open stretches; they are simply left unused.
  const fill = (gate: ((sec: number) => boolean) | null) => expand(col, gapLimit, capacity, gate);
  let out = fill(timerGate(opts.timerEvents, t0));
  // Timer events that leave no riding at all are broken (seen in some exports): trust the records instead.
  if (out.used === 0 && opts.timerEvents && opts.timerEvents.length > 0) out = fill(null);
  if (out.used === 0) return emptySeries(t0, col.spikesRemoved, col.cadenceSpikesRemoved);

  const used = out.used;
  const firstSec = out.offsets[0]!;
  const elapsedOffset = out.offsets.slice(0, used);
  for (let i = 0; i < used; i++) elapsedOffset[i]! -= firstSec;
  const channel = (name: ChannelName) => out.channels.get(name) ?? null;
  return {
    startTime: t0 + firstSec - 1,
    elapsedS: elapsedOffset[used - 1]! + 1,
    movingS: used,
    elapsedOffset,
    power: channel('power'),
    heartRate: channel('heartRate'),
    cadence: channel('cadence'),
    speed: channel('speed'),
    altitude: channel('altitude'),
    distance: channel('distance'),
    spikesRemoved: col.spikesRemoved,
    cadenceSpikesRemoved: col.cadenceSpikesRemoved,
  };
}

/** Value of record `j` moved `f` of the way towards record `j + 1` (held when the next value is missing). */
function interpolate(src: Float64Array, j: number, f: number): number {
  const v = src[j]!;
  const next = f > 0 ? src[j + 1]! : Number.NaN;
  return Number.isFinite(next) ? v + (next - v) * f : v;
}

/**
 * The distance channel as riding distance: 0 at the start, growing by what each riding second adds (its value at
 * the end minus its value at the start, both interpolated as for altitude), so the distance a file's counter (or
 * its GPS track) moved while the rider was stopped — across an auto-pause gap, or seconds the timer was off — is
 * left out, the way head units do. A counter that goes backwards adds nothing. NaN until the first value.
 */
function ridingDistanceChannel(
  src: Float64Array,
  seconds: Float64Array,
  source: Int32Array,
  fraction: Float64Array,
  offsets: Float64Array,
  used: number,
  dst: Float64Array,
): void {
  let total = 0;
  let started = false;
  let last = Number.NaN;
  for (let i = 0; i < used; i++) {
    const j = source[i]!;
    if (i === 0 || offsets[i]! - offsets[i - 1]! !== 1) {
      // A new stretch: measure from the distance at the start of this second, never from before the stop.
      const g = j + 1 < seconds.length ? seconds[j + 1]! - seconds[j]! : 1;
      const k = Math.round(fraction[i]! * g);
      if (k > 0 || j === 0) last = interpolate(src, j, k > 0 ? (k - 1) / g : 0);
      else {
        const g = seconds[j]! - seconds[j - 1]!;
        last = interpolate(src, j - 1, (g - 1) / g);
      }
    }
    const v = interpolate(src, j, fraction[i]!);
    if (Number.isFinite(v)) {
      if (Number.isFinite(last) && v > last) total += v - last;
      last = v;
      started = true;
    }
    dst[i] = started ? total : Number.NaN;
  }
}

/**
 * Lays out the riding seconds: first which seconds ride and which record (and fraction of the gap after it) each
 * one comes from, then one tight loop per channel.
 */
function expand(col: Collapsed, gapLimit: number, capacity: number, gate: ((sec: number) => boolean) | null) {
  const { seconds, count, values } = col;
  const offsets = new Float64Array(capacity);
  const source = new Int32Array(capacity);
  const fraction = new Float64Array(capacity);
  let used = 0;
  for (let j = 0; j < count; j++) {
    const sec = seconds[j]!;
    const g = j + 1 < count ? seconds[j + 1]! - sec : 1;
    const span = g <= gapLimit ? g : 1;
    // The first record of the file and the first after a stop gap open a stretch: the second before them was
    // not ridden (the same as a record at a timer start).
    const opensStretch = j === 0 || sec - seconds[j - 1]! > gapLimit;
    for (let k = opensStretch ? 1 : 0; k < span; k++) {
      if (gate && !gate(sec + k)) continue;
      offsets[used] = sec + k;
      source[used] = j;
      fraction[used] = k / g;
      used++;
    }
  }
  const channels = new Map<ChannelName, Float64Array>();
  for (const [name, src] of values) {
    const dst = new Float64Array(used);
    if (name === 'power') {
      for (let i = 0; i < used; i++) {
        const v = src[source[i]!]!;
        dst[i] = Number.isNaN(v) ? 0 : v;
      }
    } else if (name === 'distance') {
      ridingDistanceChannel(src, seconds, source, fraction, offsets, used, dst);
    } else if (INTERPOLATED.has(name)) {
      for (let i = 0; i < used; i++) dst[i] = interpolate(src, source[i]!, fraction[i]!);
    } else {
      for (let i = 0; i < used; i++) dst[i] = src[source[i]!]!;
    }
    channels.set(name, dst);
  }
  return { offsets, channels, used };
}
