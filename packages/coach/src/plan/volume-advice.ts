/**
 * How much a rider of each level is advised to ride: the dashboard's "Training focus" says it, and the plan wizard
 * starts from it when the rider has not told us their week yet — one advice, so the two never disagree.
 *
 * Source: common coaching ranges for amateur riders — weekly hours and rides by category as in Friel, "The Cyclist's
 * Training Bible" (annual hours 200–350 for novices up to 700–1,000 for elite amateurs, i.e. about 3–5 h to 12–18 h
 * a week), with two hard days a week for most riders and three for the elite (polarised-leaning distribution).
 */
import { WEEKDAYS, type Weekday } from '../calendar/days.ts';
import type { RiderLevel } from './types.ts';

export interface VolumeAdvice {
  /** Advised weekly riding time, hours (from, to). */
  readonly weeklyHours: readonly [number, number];
  readonly ridesPerWeek: number;
  /** Of those rides, how many are hard (intensity) days; the rest stay easy. */
  readonly hardSessionsPerWeek: number;
}

const ADVICE: Record<RiderLevel, VolumeAdvice> = {
  beginner: { weeklyHours: [3, 5], ridesPerWeek: 3, hardSessionsPerWeek: 1 },
  intermediate: { weeklyHours: [5, 8], ridesPerWeek: 4, hardSessionsPerWeek: 2 },
  advanced: { weeklyHours: [8, 12], ridesPerWeek: 5, hardSessionsPerWeek: 2 },
  elite: { weeklyHours: [12, 18], ridesPerWeek: 6, hardSessionsPerWeek: 3 },
};

export function volumeAdvice(level: RiderLevel): VolumeAdvice {
  return ADVICE[level];
}

/**
 * Riding days for `rides` rides a week, Monday first: the weekend (where most amateurs have the time) and midweek
 * days spread apart before adjacent ones, Monday and Friday last — the usual rest days around a weekend's long rides
 * (our choice).
 */
const DAY_PREFERENCE: readonly Weekday[] = ['sat', 'tue', 'thu', 'sun', 'wed', 'fri', 'mon'];

/**
 * The week the advice gives: the middle of the advised hours (to the half hour) on the advised number of days. What a
 * plan starts from for a rider who has not set their own week.
 */
export function advisedWeek(level: RiderLevel): { weeklyHours: number; days: Weekday[] } {
  const advice = ADVICE[level];
  const [from, to] = advice.weeklyHours;
  const chosen = DAY_PREFERENCE.slice(0, Math.min(7, Math.max(1, advice.ridesPerWeek)));
  return {
    weeklyHours: Math.round(from + to) / 2,
    days: WEEKDAYS.filter((d) => chosen.includes(d)),
  };
}
