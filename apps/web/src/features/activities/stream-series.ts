import type { ActivityStreams } from '@domestique/contract';

/** The channels drawn over time, top to bottom (distance is the x of nothing here; W′ balance has its own chart). */
export const CHART_CHANNELS = [
  'power',
  'heartRate',
  'cadence',
  'speed',
  'altitude',
  'wPrimeBalance',
] as const;
export type ChartChannel = (typeof CHART_CHANNELS)[number];

export type ChannelStats = { min: number; max: number; mean: number; count: number };

/** Min, max and mean of the present samples (nulls are gaps, not zeros); null when the channel is empty. */
export function channelStats(values: readonly (number | null)[] | null | undefined): ChannelStats | null {
  if (!values) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (v === null || !Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    count += 1;
  }
  return count === 0 ? null : { min, max, mean: sum / count, count };
}

/** Channels that are zero when their sensor sent nothing: drawn only with at least one value above 0. */
const ZERO_IS_NOTHING: ReadonlySet<ChartChannel> = new Set(['power', 'cadence', 'speed']);

/**
 * Channels worth a chart, in drawing order: at least one sample — and for power, cadence and speed at least one above
 * 0 (a paired sensor that sent only zeros draws a flat line that says nothing true).
 */
export function presentChannels(streams: ActivityStreams): ChartChannel[] {
  return CHART_CHANNELS.filter((channel) => {
    const stats = channelStats(streams.channels[channel]);
    return stats !== null && (!ZERO_IS_NOTHING.has(channel) || stats.max > 0);
  });
}

/** Values as uPlot wants them: speed in km/h, W′ balance in kJ, everything else as sent. */
export function chartValues(streams: ActivityStreams, channel: ChartChannel): (number | null)[] {
  const values = streams.channels[channel] ?? [];
  const scale = channel === 'speed' ? 3.6 : channel === 'wPrimeBalance' ? 0.001 : 1;
  return scale === 1 ? [...values] : values.map((v) => (v === null ? null : v * scale));
}

export type Range = { min: number; max: number };

/** Keyboard zoom: half the window around its centre, never narrower than `minSpan` seconds, kept inside `full`. */
export function zoomIn(current: Range, full: Range, minSpan = 30): Range {
  const span = Math.max(minSpan, (current.max - current.min) / 2);
  const centre = (current.min + current.max) / 2;
  let min = centre - span / 2;
  let max = centre + span / 2;
  if (min < full.min) {
    max += full.min - min;
    min = full.min;
  }
  if (max > full.max) {
    min = Math.max(full.min, min - (max - full.max));
    max = full.max;
  }
  return { min, max };
}

/** The ride's power curve and the 90-day best on the same durations (those where either has a value). */
export function comparePowerCurves(
  ride: Record<string, number> | null,
  season: readonly { durationS: number; watts: number | null }[],
): { durations: number[]; ride: (number | null)[]; best: (number | null)[] } {
  const durations = new Set<number>(season.map((p) => p.durationS));
  for (const key of Object.keys(ride ?? {})) {
    const d = Number(key);
    if (Number.isFinite(d) && d > 0) durations.add(d);
  }
  const bestBy = new Map(season.map((p) => [p.durationS, p.watts]));
  // durations longer than any ride would only stretch the axis
  const sorted = [...durations]
    .filter((d) => ride?.[String(d)] != null || bestBy.get(d) != null)
    .sort((a, b) => a - b);
  return {
    durations: sorted,
    ride: sorted.map((d) => ride?.[String(d)] ?? null),
    best: sorted.map((d) => bestBy.get(d) ?? null),
  };
}

/** Share of the total time in each zone, in percent (0 when no time at all). */
export function zoneShares(zones: readonly { seconds: number }[]): number[] {
  const total = zones.reduce((sum, z) => sum + z.seconds, 0);
  return zones.map((z) => (total > 0 ? (z.seconds / total) * 100 : 0));
}
