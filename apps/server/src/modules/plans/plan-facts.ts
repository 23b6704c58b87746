import {
  addDays,
  type CheckIn,
  dayNumber,
  dayString,
  daysBetween,
  type RideFeedback,
  type RideRecord,
  type StartLoadBasis,
  startLoadBasis,
  type TrainingLoad,
  type UnavailableRange,
} from '@domestique/coach';
import type { Language } from '@domestique/contract';
import { fitness, histogramTimeInZones, powerZones } from '@domestique/science';
import type { ProgressRepository } from '../progress/index.ts';
import type { FactsRepository, PlanProfileFacts, PlanRide, StrengthLogFact } from './facts-repository.ts';
import type { ActualLoad } from './plan-views.ts';
import type { WellnessRepository } from './wellness-repository.ts';

/** Days of rides before a plan's start the coach still looks at (a break that began before the plan). */
const RIDES_BEFORE_START_DAYS = 28;
/** Check-ins the coach reads: today's and the 7 days before it (the HR/HRV baselines). */
const CHECK_IN_DAYS = 8;
/** Unavailable ranges read around today: the coach eases returns from illness within two weeks of its end. */
const UNAVAILABLE_DAYS_BACK = 21;

/** Σ load of one local day (rides' TSS or hrTSS, logged strength sessions): the progress module's daily loads. */
export type DailyLoad = { day: string; load: number };

/** The rider's day and what the coach is told about them (read before the plan is locked). */
export interface RiderDay {
  userId: string;
  timeZone: string;
  today: string;
  language: Language;
  profile: PlanProfileFacts | null;
}

export interface PlanFacts {
  /** The plan span these facts were read for (`readPlanFacts`): a later step of the request reuses them for it. */
  span: { start: string; end: string };
  rides: PlanRide[];
  /** Cycling rides as the coach matches them. */
  records: RideRecord[];
  feedback: RideFeedback[];
  checkIns: CheckIn[];
  /** Strength logs of the plan's span: each one completes a planned strength session of its day. */
  strengthLogs: StrengthLogFact[];
  /** Days marked unavailable around today (an illness among them eases the rider's return). */
  unavailable: UnavailableRange[];
  /**
   * CTL/ATL at the end of yesterday, from the rider's rides (and any load the daily loads count); null when the
   * rider has no rides at all (a re-plan then starts from the plan's own projection, fatigue is not judged).
   */
  load: TrainingLoad | null;
  /** Why `load` is what it is: recent rides, only older ones, or none (coach `startLoadBasis`). */
  loadBasis: StartLoadBasis;
  dailyLoads: DailyLoad[];
}

/** The reads `readPlanFacts` makes (the repositories the engine holds). */
export interface FactsReads {
  facts: FactsRepository;
  wellness: WellnessRepository;
  progress: ProgressRepository;
}

/**
 * The facts for a plan running `start`…`end` (rides a little before it; check-ins up to today). `loads`: the daily
 * loads this request read already (the rider's whole history, a GROUP BY over every ride: issue #18 — read once
 * per request and handed on, never kept beyond it).
 */
export async function readPlanFacts(
  deps: FactsReads,
  day: RiderDay,
  start: string,
  end: string,
  loads?: DailyLoad[],
): Promise<PlanFacts> {
  const { userId, timeZone, today } = day;
  const last = daysBetween(end, today) > 0 ? today : end;
  const [rides, dailyLoads, checkIns, strengthLogs, ranges] = await Promise.all([
    deps.facts.rides(userId, timeZone, addDays(start, -RIDES_BEFORE_START_DAYS), last),
    loads ?? deps.progress.dailyLoads(userId, timeZone),
    deps.wellness.checkIns(userId, addDays(today, -(CHECK_IN_DAYS - 1)), today),
    deps.facts.strengthLogs(userId, start, last),
    deps.wellness.ranges(
      userId,
      addDays(today, -UNAVAILABLE_DAYS_BACK),
      addDays(today, UNAVAILABLE_DAYS_BACK),
    ),
  ]);
  const cycling = rides.filter((r) => r.cycling);
  const feedback = await deps.wellness.feedback(
    userId,
    cycling.map((r) => r.id),
  );
  return {
    span: { start, end },
    rides,
    records: cycling.map(toRideRecord),
    feedback: feedback.map((f) => ({ rideId: f.activityId, rpe: f.rpe, feel: f.feel })),
    checkIns: [...checkIns].reverse(),
    strengthLogs,
    unavailable: ranges.map((r) => ({ from: r.from, to: r.to, reason: r.reason })),
    load: dailyLoads.length > 0 ? loadAtEndOf(dailyLoads, addDays(today, -1)) : null,
    loadBasis: loadBasisAt(dailyLoads, addDays(today, -1)),
    dailyLoads,
  };
}

/** The basis of the load at the end of `day`: the days with load in `loads` (coach `startLoadBasis`). */
export function loadBasisAt(loads: readonly DailyLoad[], day: string): StartLoadBasis {
  return startLoadBasis(
    loads.filter((l) => l.load > 0).map((l) => l.day),
    day,
  );
}

/**
 * A ride as the coach sees it. The hard-day rule (`rideIntensity`) and the Z5+ budget over 48 h read its time in
 * Coggan's power zones, worked out here from the ride's power histogram (watts, stored at import) and the FTP it was
 * scored with — the one in force on its date —, so the zones follow every change of the FTP timeline without touching
 * the stored ride. A ride without power, without an FTP or not yet back-filled has no zones: the rule falls back to
 * its intensity factor (NP / FTP, else the one its TSS implies, heart-rate TSS included).
 */
export function toRideRecord(r: PlanRide): RideRecord {
  return {
    id: r.id,
    date: r.date,
    durationS: r.movingS ?? 0,
    tss: r.tss ?? r.hrLoad ?? null,
    intensityFactor: r.tss != null ? r.intensityFactor : null,
    timeInZonesS: rideZones(r),
  };
}

/** Seconds in Z1…Z7 at the ride's FTP; null when the ride has no histogram, an empty one, or no FTP. */
function rideZones(r: PlanRide): number[] | null {
  const histogram = r.powerHistogram;
  if (!histogram || histogram.length === 0 || r.ftpUsedW == null || !(r.ftpUsedW > 0)) return null;
  return Array.from(histogramTimeInZones(histogram, powerZones(r.ftpUsedW)));
}

/** CTL/ATL/TSB per day from the first ride (or `from`) through `to`, with science's `fitness` (k = 1/τ). */
export function actualLoad(loads: readonly DailyLoad[], from: string, to: string): ActualLoad {
  const last = dayNumber(to);
  const first = Math.min(dayNumber(from), loads.length > 0 ? dayNumber(loads[0]!.day) : last);
  const daily = new Float64Array(Math.max(0, last - first + 1));
  for (const { day, load } of loads) {
    const i = dayNumber(day) - first;
    if (i >= 0 && i < daily.length) daily[i] = load;
  }
  const series = fitness(daily, { k: 'simple' });
  return { first: dayString(first), ctl: series.ctl, atl: series.atl, tsb: series.tsb };
}

/** CTL/ATL at the end of `day` (after its rides). */
export function loadAtEndOf(loads: readonly DailyLoad[], day: string): TrainingLoad {
  const a = actualLoad(loads, day, day);
  const i = a.ctl.length - 1;
  return i < 0 ? { ctl: 0, atl: 0 } : { ctl: round1(a.ctl[i]!), atl: round1(a.atl[i]!) };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
