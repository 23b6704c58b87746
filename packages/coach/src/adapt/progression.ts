/**
 * Progression from how sessions went (TrainerRoad-style progression levels [T3, T17]): two hard sessions of a family
 * in a row that felt too easy raise the family's level by 1 (a "stretch" step, +1.1–2.5 is TrainerRoad's stretch
 * band; we take the gentler end), two in a row too hard or failed lower it by 1; one too hard or failed eases the
 * next session of that family by half a level. How a session felt: the rider's "too easy / right / too hard" when
 * given (it says what we need; RPE alone is often gamed [T20]), else RPE against the family's expected RPE (±2 on the
 * CR-10 scale), else compliance (a partial key session is a failed one).
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import type { MatchResult } from '../compliance/match.ts';
import type { Feel, RideFeedback } from '../compliance/types.ts';
import { pickByLevel, type WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, PlannedRide } from '../plan/types.ts';
import type { WorkoutFamily } from '../workout/types.ts';
import { applyChange } from './apply.ts';
import { planDays, sessionFromWorkout } from './plan-query.ts';
import type { PlanChange, SessionAt } from './types.ts';

/** RPE (CR-10) a session of each family usually feels like: our mapping of its zone onto Foster's descriptors. */
export const EXPECTED_RPE: Readonly<Record<WorkoutFamily, number>> = {
  recovery: 2,
  endurance: 3,
  tempo: 5,
  sweetSpot: 6,
  threshold: 7,
  overUnders: 7,
  vo2max: 8,
  anaerobic: 9,
  sprint: 7,
  ftpTest: 10,
};
export const RPE_MARGIN = 2;
export const STREAK_LENGTH = 2;
export const STREAK_LEVEL_STEP = 1;
export const EASE_LEVEL_STEP = 0.5;
/** A session older than this no longer triggers anything. */
export const FEEDBACK_WINDOW_DAYS = 7;

export type SessionVerdict = Feel | 'failed';

/** How a ridden session went, from feedback, RPE or compliance; null when nothing says. */
export function sessionVerdict(
  family: WorkoutFamily,
  feedback: RideFeedback | undefined,
  status: 'completed' | 'partial',
): SessionVerdict | null {
  if (feedback?.feel) return feedback.feel;
  const rpe = feedback?.rpe;
  if (rpe != null && Number.isFinite(rpe)) {
    if (rpe >= EXPECTED_RPE[family] + RPE_MARGIN) return 'tooHard';
    if (rpe <= EXPECTED_RPE[family] - RPE_MARGIN) return 'tooEasy';
    return 'right';
  }
  return status === 'partial' ? 'failed' : null;
}

export interface ProgressionContext {
  readonly today: IsoDate;
  readonly match: MatchResult;
  readonly feedback: readonly RideFeedback[];
  readonly catalog: WorkoutCatalog;
  readonly history: readonly PlanChange[];
}

interface Rated {
  readonly at: SessionAt & { readonly session: PlannedRide };
  readonly verdict: SessionVerdict;
  readonly score: number | null;
}

const hard = (v: SessionVerdict) => v === 'tooHard' || v === 'failed';

export function progressionChanges(plan: Plan, ctx: ProgressionContext): PlanChange[] {
  const { today, catalog } = ctx;
  const feedback = new Map(ctx.feedback.map((f) => [f.rideId, f]));
  const outcome = new Map(ctx.match.outcomes.map((o) => [o.uid, o]));
  const rated = new Map<WorkoutFamily, Rated[]>();
  for (const day of planDays(plan)) {
    if (daysBetween(day.date, today) < 0) break;
    for (const s of day.sessions) {
      if (s.kind !== 'ride' || s.role !== 'key') continue;
      const o = outcome.get(s.uid);
      if (!o?.rideId || (o.status !== 'completed' && o.status !== 'partial')) continue;
      const verdict = sessionVerdict(s.family, feedback.get(o.rideId), o.status);
      if (verdict)
        rated.set(s.family, [
          ...(rated.get(s.family) ?? []),
          { at: { date: day.date, session: s }, verdict, score: o.score?.score ?? null },
        ]);
    }
  }
  let working = plan;
  const changes: PlanChange[] = [];
  const triggered = (uid: string) => ctx.history.some((c) => c.inputs.triggerUid === uid);
  const upcoming = (family: WorkoutFamily) =>
    planDays(working)
      .filter((d) => daysBetween(today, d.date) >= 0)
      .flatMap((d) =>
        d.sessions
          // a session already ridden (feedback comes the same day) is done: only the ones ahead change
          .filter(
            (s): s is PlannedRide =>
              s.kind === 'ride' && s.role === 'key' && s.family === family && !outcome.get(s.uid)?.rideId,
          )
          .map((s) => ({ date: d.date, session: s })),
      );
  for (const [family, list] of rated) {
    const last = list.at(-1)!;
    if (daysBetween(last.at.date, today) > FEEDBACK_WINDOW_DAYS || triggered(last.at.session.uid)) continue;
    const streak = list.slice(-STREAK_LENGTH);
    const inputs = {
      triggerUid: last.at.session.uid,
      triggerDate: last.at.date,
      family,
      verdict: last.verdict,
      score: last.score,
      previousDate: streak.length === STREAK_LENGTH ? streak[0]!.at.date : null,
    };
    let change: PlanChange | null = null;
    const allEasy = streak.length === STREAK_LENGTH && streak.every((r) => r.verdict === 'tooEasy');
    const allHard = streak.length === STREAK_LENGTH && streak.every((r) => hard(r.verdict));
    const fromLevel = last.at.session.level;
    const delta = allEasy ? STREAK_LEVEL_STEP : -STREAK_LEVEL_STEP;
    const toLevel = Math.min(10, Math.max(1, fromLevel + delta));
    // at the top (or bottom) of the scale there is no level to move to: "raised from 10 to 10" would not be true
    if ((allEasy || allHard) && toLevel !== fromLevel) {
      const swaps = upcoming(family).flatMap((at) => {
        const target = Math.min(10, Math.max(1, at.session.level + delta));
        const w = pickByLevel(catalog, family, target, at.session.durationS);
        return w && w.id !== at.session.workoutId
          ? [
              {
                from: at,
                to: {
                  date: at.date,
                  session: sessionFromWorkout(at.session, w, allEasy ? 'streakTooEasy' : 'streakTooHard'),
                },
              },
            ]
          : [];
      });
      change = {
        kind: 'levelChange',
        reason: allEasy ? 'streakTooEasy' : 'streakTooHard',
        decidedOn: today,
        inputs,
        from: { family, level: fromLevel },
        to: { family, level: toLevel },
        swaps,
      };
    } else if (hard(last.verdict)) {
      const next = upcoming(family).find((at) => daysBetween(today, at.date) < FEEDBACK_WINDOW_DAYS);
      const w = next
        ? pickByLevel(catalog, family, next.session.level - EASE_LEVEL_STEP, next.session.durationS, {
            maxLevel: next.session.level - 0.1,
          })
        : null;
      if (next && w) {
        const reason = last.verdict === 'failed' ? 'keyFailed' : 'feedbackTooHard';
        change = {
          kind: 'swap',
          reason,
          decidedOn: today,
          inputs,
          from: next,
          to: { date: next.date, session: sessionFromWorkout(next.session, w, reason) },
        };
      }
    }
    if (change) {
      working = applyChange(working, change);
      changes.push(change);
    }
  }
  return changes;
}
