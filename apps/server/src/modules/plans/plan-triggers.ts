import {
  adaptPlan,
  applyChange,
  type CheckIn,
  currentFtp,
  ftpChange,
  knownFtp,
  levelsAfterFtpChanges,
  type PlanChange,
  type PlanInputChanges,
  type ReasonCode,
  type RideFeedback,
  replanForChanges,
  type UnavailableRange,
  unavailableChanges,
  undoChange,
} from '@domestique/coach';
import type { ChangeTrigger } from '@domestique/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { FtpRepository } from '../ftp/index.ts';
import type { StoredChange } from './change-repository.ts';
import { undoForGoneRides } from './gone-rides.ts';
import type { DecideContext, Decision, MutationResult, PlanEngine, RiderDay } from './plan-engine.ts';
import type {
  StoredCheckIn,
  StoredFeedback,
  StoredRange,
  WellnessRepository,
} from './wellness-repository.ts';

/** Which trigger a change of the daily pass answers, by its reason (the rider sees why, not which code path ran). */
function triggerOf(change: PlanChange, invoked: ChangeTrigger): ChangeTrigger {
  const reason: ReasonCode = change.reason;
  // a ride that made room for a test a check-in moved answers the check-in, like the move
  if (change.group?.startsWith('checkIn:')) return 'check_in';
  switch (reason) {
    case 'fatigueFloor':
      return 'fatigue';
    case 'readinessVeryLow':
    case 'veryTired':
    case 'veryTiredRest':
    case 'tired':
    case 'readinessLow':
    case 'testMoved':
    case 'testNoRoom':
      return 'check_in';
    case 'streakTooEasy':
    case 'streakTooHard':
    case 'feedbackTooHard':
    case 'keyFailed':
      return invoked === 'feedback' ? 'feedback' : 'ride';
    default:
      return invoked === 'ride' ? 'ride' : 'daily';
  }
}

/**
 * One function per trigger (what the durable-jobs queue will run): each reads the facts, runs the coach on the
 * rider's active plan and stores the changes with their reasons, in one transaction (`PlanEngine.mutate`). The
 * daily pass (missed sessions, progression, fatigue, today's check-in: coach `adaptPlan`) runs with every ride,
 * feedback and check-in trigger, and once a day on the rider's first read.
 */
