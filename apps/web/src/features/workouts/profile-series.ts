import type { ProfileSegmentDto } from '@domestique/contract';

export interface ProfileSeries {
  /** Seconds from the start: each segment's start and end (a boundary appears twice, so steps are vertical). */
  x: number[];
  /** The target (W with an FTP, else % FTP) where it is planned exactly; null elsewhere. */
  planned: (number | null)[];
  /** The same where it is an assumption (open step, free ride, all-out): drawn dashed. */
  estimated: (number | null)[];
}

/**
 * The chart's series from the workout's compact profile: two points per segment (its start and end values, so ramps
 * are slopes and bands are flat), in watts for `ftpW` or in % FTP without one.
 */
export function profileSeries(profile: readonly ProfileSegmentDto[], ftpW: number | null): ProfileSeries {
  const scale = (pct: number) => (ftpW ? (pct * ftpW) / 100 : pct);
  const out: ProfileSeries = { x: [], planned: [], estimated: [] };
  for (const s of profile) {
    for (const [x, pct] of [
      [s.startS, s.fromPct],
      [s.startS + s.durationS, s.toPct],
    ] as const) {
      out.x.push(x);
      out.planned.push(s.estimated ? null : scale(pct));
      out.estimated.push(s.estimated ? scale(pct) : null);
    }
  }
  return out;
}
