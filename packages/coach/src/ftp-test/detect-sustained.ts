import { bestEfforts } from '@domestique/science';
import { PowerWindows } from './power-windows.ts';

/**
 * How the sustained-effort tests look: the 20-minute test (Coggan/Allen) is one steady ~20-minute all-out effort
 * after a warm-up; the 8-minute test (CTS) is two steady ~8-minute efforts with easy riding between. Bounds are
 * strict on purpose (see RAMP_SHAPE): a steady interval workout must not pass for a test.
 */
export const SUSTAINED_SHAPE = {
  /** Riding before the first effort (a test starts warm). */
  minWarmupS: 8 * 60,
  /** Every full minute of an effort holds at least this fraction of the effort's mean (no break inside). */
  minMinuteFraction: 0.8,
  /** Coefficient of variation of the effort's minute means (paced evenly). */
  maxMinuteCv: 0.12,
  /**
   * Even pacing: at most this many changes of more than 8 % of the effort's mean between one minute and the next
   * (a final kick is one; over-unders, 2–3 minutes under then 1 over, change every few minutes).
   */
  jumpFraction: 0.08,
  maxJumps: 1,
  /** The riding just before and after an effort averages under this fraction of it: the effort starts and ends. */
  edgeFraction: 0.8,
  /** 20-minute test: the edges are 3 minutes, and no other 10 minutes reach 90 % of the effort. */
  twentyEdgeS: 180,
  twentyOtherS: 600,
  twentyOtherFraction: 0.9,
  /** With a known FTP, a 20-minute test effort reaches 95 % of it (tests are ridden at ~105 %). */
  twentyMinOverFtp: 0.95,
  /** 8-minute test: efforts within 12 % of each other, 4–20 minutes apart, recovery under 75 % of them. */
  eightMaxSpread: 0.12,
  eightGapS: [240, 1200] as const,
  eightRecoveryFraction: 0.75,
  eightEdgeS: 120,
  /** …and no third 8-minute effort at 85 % of theirs (that is an interval session). */
  eightThirdFraction: 0.85,
  /** With a known FTP, the efforts reach it (they are ridden at ~105–110 %). */
  eightMinOverFtp: 1,
} as const;

function steady(w: PowerWindows, start: number, durationS: number): boolean {
  const mean = w.mean(start, start + durationS);
  if (!(mean > 0)) return false;
  const minutes: number[] = [];
  for (let s = start; s + 60 <= start + durationS; s += 60) minutes.push(w.mean(s, s + 60));
  if (minutes.some((m) => m < SUSTAINED_SHAPE.minMinuteFraction * mean)) return false;
  const avg = minutes.reduce((a, b) => a + b, 0) / minutes.length;
  const sd = Math.sqrt(minutes.reduce((a, m) => a + (m - avg) ** 2, 0) / minutes.length);
  if (sd / avg > SUSTAINED_SHAPE.maxMinuteCv) return false;
  let jumps = 0;
  for (let k = 1; k < minutes.length; k++)
    if (Math.abs(minutes[k]! - minutes[k - 1]!) > SUSTAINED_SHAPE.jumpFraction * mean) jumps++;
  return jumps <= SUSTAINED_SHAPE.maxJumps;
}

/** The `edgeS` seconds before `start` (and after `end`, when the ride goes on a minute or more) are easier. */
function isolated(w: PowerWindows, start: number, end: number, edgeS: number, watts: number): boolean {
  const limit = SUSTAINED_SHAPE.edgeFraction * watts;
  if (w.mean(start - edgeS, start) >= limit) return false;
  return end + 60 > w.length || w.mean(end, end + edgeS) < limit;
}

/** True when a 1 Hz riding power series holds a 20-minute test (the {@link SUSTAINED_SHAPE} rules). */
export function looksLike20MinTest(watts: ArrayLike<number>, knownFtpW?: number | null): boolean {
  const w = new PowerWindows(watts);
  if (w.length < SUSTAINED_SHAPE.minWarmupS + 1200) return false;
  const [effort] = bestEfforts(watts, 1200, 1);
  if (!effort) return false;
  const { startIndex: start, watts: p } = effort;
  const end = start + 1200;
  if (start < SUSTAINED_SHAPE.minWarmupS || !steady(w, start, 1200)) return false;
  if (!isolated(w, start, end, SUSTAINED_SHAPE.twentyEdgeS, p)) return false;
  const other = w.bestOutside(SUSTAINED_SHAPE.twentyOtherS, [[start - 300, end + 300]]);
  if (other >= SUSTAINED_SHAPE.twentyOtherFraction * p) return false;
  return !(knownFtpW && knownFtpW > 0 && p < SUSTAINED_SHAPE.twentyMinOverFtp * knownFtpW);
}

/** True when a 1 Hz riding power series holds a 2 × 8-minute test (the {@link SUSTAINED_SHAPE} rules). */
export function looksLike8MinTest(watts: ArrayLike<number>, knownFtpW?: number | null): boolean {
  const w = new PowerWindows(watts);
  if (w.length < SUSTAINED_SHAPE.minWarmupS + 2 * 480 + SUSTAINED_SHAPE.eightGapS[0]) return false;
  const efforts = bestEfforts(watts, 480, 2);
  if (efforts.length < 2) return false;
  const [a, b] = efforts as [(typeof efforts)[0], (typeof efforts)[0]];
  const mean = (a.watts + b.watts) / 2;
  if (Math.abs(a.watts - b.watts) > SUSTAINED_SHAPE.eightMaxSpread * mean) return false;
  const aEnd = a.startIndex + 480;
  const bEnd = b.startIndex + 480;
  const gap = b.startIndex - aEnd;
  if (a.startIndex < SUSTAINED_SHAPE.minWarmupS) return false;
  if (gap < SUSTAINED_SHAPE.eightGapS[0] || gap > SUSTAINED_SHAPE.eightGapS[1]) return false;
  if (w.mean(aEnd, b.startIndex) >= SUSTAINED_SHAPE.eightRecoveryFraction * mean) return false;
  if (!steady(w, a.startIndex, 480) || !steady(w, b.startIndex, 480)) return false;
  const edge = SUSTAINED_SHAPE.eightEdgeS;
  if (!isolated(w, a.startIndex, aEnd, edge, a.watts) || !isolated(w, b.startIndex, bEnd, edge, b.watts))
    return false;
  const third = w.bestOutside(480, [
    [a.startIndex - edge, aEnd + edge],
    [b.startIndex - edge, bEnd + edge],
  ]);
  if (third >= SUSTAINED_SHAPE.eightThirdFraction * mean) return false;
  return !(knownFtpW && knownFtpW > 0 && mean < SUSTAINED_SHAPE.eightMinOverFtp * knownFtpW);
}
