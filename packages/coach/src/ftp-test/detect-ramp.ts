import { PowerWindows } from './power-windows.ts';

/**
 * How a ramp test looks (TrainerRoad: +6 % FTP a minute; Zwift: +20 W a minute; ours: +6 % from 50 %, see
 * docs/coach.md): 1-minute steps, each held flat and each a similar step higher than the last, up to failure, when
 * power collapses. The bounds below are deliberately strict — a rider sees a proposal, so a missed test costs a
 * click on "use as FTP test", a false one costs trust.
 */
export const RAMP_SHAPE = {
  /** Rising steps in a row (8 steps of 6 % climb 48 % FTP: every real ramp test to failure has more). */
  minSteps: 8,
  /** A step's rise, W (6 % of a 70-W FTP … 20 % of 300 W). */
  minRiseW: 4,
  maxRiseW: 60,
  /** Every rise within these multiples of the median rise: a staircase, not a ride that happens to build. */
  riseSpread: [0.5, 1.8] as const,
  /** A minute is "held" when its SD is under max(15 W, 12 % of its mean). */
  steadySdW: 15,
  steadySdFraction: 0.12,
  /**
   * Flat steps, not a smooth ramp: the median |first half − second half| of the steps' minutes stays under 30 % of
   * the median rise (a continuous ramp, such as a warm-up, differs by half a rise).
   */
  maxHalfDifference: 0.3,
  /** The last step at least this multiple of the first (ours climbs 50 % → ≥ 100 % FTP: ×2). */
  minTopOverBottom: 1.5,
  /** Failure: the 2 minutes after the last held step average under this fraction of it. */
  collapseFraction: 0.7,
  /** The last step is the ride's hardest minute, within this fraction. */
  peakFraction: 0.9,
  /**
   * With a known FTP, the last step reaches 85 % of it: ramp tests end at 120–140 % FTP, and a rider whose FTP fell
   * still climbs past most of it before failing.
   */
  minTopOverFtp: 0.85,
} as const;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * True when a 1 Hz riding power series holds a ramp test ridden to failure (the {@link RAMP_SHAPE} rules). The
 * steps' phase is unknown, so every alignment of 1-minute windows (0–59 s) is tried: O(n) in all.
 */
export function looksLikeRampTest(watts: ArrayLike<number>, knownFtpW?: number | null): boolean {
  const w = new PowerWindows(watts);
  if (w.length < (RAMP_SHAPE.minSteps + 2) * 60) return false;
  let peak = 0;
  for (let s = 0; s + 60 <= w.length; s++) peak = Math.max(peak, w.mean(s, s + 60));
  for (let phase = 0; phase < 60; phase++) {
    const minutes = Math.floor((w.length - phase) / 60);
    const at = (k: number) => phase + 60 * k;
    const mean = (k: number) => w.mean(at(k), at(k + 1));
    const held = (k: number) =>
      w.sd(at(k), at(k + 1)) <= Math.max(RAMP_SHAPE.steadySdW, RAMP_SHAPE.steadySdFraction * mean(k));
    let start = 0;
    for (let k = 0; k < minutes; k++) {
      const rise = k + 1 < minutes ? mean(k + 1) - mean(k) : -1;
      const continues = rise >= RAMP_SHAPE.minRiseW && rise <= RAMP_SHAPE.maxRiseW && held(k) && held(k + 1);
      if (continues) continue;
      // the run of held, rising minutes is start..k
      if (k - start + 1 >= RAMP_SHAPE.minSteps && isRamp(w, start, k, at, peak, knownFtpW)) return true;
      start = k + 1;
    }
  }
  return false;
}

function isRamp(
  w: PowerWindows,
  first: number,
  last: number,
  at: (k: number) => number,
  peak: number,
  knownFtpW: number | null | undefined,
): boolean {
  const means: number[] = [];
  const halves: number[] = [];
  for (let k = first; k <= last; k++) {
    means.push(w.mean(at(k), at(k + 1)));
    halves.push(Math.abs(w.mean(at(k), at(k) + 30) - w.mean(at(k) + 30, at(k + 1))));
  }
  const rises = means.slice(1).map((m, i) => m - means[i]!);
  const typical = median(rises);
  const [low, high] = RAMP_SHAPE.riseSpread;
  const fits = (r: number) => r >= low * typical && r <= high * typical;
  // the run may start on the warm-up's last minute (a smaller rise into the first step): the staircase starts later
  while (rises.length > 0 && !fits(rises[0]!)) {
    rises.shift();
    means.shift();
    halves.shift();
  }
  if (means.length < RAMP_SHAPE.minSteps || !rises.every(fits)) return false;
  if (median(halves) > RAMP_SHAPE.maxHalfDifference * typical) return false;
  const top = means.at(-1)!;
  if (top < RAMP_SHAPE.minTopOverBottom * means[0]!) return false;
  if (top < RAMP_SHAPE.peakFraction * peak) return false;
  if (w.mean(at(last + 1), at(last + 3)) >= RAMP_SHAPE.collapseFraction * top) return false;
  return !(knownFtpW && knownFtpW > 0 && top < RAMP_SHAPE.minTopOverFtp * knownFtpW);
}
