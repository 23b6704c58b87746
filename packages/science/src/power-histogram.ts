/**
 * A ride's power as a histogram in watts: seconds spent in each `POWER_HISTOGRAM_BIN_W`-wide band of power, from the
 * 1 Hz riding series (`buildRidingSeries`: > 1 Hz recording averaged per second, smart-recording gaps held, stops cut
 * out), so a ride recorded every second, four times a second or every few seconds gives the same histogram.
 *
 * Watts rather than zones, because zones follow the FTP and the FTP changes: time in Coggan's power levels for any FTP
 * is read back from the histogram (`histogramTimeInZones`). GoldenCheetah's ride cache keeps the same kind of
 * distribution per ride (RideFileCache.h `wattsDistribution`: seconds per 1 W); our bins are 5 W wide, so a 4-hour
 * ride's histogram is a few hundred numbers (≤ 600 below the 3 kW spike limit) instead of the whole stream.
 */
import type { Zone } from './zones.ts';

/** Width of one histogram bin, W: bin i holds [i · 5, (i + 1) · 5) W. */
export const POWER_HISTOGRAM_BIN_W = 5;

/**
 * Seconds per power bin of a 1 Hz series (each finite sample is one second; NaN is not counted, negative power is
 * 0 W). The array ends at the bin of the highest power; empty when there is no finite sample. O(n).
 */
export function powerHistogram(power: ArrayLike<number>, binW = POWER_HISTOGRAM_BIN_W): Uint32Array {
  if (!(binW > 0)) throw new RangeError(`bin width must be positive, got ${binW}`);
  let top = -1;
  for (let i = 0; i < power.length; i++) {
    const w = power[i]!;
    if (Number.isFinite(w)) top = Math.max(top, binOf(w, binW));
  }
  const out = new Uint32Array(top + 1);
  for (let i = 0; i < power.length; i++) {
    const w = power[i]!;
    if (Number.isFinite(w)) out[binOf(w, binW)]!++;
  }
  return out;
}

const binOf = (w: number, binW: number) => (w <= 0 ? 0 : Math.floor(w / binW));

/**
 * Seconds in each zone from a power histogram. A bin that a zone's lower bound cuts (say 236.25 W, 90 % of a 262 W
 * FTP, inside the 235–240 W bin) is shared between the two zones in proportion to its width on either side, the
 * samples taken as spread evenly over the bin: the result is exact for every bin a bound does not cut, off by less
 * than that bin's seconds at each bound, and the zones always add up to the histogram's seconds. O(bins · zones).
 */
export function histogramTimeInZones(
  histogram: ArrayLike<number>,
  zones: readonly Pick<Zone, 'min' | 'max'>[],
  binW = POWER_HISTOGRAM_BIN_W,
): Float64Array {
  const out = new Float64Array(zones.length);
  for (let b = 0; b < histogram.length; b++) {
    const seconds = histogram[b]!;
    if (!(seconds > 0)) continue;
    const lo = b * binW;
    const hi = lo + binW;
    for (let z = 0; z < zones.length; z++) {
      // the first zone also takes what lies below its bound; the last one is open-ended
      const from = z === 0 ? Number.NEGATIVE_INFINITY : zones[z]!.min;
      const to = z === zones.length - 1 ? Number.POSITIVE_INFINITY : zones[z]!.max;
      const overlap = Math.min(hi, to) - Math.max(lo, from);
      if (overlap > 0) out[z]! += (seconds * overlap) / binW;
    }
  }
  return out;
}
