/** Two rides starting this close together… */
export const SAME_START_S = 60;
/** …with elapsed times this close (or within 10 %) are one ride recorded twice. */
export const SAME_DURATION_S = 120;
/** Otherwise, sharing this fraction of the shorter one's time makes them one ride (nobody rides twice at once). */
export const SAME_OVERLAP_FRACTION = 0.5;

export interface RideSpan {
  startTime: Date;
  /** From start to finish, pauses included; null or 0 for a file without riding seconds. */
  elapsedS: number | null;
}

/**
 * Whether two stored rides of one rider are the same ride (the same outing exported as FIT and TCX, or synced from
 * two apps), as Strava's "duplicate of …": starts within ±{@link SAME_START_S} s and elapsed times within
 * max({@link SAME_DURATION_S} s, 10 %), or an overlap of at least half of the shorter one. A rider cannot ride two
 * rides at the same time, so a substantial overlap is the same training counted twice.
 */
export function isSameRide(a: RideSpan, b: RideSpan): boolean {
  const startA = a.startTime.getTime() / 1000;
  const startB = b.startTime.getTime() / 1000;
  const lengthA = Math.max(0, a.elapsedS ?? 0);
  const lengthB = Math.max(0, b.elapsedS ?? 0);
  if (
    Math.abs(startA - startB) <= SAME_START_S &&
    Math.abs(lengthA - lengthB) <= Math.max(SAME_DURATION_S, 0.1 * Math.max(lengthA, lengthB))
  ) {
    return true;
  }
  const shorter = Math.min(lengthA, lengthB);
  if (shorter <= 0) return false;
  const overlap = Math.min(startA + lengthA, startB + lengthB) - Math.max(startA, startB);
  return overlap >= SAME_OVERLAP_FRACTION * shorter;
}

/** Rides longer than this are not looked for further back than it (bounds the candidate query). */
export const LONGEST_RIDE_S = 48 * 3600;

/**
 * How much of a ride a file format carries: FIT (every channel the head unit recorded, laps, events, device fields)
 * over TCX (power and cadence, HR, laps, no timer events) over GPX (a track, extensions at best). Of two files of one
 * ride the richer one is kept, whichever arrives first; equal formats keep the first.
 */
export const FORMAT_RICHNESS: Readonly<Record<string, number>> = { fit: 3, tcx: 2, gpx: 1 };

/** Whether a file of format `incoming` should replace a stored copy of the same ride in format `stored`. */
export const isRicherFormat = (incoming: string, stored: string): boolean =>
  (FORMAT_RICHNESS[incoming] ?? 0) > (FORMAT_RICHNESS[stored] ?? 0);
