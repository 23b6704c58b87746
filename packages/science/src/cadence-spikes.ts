/**
 * Cadence sensor spikes. A cadence sensor (magnet or accelerometer) that misses or doubles a revolution, or a radio
 * glitch, records an isolated reading far above the pedalling around it — 239 rpm in the middle of a 90-rpm ride.
 * Like power spikes (docs/science.md, "Impossible values", GoldenCheetah's "fix spikes"), such a reading is dropped
 * and its second gets the mean of the nearest valid seconds before and after, so the ride's maximum, its average and
 * the chart no longer show it.
 *
 * Which reading is a spike is Hampel's moving-median outlier test (Hampel 1974, "The influence curve and its role in
 * robust estimation", JASA 69; as the "Hampel filter" in Pearson 2002, "Outliers in process modeling and
 * identification", IEEE TCST 10(1)) with a fixed band instead of a multiple of the MAD: a reading more than
 * {@link CADENCE_SPIKE_JUMP_RPM} above the median pedalling cadence of the {@link CADENCE_SPIKE_HALF_WINDOW_S}
 * recorded seconds either side (a 1 Hz file: five seconds). The legs cannot do that: even elite track sprinters need several seconds to wind their
 * cadence up by 50 rpm (Dorel et al. 2005, Med Sci Sports Exerc 37(11)), so a real sprint carries its neighbours
 * with it and moves the median, while a glitch stands alone. The median counts pedalling seconds only (cadence > 0),
 * so starting to pedal after coasting at 0 rpm is no jump, and readings up to {@link CADENCE_ORDINARY_RPM} are never
 * spikes: any rider pedals that fast, whatever came before.
 */

/** Readings up to this are ordinary pedalling (a road sprint peaks around 110–130 rpm): never a spike. */
export const CADENCE_ORDINARY_RPM = 120;
/** A reading this far above the median cadence around it is a spike. */
export const CADENCE_SPIKE_JUMP_RPM = 50;
/** Recorded seconds either side of a reading that the median is taken over. */
export const CADENCE_SPIKE_HALF_WINDOW_S = 5;

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/**
 * Which readings of a per-second cadence series (NaN = no reading) are spikes by the rule above. The neighbours are
 * the valid pedalling readings within ±{@link CADENCE_SPIKE_HALF_WINDOW_S} recorded seconds, the reading itself left out; a
 * fast reading with no pedalling around it at all stands alone, and is a spike too.
 */
export function cadenceSpikes(cadence: ArrayLike<number>): Uint8Array {
  const n = cadence.length;
  const spike = new Uint8Array(n);
  const around: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = cadence[i]!;
    if (!(v > CADENCE_ORDINARY_RPM)) continue;
    around.length = 0;
    const from = Math.max(0, i - CADENCE_SPIKE_HALF_WINDOW_S);
    const to = Math.min(n - 1, i + CADENCE_SPIKE_HALF_WINDOW_S);
    for (let j = from; j <= to; j++) {
      const w = cadence[j]!;
      if (j !== i && w > 0) around.push(w);
    }
    if (around.length === 0 || v > median(around) + CADENCE_SPIKE_JUMP_RPM) spike[i] = 1;
  }
  return spike;
}

/**
 * Replaces the cadence spikes of a per-second series in place (see the module doc): each gets the mean of the nearest
 * readings before and after that are not spikes (or the one that exists, or no reading). Returns how many it replaced.
 */
export function removeCadenceSpikes(cadence: Float64Array): number {
  const spike = cadenceSpikes(cadence);
  const n = cadence.length;
  let removed = 0;
  const before = new Float64Array(n);
  let prev = Number.NaN;
  for (let i = 0; i < n; i++) {
    before[i] = prev;
    if (spike[i] === 0 && !Number.isNaN(cadence[i]!)) prev = cadence[i]!;
  }
  let next = Number.NaN;
  for (let i = n - 1; i >= 0; i--) {
    if (spike[i] === 1) {
      const a = before[i]!;
      cadence[i] = Number.isNaN(a) ? next : Number.isNaN(next) ? a : (a + next) / 2;
      removed++;
    } else if (!Number.isNaN(cadence[i]!)) next = cadence[i]!;
  }
  return removed;
}
