import { randomUUID } from 'node:crypto';
import { addDays, daysBetween, readiness } from '@domestique/coach';
import {
  CHECK_IN_HISTORY_MAX_DAYS,
  type CheckInInput,
  type CheckInView,
  type Language,
  type PlanChangeView,
  type RideFeedbackInput,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { FactsRepository } from './facts-repository.ts';
import type { MutationResult, PlanEngine, RiderDay } from './plan-engine.ts';
import type { PlanRepository } from './plan-repository.ts';
import type { PlanTriggers } from './plan-triggers.ts';
import type { StoredCheckIn, StoredFeedback, WellnessRepository } from './wellness-repository.ts';

const DEFAULT_HISTORY_DAYS = 30;

export function checkInView(c: StoredCheckIn, previous: readonly StoredCheckIn[]): CheckInView {
  const r = readiness(c, previous);
  return {
    date: c.date,
    sleep: c.sleep,
    fatigue: c.fatigue,
    soreness: c.soreness,
    stress: c.stress,
    motivation: c.motivation,
    restingHrBpm: c.restingHrBpm ?? null,
    hrvMs: c.hrvMs ?? null,
    readiness: r,
    updatedAt: c.updatedAt.toISOString(),
  };
}

const feedbackView = (f: StoredFeedback) => ({
  activityId: f.activityId,
  rpe: f.rpe,
  feel: f.feel,
  updatedAt: f.updatedAt.toISOString(),
});

/**
 * The daily check-in and post-ride feedback: stored, and — when the rider has an active plan — handed to the coach
 * in the same transaction (a poor readiness eases today's session; feedback moves a family's level).
 */
export function createCheckInService(deps: {
  engine: PlanEngine;
  triggers: PlanTriggers;
  wellness: WellnessRepository;
  facts: FactsRepository;
  plans: Pick<PlanRepository, 'sessionForRide'>;
  changeViews: (result: MutationResult, day: RiderDay, lang: Language) => Promise<PlanChangeView[]>;
  now: () => Date;
  /** Whether the rider has granted the health-data consent (the consents module's port). */
  healthConsent: (userId: string) => Promise<boolean>;
}) {
  const { wellness } = deps;

  /** The check-ins of the 7 days before `day` (readiness baselines). */
  const before = (userId: string, day: string) =>
    wellness.checkIns(userId, addDays(day, -7), addDays(day, -1));

  return {
    async todayView(userId: string, day: RiderDay): Promise<CheckInView | null> {
      const [today] = await wellness.checkIns(userId, day.today, day.today);
      return today ? checkInView(today, await before(userId, day.today)) : null;
    },

    async today(userId: string) {
      const day = await deps.engine.riderDay(userId);
      return { today: day.today, checkIn: await this.todayView(userId, day) };
    },

    /** Makes or replaces today's check-in; returns it with the changes it made to today's sessions. */
    async save(userId: string, input: CheckInInput, lang: Language) {
      // resting HR and HRV are health data (GDPR Art. 9): without the rider's consent they are refused, not silently
      // dropped — a client that sends them learns why they were not kept, and nothing of the check-in is stored
      const health = (['restingHrBpm', 'hrvMs'] as const).filter((f) => input[f] != null);
      if (health.length > 0 && !(await deps.healthConsent(userId)))
        throw new HttpError(
          400,
          'health_consent_required',
          Object.fromEntries(health.map((f) => [f, 'health_consent_required'])),
        );
      const day = await deps.engine.riderDay(userId);
      const previous = await before(userId, day.today);
      const c: Omit<StoredCheckIn, 'readiness' | 'band'> = {
        date: day.today,
        sleep: input.sleep,
        fatigue: input.fatigue,
        soreness: input.soreness,
        stress: input.stress,
        motivation: input.motivation,
        restingHrBpm: input.restingHrBpm ?? null,
        hrvMs: input.hrvMs ?? null,
        updatedAt: deps.now(),
      };
      const r = readiness(c, previous);
      const stored: StoredCheckIn = { ...c, readiness: r.score, band: r.band };
      const id = randomUUID();
      const result = await deps.triggers.checkIn(userId, stored, id);
      if (!result) await wellness.db.transaction((tx) => wellness.saveCheckIn(userId, id, stored, tx));
      // the plan as the check-in left it: what today holds is what the reply says of a day it did not change
      const todays = result?.record.plan.weeks.flatMap((w) => w.days).find((d) => d.date === day.today);
      return {
        checkIn: checkInView(stored, previous),
        changes: result ? await deps.changeViews(result, day, lang) : [],
        todayPlan: !result ? 'noPlan' : todays && todays.sessions.length > 0 ? 'sessions' : 'rest',
      } as const;
    },

    /** Check-ins from `from` to `to` (default: the last 30 days), newest first. */
    async history(userId: string, q: { from?: string; to?: string }) {
      const day = await deps.engine.riderDay(userId);
      const to = q.to ?? day.today;
      const from = q.from ?? addDays(to, -(DEFAULT_HISTORY_DAYS - 1));
      const span = daysBetween(from, to);
      if (span < 0) throw new HttpError(400, 'validation_error', { to: 'range_end_before_start' });
      if (span >= CHECK_IN_HISTORY_MAX_DAYS)
        throw new HttpError(400, 'validation_error', { to: 'range_too_long' });
      const rows = await wellness.checkIns(userId, addDays(from, -7), to);
      const items = rows
        .filter((c) => c.date >= from)
        .map((c) =>
          checkInView(
            c,
            rows.filter((p) => p.date < c.date),
          ),
        );
      return { from, to, items };
    },

    /**
     * The ride's feedback, and the planned session it did (null for a ride no plan held: the web then asks how it felt,
     * not how it compared with the plan).
     */
    async feedback(userId: string, activityId: string, lang: Language) {
      if (!(await deps.facts.ownsRide(userId, activityId))) throw new HttpError(404, 'not_found');
      const [[f], session] = await Promise.all([
        wellness.feedback(userId, [activityId]),
        deps.plans.sessionForRide(userId, activityId),
      ]);
      return {
        feedback: f ? feedbackView(f) : null,
        session: session
          ? {
              uid: session.uid,
              date: session.date,
              workoutId: session.workoutId,
              name: session.name[lang] ?? session.name.en ?? session.workoutId,
            }
          : null,
      };
    },

    /** How a ride felt: stored, then the coach's progression rules run with it. */
    async giveFeedback(userId: string, activityId: string, input: RideFeedbackInput, lang: Language) {
      if (!(await deps.facts.ownsRide(userId, activityId))) throw new HttpError(404, 'not_found');
      const f: StoredFeedback = {
        activityId,
        rpe: input.rpe ?? null,
        feel: input.feel ?? null,
        updatedAt: deps.now(),
      };
      const result = await deps.triggers.feedbackGiven(userId, f);
      if (!result) await wellness.db.transaction((tx) => wellness.saveFeedback(userId, f, tx));
      const day = await deps.engine.riderDay(userId);
      return {
        feedback: feedbackView(f),
        changes: result ? await deps.changeViews(result, day, lang) : [],
      };
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
