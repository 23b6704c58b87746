import { randomUUID } from 'node:crypto';
import {
  addDays,
  applyChanges,
  type CheckIn,
  dayNumber,
  dayString,
  daysBetween,
  libraryCatalog,
  localDay,
  matchRides,
  matchStrength,
  type Plan,
  type PlanChange,
  type RideFeedback,
  type RideRecord,
  type StartLoadBasis,
  safeTimeZone,
  startLoadBasis,
  type TrainingLoad,
  type UnavailableRange,
  type WorkoutCatalog,
  type WorkoutZones,
} from '@domestique/coach';
import { isLanguage, type Language } from '@domestique/contract';
import { fitness, histogramTimeInZones, powerZones } from '@domestique/science';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { Publish } from '../../events/domain-events.ts';
import { HttpError } from '../../http/errors.ts';
import type { ProgressRepository } from '../progress/index.ts';
import type { ChangeRepository, NewChange, StoredChange } from './change-repository.ts';
import type { FactsRepository, PlanProfileFacts, PlanRide, StrengthLogFact } from './facts-repository.ts';
import { weekChanged, weekOf } from './plan-input.ts';
import { projectSessions } from './plan-projection.ts';
import type { PlanRecord, PlanRepository } from './plan-repository.ts';
import type { ActualLoad } from './plan-views.ts';
import { type OwnWorkoutZones, plannedZones } from './planned-zones.ts';
import type { WellnessRepository } from './wellness-repository.ts';

/** Days of rides before a plan's start the coach still looks at (a break that began before the plan). */
const RIDES_BEFORE_START_DAYS = 28;
/** Check-ins the coach reads: today's and the 7 days before it (the HR/HRV baselines). */
const CHECK_IN_DAYS = 8;
/** Unavailable ranges read around today: the coach eases returns from illness within two weeks of its end. */
const UNAVAILABLE_DAYS_BACK = 21;

/** Writes the rider's week (hours, days Monday first, each day's cap in seconds) into their profile, in `tx`. */
export type SaveWeek = (userId: string, week: ReturnType<typeof weekOf>, tx: DbOrTx) => Promise<void>;

/** The rider's day and what the coach is told about them (read before the plan is locked). */
export interface RiderDay {
  userId: string;
  timeZone: string;
  today: string;
  language: Language;
  profile: PlanProfileFacts | null;
}

export interface PlanFacts {
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
  dailyLoads: { day: string; load: number }[];
}

/** The basis of the load at the end of `day`: the days with load in `loads` (coach `startLoadBasis`). */
export function loadBasisAt(loads: readonly { day: string; load: number }[], day: string): StartLoadBasis {
  return startLoadBasis(
    loads.filter((l) => l.load > 0).map((l) => l.day),
    day,
  );
}

/** What a trigger decided: changes to store (applied in order) and, when it computed it, the plan they give. */
export interface Decision {
  changes: Omit<NewChange, 'id'>[];
  plan?: Plan;
  /** Marks the daily pass as run for this day. */
  adaptedOn?: string;
  /** Stored changes this decision undid (an undo). */
  undone?: { id: string; index: number }[];
}

export interface DecideContext {
  record: PlanRecord;
  history: StoredChange[];
  facts: PlanFacts;
  day: RiderDay;
  catalog: WorkoutCatalog;
  /** Planned time in zones of the plan's workouts (`plannedZones`): ride ↔ session matching compares zones too. */
  zones: WorkoutZones;
  tx: DbOrTx;
}

