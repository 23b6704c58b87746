import { randomUUID } from 'node:crypto';
import {
  applyChanges,
  libraryCatalog,
  localDay,
  matchRides,
  matchStrength,
  type Plan,
  type PlanChange,
  safeTimeZone,
  type WorkoutCatalog,
  type WorkoutZones,
} from '@domestique/coach';
import { isLanguage } from '@domestique/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { Publish } from '../../events/domain-events.ts';
import { HttpError } from '../../http/errors.ts';
import type { ProgressRepository } from '../progress/index.ts';
import type { ChangeRepository, NewChange, StoredChange } from './change-repository.ts';
import type { FactsRepository, PlanProfileFacts } from './facts-repository.ts';
import { type DailyLoad, type PlanFacts, type RiderDay, readPlanFacts } from './plan-facts.ts';
import { weekChanged, weekOf } from './plan-input.ts';
import { projectSessions } from './plan-projection.ts';
import type { PlanRecord, PlanRepository } from './plan-repository.ts';
import { type OwnWorkoutZones, plannedZones } from './planned-zones.ts';
import type { WellnessRepository } from './wellness-repository.ts';

export type { DailyLoad, PlanFacts, RiderDay } from './plan-facts.ts';

/** Writes the rider's week (hours, days Monday first, each day's cap in seconds) into their profile, in `tx`. */
export type SaveWeek = (userId: string, week: ReturnType<typeof weekOf>, tx: DbOrTx) => Promise<void>;

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
  /**
   * The facts the decision read, as read before it (what it stored itself — a feedback, a check-in, a range — is not in
   * them): the request shows the plan from their rides, loads and strength logs when the span is the same (issue #18).
   */
  facts: PlanFacts;
}

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

  /** The rider's day from their profile facts, read already by the caller (null: no profile). */
  function dayOf(userId: string, profile: PlanProfileFacts | null): RiderDay {
    const timeZone = safeTimeZone(profile?.timezone);
    return {
      userId,
      timeZone,
      today: localDay(timeZone, deps.now()),
      language: isLanguage(profile?.language) ? profile.language : 'en',
      profile,
    };
  }

  const riderDay = async (userId: string): Promise<RiderDay> =>
    dayOf(userId, await deps.facts.profile(userId));

  /** The rider's daily loads over their whole history: read once per request, then handed on (issue #18). */
  const dailyLoads = (userId: string, timeZone: string): Promise<DailyLoad[]> =>
    deps.progress.dailyLoads(userId, timeZone);

  /** The facts for a plan running `start`…`end`; `loads` when this request read the daily loads already. */
  const loadFacts = (day: RiderDay, start: string, end: string, loads?: DailyLoad[]): Promise<PlanFacts> =>
    readPlanFacts(deps, day, start, end, loads);

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
    return { record: { ...record, plan }, stored, facts };
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
    dayOf,
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
        if (!decision) return { record, stored: [], facts };
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