export function createPlanTriggers(deps: {
  engine: PlanEngine;
  wellness: WellnessRepository;
  ftpRepo: FtpRepository;
  log: FastifyBaseLogger;
}) {
  const { engine } = deps;

  /** The daily pass as a decision, with extra facts (a feedback or check-in not stored yet). */
  const adapt =
    (
      invoked: ChangeTrigger,
      triggerRef: string | null,
      extra: { feedback?: RideFeedback; checkIn?: CheckIn } = {},
    ) =>
    (ctx: DecideContext): Decision => {
      const { facts, day } = ctx;
      const feedback = extra.feedback
        ? [...facts.feedback.filter((f) => f.rideId !== extra.feedback!.rideId), extra.feedback]
        : facts.feedback;
      const checkIns = extra.checkIn
        ? [...facts.checkIns.filter((c) => c.date !== extra.checkIn!.date), extra.checkIn]
        : facts.checkIns;
      // a deleted hard ride first gives back what it moved, so the pass sees the plan as if it had never been ridden
      const gone = undoForGoneRides(ctx.record.plan, ctx.history, facts.records, day.today, invoked);
      const result = adaptPlan(gone.plan, {
        today: day.today,
        catalog: ctx.catalog,
        rides: facts.records,
        feedback,
        checkIns,
        load: facts.load,
        history: [...ctx.history.map((h) => h.change), ...gone.changes.map((c) => c.change)],
        unavailable: facts.unavailable,
        zonesByWorkout: ctx.zones,
      });
      return {
        plan: result.plan,
        adaptedOn: day.today,
        changes: [
          ...gone.changes,
          ...result.changes.map((change) => ({
            change,
            origin: 'coach' as const,
            trigger: triggerOf(change, invoked),
            triggerRef,
          })),
        ],
        undone: gone.undone,
      };
    };

  /** Runs a trigger; a failure is logged and does not fail what set it off (the next daily pass catches up). */
  async function safely(name: string, userId: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (err) {
      deps.log.error({ err, trigger: name, userId }, 'plan trigger failed');
    }
  }

  /**
   * For triggers that also store what the rider said (check-in, feedback, days off): should the coach fail on this
   * plan, the failure is logged and null returned, so the caller stores the rider's input without plan changes
   * rather than losing it. Refusals (HTTP errors) pass through.
   */
  async function orWithoutPlan<T>(name: string, userId: string, run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      deps.log.error(
        { err, trigger: name, userId },
        'plan trigger failed; input stored without plan changes',
      );
      return null;
    }
  }

  return {
    safely,

    /** Rides imported or deleted: re-match the plan's sessions, score compliance, then the daily pass. */
    ridesChanged(userId: string, activityIds: readonly string[]): Promise<MutationResult | null> {
      return engine.mutate(userId, adapt('ride', activityIds.length === 1 ? activityIds[0]! : null));
    },

    /**
     * A strength session logged or a log deleted: nothing for the coach to decide — the calendar rows are written
     * again from the facts (which now hold the logs), so the day's strength session is completed (or planned again).
     */
    strengthChanged(userId: string): Promise<MutationResult | null> {
      return engine.mutate(userId, () => ({ changes: [] }));
    },

    /** Once per rider day, before the first read: missed sessions, fatigue, yesterday's statuses. */
    dailyPass(userId: string, day: RiderDay): Promise<MutationResult | null> {
      return engine.mutate(
        userId,
        (ctx) => (ctx.record.adaptedOn === day.today ? null : adapt('daily', null)(ctx)),
        {
          day,
        },
      );
    },

    /** Post-ride feedback (stored in the same transaction), then the daily pass with it. */
    feedbackGiven(userId: string, feedback: StoredFeedback): Promise<MutationResult | null> {
      return orWithoutPlan('feedbackGiven', userId, () =>
        engine.mutate(userId, async (ctx) => {
          await deps.wellness.saveFeedback(userId, feedback, ctx.tx);
          return adapt('feedback', feedback.activityId, {
            feedback: { rideId: feedback.activityId, rpe: feedback.rpe, feel: feedback.feel },
          })(ctx);
        }),
      );
    },

    /** Today's check-in (stored in the same transaction): readiness, then today's sessions eased when it says so. */
    checkIn(userId: string, checkIn: StoredCheckIn, id: string): Promise<MutationResult | null> {
      return orWithoutPlan('checkIn', userId, () =>
        engine.mutate(userId, async (ctx) => {
          await deps.wellness.saveCheckIn(userId, id, checkIn, ctx.tx);
          return adapt('check_in', checkIn.date, { checkIn })(ctx);
        }),
      );
    },

    /**
     * The rider's FTP changed (typed, tested, accepted estimate): the plan records it — targets are %FTP, so the
     * watts follow — and says so, and the progression levels follow it [T17]. Nothing when the plan already has it
     * or the FTP is still unknown.
     */
    async ftpChanged(userId: string): Promise<MutationResult | null> {
      const [history, profile] = await Promise.all([
        deps.ftpRepo.history(userId),
        deps.ftpRepo.profileFacts(userId),
      ]);
      const known = knownFtp(history, profile);
      const source = currentFtp(history, profile)?.source;
      if (known == null || source == null || source === 'answers') return null;
      return engine.mutate(userId, (ctx) => {
        const change = ftpChange(ctx.record.plan, known, source, ctx.day.today);
        if (!change) return null;
        // The same level asks for other watts now: levels follow the FTP (coach `levelsAfterFtpChanges`).
        const levels = levelsAfterFtpChanges(ctx.record.plan, change, ctx.catalog);
        return {
          changes: [change, ...levels].map((c) => ({
            change: c,
            origin: 'coach' as const,
            trigger: 'ftp' as const,
            triggerRef: null,
          })),
        };
      });
    },

    /** Days marked unavailable (the range stored in the same transaction): key sessions move, the rest come off. */
    unavailableAdded(
      userId: string,
      range: StoredRange,
      trigger: 'unavailable' | 'chat' = 'unavailable',
    ): Promise<MutationResult | null> {
      return engine.mutate(userId, async (ctx) => {
        await deps.wellness.insertRange(userId, range, ctx.tx);
        const r: UnavailableRange = { from: range.from, to: range.to, reason: range.reason };
        const changes = unavailableChanges(ctx.record.plan, r, ctx.day.today);
        return {
          changes: changes.map((change) => ({
            change,
            origin: 'coach',
            // 'chat': the rider accepted the coach chat's proposal of these days (the range is still the ref)
            trigger,
            triggerRef: range.id,
          })),
        };
      });
    },

    /**
     * A range removed (deleted in the same transaction): what it took off comes back where it still can — each of
     * its changes undone, newest first, as an undo the rider asked for; a change whose days are past stays. An illness
     * range also gives back the hard sessions its easy return eased (coach `illnessReturnChanges`, made by the daily
     * pass with the range's days as inputs): with no illness, nothing is left to return from.
     */
    unavailableRemoved(userId: string, rangeId: string): Promise<MutationResult | null> {
      return engine.mutate(userId, async (ctx) => {
        const removed = await deps.wellness.deleteRange(userId, rangeId, ctx.tx);
        if (!removed) throw new HttpError(404, 'not_found');
        let plan = ctx.record.plan;
        const decision: Decision = { changes: [], undone: [] };
        const easedForIt = (h: StoredChange) =>
          removed.reason === 'illness' &&
          h.change.reason === 'illnessEasyReturn' &&
          h.change.inputs.from === removed.from &&
          h.change.inputs.to === removed.to;
        const own = ctx.history
          .filter((h) => h.undoneAt === null && (h.triggerRef === rangeId || easedForIt(h)))
          .reverse();
        for (const h of own) {
          const undo = undoChange(plan, h.change, ctx.day.today);
          if (!undo.ok) continue;
          plan = applyChange(plan, undo.change);
          decision.undone!.push({ id: h.id, index: decision.changes.length });
          decision.changes.push({
            change: undo.change,
            origin: 'rider',
            trigger: 'unavailable',
            triggerRef: rangeId,
            undoesId: h.id,
          });
        }
        return { ...decision, plan };
      });
    },

    /**
     * New goal, event, hours, days or settings: re-plan from today, keeping the past (coach `replanForChanges`).
     * Throws the coach's `PlanInputError` when the new settings cannot make a plan.
     */
    settingsChanged(
      userId: string,
      changes: PlanInputChanges,
      origin: 'coach' | 'rider',
      trigger: 'settings' | 'chat' = 'settings',
      /** The rider's day, when the caller has it (a profile save: from the profile it wrote). */
      day?: RiderDay,
    ): Promise<MutationResult | null> {
      return engine.mutate(
        userId,
        (ctx) => {
          const { change, plan } = replanForChanges(ctx.record.plan, ctx.catalog, {
            today: ctx.day.today,
            load: ctx.facts.load,
            loadBasis: ctx.facts.loadBasis,
            changes,
          });
          const made: PlanChange = change;
          return { plan, changes: [{ change: made, origin, trigger, triggerRef: null }] };
        },
        { day },
      );
    },
  };
}

export type PlanTriggers = ReturnType<typeof createPlanTriggers>;