export interface MutationResult {
  record: PlanRecord;
  stored: StoredChange[];
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
export function actualLoad(
  loads: readonly { day: string; load: number }[],
  from: string,
  to: string,
): ActualLoad {
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
export function loadAtEndOf(loads: readonly { day: string; load: number }[], day: string): TrainingLoad {
  const a = actualLoad(loads, day, day);
  const i = a.ctl.length - 1;
  return i < 0 ? { ctl: 0, atl: 0 } : { ctl: round1(a.ctl[i]!), atl: round1(a.atl[i]!) };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Runs the coach on a rider's plan and stores what it decided: every trigger reads the facts, locks the active plan,
 * decides (pure coach functions), then in the same transaction writes the plan, the changes with their reasons and
 * the calendar rows. Nothing about a plan changes anywhere else.
 */
export function createPlanEngine(deps: {
  db: Db;
  plans: PlanRepository;
  changes: ChangeRepository;
  facts: FactsRepository;
  wellness: WellnessRepository;
  progress: ProgressRepository;
  now: () => Date;
  /** "Plan changed", published in the plan write's transaction (devices and calendars that carry the plan follow). */
  publish?: Publish;
  /**
   * Keeps the rider's week (the profile's hours, days and caps) the plan's, in the plan write's transaction: the
   * profile module's repository, handed in by the composition root.
   */
  saveWeek?: SaveWeek;
  /** Planned zones of the rider's own workouts on a plan: the workouts module's, handed in by the composition root. */
  ownWorkoutZones?: OwnWorkoutZones;
}) {
  const catalog = libraryCatalog();
  const planChanged = (tx: DbOrTx, userId: string, planId: string | null) =>
    deps.publish?.(tx, 'planChanged', { userId, planId }) ?? Promise.resolve();

  async function riderDay(userId: string): Promise<RiderDay> {
    const profile = await deps.facts.profile(userId);
    const timeZone = safeTimeZone(profile?.timezone);
    return {
      userId,
      timeZone,
      today: localDay(timeZone, deps.now()),
      language: isLanguage(profile?.language) ? profile.language : 'en',
      profile,
    };
  }

  async function dailyLoads(userId: string, timeZone: string) {
    return deps.progress.dailyLoads(userId, timeZone);
  }

  /** The facts for a plan running `start`…`end` (rides a little before it; check-ins up to today). */
  async function loadFacts(day: RiderDay, start: string, end: string): Promise<PlanFacts> {
    const { userId, timeZone, today } = day;
    const last = daysBetween(end, today) > 0 ? today : end;
    const [rides, loads, checkIns, strengthLogs, ranges] = await Promise.all([
      deps.facts.rides(userId, timeZone, addDays(start, -RIDES_BEFORE_START_DAYS), last),
      dailyLoads(userId, timeZone),
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
      rides,
      records: cycling.map(toRideRecord),
      feedback: feedback.map((f) => ({ rideId: f.activityId, rpe: f.rpe, feel: f.feel })),
      checkIns: [...checkIns].reverse(),
      strengthLogs,
      unavailable: ranges.map((r) => ({ from: r.from, to: r.to, reason: r.reason })),
      load: loads.length > 0 ? loadAtEndOf(loads, addDays(today, -1)) : null,
      loadBasis: loadBasisAt(loads, addDays(today, -1)),
      dailyLoads: loads,
    };
  }

  /** Writes the plan, the new changes and the calendar rows, in `tx`. */
  async function persist(ctx: DecideContext, decision: Decision): Promise<MutationResult> {
    const { record, history, facts, day, tx } = ctx;
    const changes = decision.changes.map((c) => c.change);
    const plan: Plan = decision.plan ?? applyChanges(record.plan, changes as PlanChange[]);
    // a coach group is unique within one run: scoped to this write, it links exactly the changes decided together
    const batch = randomUUID();
    const made: NewChange[] = decision.changes.map((c) => ({
      ...c,
      change: c.change.group === undefined ? c.change : { ...c.change, group: `${batch}/${c.change.group}` },
      id: randomUUID(),
    }));
    const at = deps.now();
    // a re-plan for new hours or days (the plan's settings, or the profile's): the profile's week follows
    if (decision.plan && weekChanged(record.plan.input, plan.input))
      await deps.saveWeek?.(day.userId, weekOf(plan.input), tx);
    if (made.length > 0 || decision.adaptedOn) {
      await deps.plans.savePlan(
        day.userId,
        record.id,
        plan,
        decision.adaptedOn ? { adaptedOn: decision.adaptedOn } : {},
        tx,
      );
    }
    await deps.changes.insert(day.userId, record.id, made, tx);
    const seq0 = history.at(-1)?.seq ?? 0;
    const stored: StoredChange[] = made.map((m, i) => ({
      id: m.id,
      planId: record.id,
      seq: seq0 + i + 1,
      origin: m.origin,
      trigger: m.trigger,
      triggerRef: m.triggerRef,
      change: m.change,
      createdAt: at,
      undoneAt: null,
      undoneBy: null,
      undoesId: m.undoesId ?? null,
    }));
    const all = history.map((h) => ({ ...h }));
    for (const u of decision.undone ?? []) {
      const undoneBy = stored[u.index]!.id;
      await deps.changes.markUndone(day.userId, u.id, undoneBy, at, tx);
      const h = all.find((x) => x.id === u.id);
      if (h) Object.assign(h, { undoneAt: at, undoneBy });
    }
    const match = matchRides(plan, facts.records, day.today, { zonesByWorkout: ctx.zones });
    await deps.plans.replaceSessions(
      day.userId,
      record.id,
      projectSessions(
        day.userId,
        record.id,
        plan,
        match,
        [...all, ...stored],
        matchStrength(plan, facts.strengthLogs, day.today),
      ),
      tx,
    );
    return { record: { ...record, plan }, stored };
  }

  /** The planned zones of `plan`'s workouts (`plannedZones`), read in `tx` when inside a plan write. */
  const zonesFor = (userId: string, plan: Plan, tx: DbOrTx = deps.db) =>
    plannedZones(catalog, userId, plan, deps.ownWorkoutZones, tx);

  return {
    catalog,
    zonesFor,
    /** Publishes "plan changed" in `tx` (a plan ended elsewhere in this module). */
    planChanged,
    riderDay,
    loadFacts,
    dailyLoads,

    /**
     * Runs `decide` on the rider's active plan and stores the outcome in one transaction. Null when the rider has no
     * active plan. The facts are read first (outside the lock: rides and loads are inputs, not plan state).
     */
    async mutate(
      userId: string,
      decide: (ctx: DecideContext) => Decision | null | Promise<Decision | null>,
      known?: { day?: RiderDay; facts?: PlanFacts },
    ): Promise<MutationResult | null> {
      const day = known?.day ?? (await riderDay(userId));
      const head = await deps.plans.activeHead(userId);
      if (!head) return null;
      const facts = known?.facts ?? (await loadFacts(day, head.startDate, head.endDate));
      return deps.db.transaction(async (tx) => {
        const record = await deps.plans.lockActive(userId, tx);
        if (!record) return null;
        const history = await deps.changes.history(userId, record.id, tx);
        const zones = await zonesFor(userId, record.plan, tx);
        const ctx: DecideContext = { record, history, facts, day, catalog, zones, tx };
        const decision = await decide(ctx);
        if (!decision) return { record, stored: [] };
        const result = await persist(ctx, decision);
        if (result.stored.length > 0 || decision.plan) await planChanged(tx, userId, record.id);
        return result;
      });
    },

    /** Stores a new plan (ending the active one) with its calendar rows; returns the ended plan's id. */
    async create(day: RiderDay, plan: Plan, facts: PlanFacts): Promise<{ id: string; ended: string | null }> {
      const id = randomUUID();
      try {
        const ended = await deps.db.transaction(async (tx) => {
          const endedId = await deps.plans.endActive(day.userId, deps.now(), tx);
          await deps.plans.insert(day.userId, id, plan, day.today, tx);
          const zonesByWorkout = await zonesFor(day.userId, plan, tx);
          const match = matchRides(plan, facts.records, day.today, { zonesByWorkout });
          const strength = matchStrength(plan, facts.strengthLogs, day.today);
          const rows = projectSessions(day.userId, id, plan, match, [], strength);
          await deps.plans.replaceSessions(day.userId, id, rows, tx);
          // the plan's week is the rider's: Settings and the next wizard show it
          await deps.saveWeek?.(day.userId, weekOf(plan.input), tx);
          await planChanged(tx, day.userId, id);
          return endedId;
        });
        return { id, ended };
      } catch (error) {
        // two plans created at once: the other one won (one active plan per rider)
        if (isUniqueViolation(error)) throw new HttpError(409, 'conflict');
        throw error;
      }
    },
  };
}

export type PlanEngine = ReturnType<typeof createPlanEngine>;
