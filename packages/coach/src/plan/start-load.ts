/**
 * Where a plan's start load comes from, and why. A rider's rides tell their chronic load only while they are recent:
 * CTL is a 42-day average [S1], so rides that all ended more than 42 days before the plan leave a CTL near zero that
 * says "detrained" when it means "we have not seen this rider ride lately". Then the plan starts, like for a rider
 * with no rides, from the level and the hours (`defaultLoad`), and says so.
 */
import { CTL_DAYS } from '@domestique/science';
import { daysBetween, type IsoDate } from '../calendar/days.ts';

/** `recentRides`: from rides in the 42 days before the start; `oldRides`: rides, all older; `noRides`: none. */
export const LOAD_BASES = ['recentRides', 'oldRides', 'noRides'] as const;
export type LoadBasis = (typeof LOAD_BASES)[number];

export interface StartLoadBasis {
  readonly basis: LoadBasis;
  /** The rider's last ride day on or before `dayBefore`, or null. */
  readonly lastRideDate: IsoDate | null;
}

/**
 * The basis of a start load at the end of `dayBefore` (the day before the plan's first day, or a re-plan's today),
 * from the days the rider rode (any order).
 */
export function startLoadBasis(rideDays: readonly IsoDate[], dayBefore: IsoDate): StartLoadBasis {
  let last: IsoDate | null = null;
  for (const day of rideDays) if (day <= dayBefore && (last === null || day > last)) last = day;
  if (last === null) return { basis: 'noRides', lastRideDate: null };
  return { basis: daysBetween(last, dayBefore) < CTL_DAYS ? 'recentRides' : 'oldRides', lastRideDate: last };
}
