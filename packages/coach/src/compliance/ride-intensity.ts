/**
 * How hard a ride was, from what was ridden rather than what was planned: a group ride, a race or a hard unplanned
 * ride makes its day a hard day just as a planned interval session does, so the rules that keep hard days 48 h apart
 * [S7] can see it (TrainerRoad counts outdoor and unplanned rides in its fatigue rules [T8]; riders ask for it,
 * coaching.md §2 item 4).
 *
 * With time in zones (Coggan power levels Z1…Z7, GoldenCheetah's bounds 55/75/90/105/120/150 % FTP), a ride is hard
 * when it holds at least 20 min at or above Z4 (≥ 90 % FTP: above the second threshold, the high-intensity zone of
 * Seiler's three-zone model [S11, S12]) or at least 8 min at or above Z5 (≥ 105 % FTP: a short VO2max set). Our
 * thresholds: 20 min of Z4+ is the main set of the shortest threshold or sweet spot session the library plans, and
 * 8 min of Z5+ two or three VO2max efforts — less than that is the surges of a steady ride.
 *
 * Without zones, the ride's intensity factor decides — its own (NP / FTP) when it has one, else the one its load
 * implies, IF = √(TSS / (100 · h)) (TSS = 100 · h · IF², Coggan; heart-rate TSS for a ride without power): IF ≥ 0.85
 * over at least 30 min is hard. Allen & Coggan's IF bands put interval workouts and longer road races at 0.85–0.95
 * and threshold work above; endurance rides stay below 0.85 whatever their length, so a long easy ride is never a
 * hard day.
 */
import type { RideRecord } from './types.ts';

/** Seconds at or above Z4 (≥ 90 % FTP) that make a ride hard. */
export const HARD_Z4_PLUS_S = 20 * 60;
/** Seconds at or above Z5 (≥ 105 % FTP) that make a ride hard. */
export const HARD_Z5_PLUS_S = 8 * 60;
/** Intensity factor from which a ride without zones is hard, and the shortest such ride. */
export const HARD_IF = 0.85;
export const HARD_IF_MIN_S = 30 * 60;
/** At most this much time in Z5+ in any 48 h, ridden and planned together [S7]. */
export const MAX_Z5_PLUS_PER_48H_S = 25 * 60;

const Z4 = 3;
const Z5 = 4;

/** Seconds at or above zone index `from` (0 = Z1) of a Z1…Z7 distribution; 0 when there is none. */
export function secondsFromZone(zones: readonly number[] | null | undefined, from: number): number {
  if (!zones) return 0;
  return zones.slice(from).reduce((s, x) => s + Math.max(0, x), 0);
}

export interface RideIntensity {
  readonly hard: boolean;
  /** Seconds at or above Z4 and Z5; null without time in zones. */
  readonly z4PlusS: number | null;
  readonly z5PlusS: number | null;
  /** Intensity factor from TSS and duration; null without TSS. */
  readonly intensityFactor: number | null;
}

export function rideIntensity(ride: RideRecord): RideIntensity {
  const hours = ride.durationS / 3600;
  const own = ride.intensityFactor != null && ride.intensityFactor > 0 ? ride.intensityFactor : null;
  const fromLoad = ride.tss != null && ride.tss > 0 && hours > 0 ? Math.sqrt(ride.tss / (100 * hours)) : null;
  const raw = own ?? fromLoad;
  const intensityFactor = raw === null ? null : Math.round(raw * 1000) / 1000;
  const zones = ride.timeInZonesS && secondsFromZone(ride.timeInZonesS, 0) > 0 ? ride.timeInZonesS : null;
  if (zones) {
    const z4PlusS = secondsFromZone(zones, Z4);
    const z5PlusS = secondsFromZone(zones, Z5);
    return {
      hard: z4PlusS >= HARD_Z4_PLUS_S || z5PlusS >= HARD_Z5_PLUS_S,
      z4PlusS,
      z5PlusS,
      intensityFactor,
    };
  }
  const hard = intensityFactor !== null && intensityFactor >= HARD_IF && ride.durationS >= HARD_IF_MIN_S;
  return { hard, z4PlusS: null, z5PlusS: null, intensityFactor };
}

/** Planned seconds at or above Z5 of a workout's zone distribution. */
export function plannedZ5PlusS(zones: readonly number[] | null | undefined): number {
  return secondsFromZone(zones, Z5);
}
