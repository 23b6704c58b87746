/**
 * Fatigue: when form (TSB = CTL − ATL, from the rider's real rides) is below the plan's floor, the next 7 days are
 * eased to about 85 % of their load [S7: "if TSB < −30 in a build week, scale the next week by 0.85"; the floor is
 * the plan's own, −20…−35 by level]. Hard sessions keep their purpose at a lower level or shorter; easy rides get
 * shorter. Sessions already eased for fatigue are left alone, so the rule acts once per dip.
 */
import { daysBetween, type IsoDate } from '../calendar/days.ts';
import type { WorkoutCatalog } from '../plan/catalog.ts';
import type { Plan, TrainingLoad } from '../plan/types.ts';
import { applyChange } from './apply.ts';
import { easierSameFamily, easyRide } from './ease.ts';
import { isHardSession, planDays } from './plan-query.ts';
import type { PlanChange } from './types.ts';

export const FATIGUE_LOAD_SHARE = 0.85;
export const FATIGUE_WINDOW_DAYS = 7;

export interface FatigueContext {
  readonly today: IsoDate;
  /** CTL/ATL at the end of yesterday, from the rider's rides. */
  readonly load: TrainingLoad;
  readonly catalog: WorkoutCatalog;
}

export function fatigueChanges(plan: Plan, ctx: FatigueContext): PlanChange[] {
  const tsb = Math.round((ctx.load.ctl - ctx.load.atl) * 10) / 10;
  const floor = plan.settings.tsbFloor;
  if (tsb >= floor) return [];
  const inputs = {
    tsb,
    floor,
    ctl: Math.round(ctx.load.ctl * 10) / 10,
    atl: Math.round(ctx.load.atl * 10) / 10,
  };
  const changes: PlanChange[] = [];
  let working = plan;
  for (const day of planDays(plan)) {
    const ahead = daysBetween(ctx.today, day.date);
    if (ahead < 0 || ahead >= FATIGUE_WINDOW_DAYS) continue;
    for (const session of day.sessions) {
      if (session.kind !== 'ride' || session.adjustedBy === 'fatigueFloor' || session.role === 'test')
        continue;
      const from = { date: day.date, session };
      let change: PlanChange | null = null;
      if (isHardSession(session)) {
        const same = easierSameFamily(ctx.catalog, session, FATIGUE_LOAD_SHARE, 1, 'fatigueFloor');
        const easy = same
          ? null
          : easyRide(
              ctx.catalog,
              session,
              'endurance',
              session.durationS,
              FATIGUE_LOAD_SHARE,
              'fatigueFloor',
            );
        if (same)
          change = {
            kind: 'swap',
            reason: 'fatigueFloor',
            decidedOn: ctx.today,
            inputs,
            from,
            to: { date: day.date, session: same },
          };
        else if (easy)
          change = {
            kind: 'replace',
            reason: 'fatigueFloor',
            decidedOn: ctx.today,
            inputs,
            from,
            to: { date: day.date, session: easy },
          };
      } else {
        const shorter = easyRide(
          ctx.catalog,
          session,
          session.family === 'recovery' ? 'recovery' : 'endurance',
          Math.floor(session.durationS * FATIGUE_LOAD_SHARE),
          FATIGUE_LOAD_SHARE,
          'fatigueFloor',
        );
        if (shorter)
          change = {
            kind: shorter.family === session.family ? 'swap' : 'replace',
            reason: 'fatigueFloor',
            decidedOn: ctx.today,
            inputs,
            from,
            to: { date: day.date, session: shorter },
          };
      }
      if (change) {
        // one dip below the floor is one decision: the week's eased sessions are undone together
        change = { ...change, group: `fatigue:${ctx.today}` };
        working = applyChange(working, change);
        changes.push(change);
      }
    }
  }
  return changes;
}
