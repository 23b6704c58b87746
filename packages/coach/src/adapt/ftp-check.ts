/**
 * "Too hard" on several different workouts: when the rider says so of `TOO_HARD_WORKOUTS` different workouts within
 * `TOO_HARD_WINDOW_DAYS`, the common cause is not one workout but the FTP they are all a percentage of — set too high
 * (TrainerRoad reads a string of failed or too-hard workouts as a sign to re-test [T17, T20]; one family too hard is
 * a progression matter, `progression.ts`). The coach schedules a check: the next key session within a week becomes
 * an FTP test (the ramp test first), where the plan's own test rules allow it — no test in the three weeks before an
 * A event (`FTP_TEST_CLEAR_DAYS`), hard days 48 h apart (`HARD_DAY_GAP_DAYS` [S7]), a day whose cap fits the test.
 * Where none does, a note says why and what the rider can do. Once per `FTP_CHECK_COOLDOWN_DAYS`, and not when a test
 * is already planned in the coming two weeks.
 */
import { addDays, daysBetween, type IsoDate } from '../calendar/days.ts';
import { baseWorkoutId, pickFtpTest } from '../plan/catalog.ts';
import { planEvents } from '../plan/layout.ts';
import { FTP_TEST_CLEAR_DAYS, HARD_DAY_GAP_DAYS } from '../plan/rules.ts';
import type { Plan } from '../plan/types.ts';
import { capOn, dayOf, isHardSession, planDays, sessionFromWorkout } from './plan-query.ts';
import { type ProgressionContext, sessionVerdict } from './progression.ts';
import type { PlanChange } from './types.ts';

export const TOO_HARD_WORKOUTS = 3;
export const TOO_HARD_WINDOW_DAYS = 10;
/** How far ahead the check may go: the next week's key session (a check a fortnight later answers too late). */
export const FTP_CHECK_WITHIN_DAYS = 7;
export const FTP_CHECK_COOLDOWN_DAYS = 21;
/** A test already planned this soon settles the question by itself. */
const PLANNED_TEST_DAYS = 14;

/** What the check reads is what progression reads: how the rider's sessions went (rides matched, their feedback). */
export type FtpCheckContext = ProgressionContext;

/** May an FTP test go on `date`: clear of every A event by more than three weeks, no hard day within 48 h. */
export function testAllowedOn(plan: Plan, date: IsoDate, uid: string): boolean {
  const clearOfA = planEvents(plan.input)
    .filter((e) => e.priority === 'A')
    .every((e) => daysBetween(date, e.date) > FTP_TEST_CLEAR_DAYS || daysBetween(date, e.date) < 0);
  if (!clearOfA) return false;
  for (let k = -(HARD_DAY_GAP_DAYS - 1); k <= HARD_DAY_GAP_DAYS - 1; k++) {
    const sessions = dayOf(plan, addDays(date, k))?.sessions ?? [];
    if (sessions.some((s) => s.uid !== uid && isHardSession(s))) return false;
  }
  return true;
}

export function ftpCheckChanges(plan: Plan, ctx: FtpCheckContext): PlanChange[] {
  const { today } = ctx;
  const recent = ctx.history.some(
    (c) =>
      (c.reason === 'ftpCheckProposed' || c.reason === 'ftpCheckNote') &&
      daysBetween(c.decidedOn, today) < FTP_CHECK_COOLDOWN_DAYS,
  );
  if (recent) return [];
  const feedback = new Map(ctx.feedback.map((f) => [f.rideId, f]));
  const sessions = new Map(planDays(plan).flatMap((d) => d.sessions.map((s) => [s.uid, s] as const)));
  const tooHard = new Map<string, IsoDate>();
  for (const o of ctx.match.outcomes) {
    const age = daysBetween(o.date, today);
    if (!o.rideId || age < 0 || age >= TOO_HARD_WINDOW_DAYS) continue;
    if (o.status !== 'completed' && o.status !== 'partial') continue;
    const s = sessions.get(o.uid);
    if (s?.kind !== 'ride' || s.role === 'test') continue;
    if (sessionVerdict(s.family, feedback.get(o.rideId), o.status) !== 'tooHard') continue;
    tooHard.set(baseWorkoutId(s.workoutId), o.date);
  }
  if (tooHard.size < TOO_HARD_WORKOUTS) return [];
  const testPlanned = planDays(plan).some(
    (d) =>
      daysBetween(today, d.date) >= 0 &&
      daysBetween(today, d.date) <= PLANNED_TEST_DAYS &&
      d.sessions.some((s) => s.kind === 'ride' && s.role === 'test'),
  );
  if (testPlanned) return [];
  const dates = [...tooHard.values()].sort();
  const inputs = {
    count: tooHard.size,
    workouts: [...tooHard.keys()].sort().join(','),
    firstDate: dates[0]!,
    lastDate: dates.at(-1)!,
  };
  // From tomorrow: today's session may be the one that was just too hard.
  for (const day of planDays(plan)) {
    const ahead = daysBetween(today, day.date);
    if (ahead < 1 || ahead > FTP_CHECK_WITHIN_DAYS) continue;
    for (const s of day.sessions) {
      if (s.kind !== 'ride' || s.role !== 'key' || !testAllowedOn(plan, day.date, s.uid)) continue;
      const test = pickFtpTest(ctx.catalog, capOn(plan, day.date));
      if (!test) continue;
      return [
        {
          kind: 'replace',
          reason: 'ftpCheckProposed',
          decidedOn: today,
          inputs,
          from: { date: day.date, session: s },
          to: { date: day.date, session: sessionFromWorkout(s, test, 'ftpCheckProposed', 'test') },
        },
      ];
    }
  }
  return [{ kind: 'note', reason: 'ftpCheckNote', decidedOn: today, inputs }];
}
