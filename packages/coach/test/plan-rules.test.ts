/**
 * Property tests: every rule of plan generation, over many random riders (goal, level, age, FTP, hours, days and
 * caps, start date, length or event, strength, current load). Each rule is checked from the plan's output alone.
 */
import { fitness } from '@domestique/science';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '../src/calendar/days.ts';
import type { WorkoutCatalog } from '../src/plan/catalog.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { planEvents } from '../src/plan/layout.ts';
import { libraryCatalog } from '../src/plan/library-catalog.ts';
import { availableSeconds } from '../src/plan/quality.ts';
import {
  blockWeeks,
  FTP_TEST_CLEAR_DAYS,
  HARD_DAY_GAP_DAYS,
  isHardFamily,
  MAX_DAY_TSS,
  MIN_DAYS_FOR_RETEST,
  MIN_TAPER_DAYS,
  RECOVERY_WEEK_VOLUME,
} from '../src/plan/rules.ts';
import type { Plan, PlanInput, PlannedSession } from '../src/plan/types.ts';
import { PLAN_PHASES } from '../src/plan/types.ts';
import { testCatalog } from './support/catalog.ts';
import { riderArb } from './support/riders.ts';

const RUNS = { numRuns: Number(process.env.PLAN_RUNS ?? 150) };
/** The real library, and a hand-made catalog with many durations per level (other shapes of choice). */
const CATALOGS: readonly [string, WorkoutCatalog][] = [
  ['library', libraryCatalog()],
  ['test catalog', testCatalog],
];

const allDays = (plan: Plan) => plan.weeks.flatMap((w) => w.days);
const isHard = (s: PlannedSession) => s.kind === 'ride' && isHardFamily(s.family);
const dailyTss = (plan: Plan) => allDays(plan).map((d) => d.sessions.reduce((t, s) => t + s.tss, 0));

for (const [catalogName, catalog] of CATALOGS) {
  const plans = new Map<PlanInput, Plan>();
  const planOf = (input: PlanInput) => {
    let plan = plans.get(input);
    if (!plan) {
      plan = generatePlan(input, catalog);
      plans.set(input, plan);
    }
    return plan;
  };
  function property(name: string, check: (input: PlanInput, plan: Plan) => void) {
    it(name, () => {
      fc.assert(
        fc.property(riderArb, (input) => {
          check(input, planOf(input));
        }),
        RUNS,
      );
    }, 120_000);
  }

  describe(`generatePlan — rules over random riders (${catalogName})`, () => {
    property('is deterministic byte for byte (JSON), and leaves its input untouched', (input) => {
      const copy = structuredClone(input);
      const a = JSON.stringify(generatePlan(input, catalog));
      expect(JSON.stringify(generatePlan(copy, catalog))).toBe(a);
      expect(copy).toEqual(input);
    });

    property(
      'has the right weeks: seven consecutive days each from the start date, the last cut on the last A event',
      (input, plan) => {
        const days = allDays(plan);
        expect(plan.weeks.length).toBe(plan.input.weeks);
        days.forEach((d, i) => {
          expect(d.date).toBe(addDays(input.startDate, i));
        });
        const lastA = planEvents(input)
          .filter((e) => e.priority === 'A')
          .at(-1);
        plan.weeks.forEach((w, i) => {
          expect(w.index).toBe(i);
          if (i < plan.weeks.length - 1 || !lastA) expect(w.days).toHaveLength(7);
          expect(w.startDate).toBe(w.days[0]!.date);
        });
        // The plan ends on its last A event's day; without one, on its last week's seventh day.
        expect(days.at(-1)!.date).toBe(
          lastA ? lastA.date : addDays(input.startDate, 7 * plan.weeks.length - 1),
        );
        expect(plan.projection.ctl).toHaveLength(days.length);
      },
    );

    property('keeps at least one free day every week', (_, plan) => {
      for (const w of plan.weeks) expect(w.days.some((d) => d.sessions.length === 0)).toBe(true);
    });

    property(
      'rides only on available days, within each day cap, ≤ 300 TSS a day, within the weekly hours',
      (input, plan) => {
        const caps = new Map(input.availability.map((a) => [a.day, a.maxDurationS]));
        for (const w of plan.weeks) {
          for (const d of w.days) {
            const duration = d.sessions.reduce((t, s) => t + s.durationS, 0);
            if (d.sessions.length > 0) expect(duration).toBeLessThanOrEqual(caps.get(weekdayOf(d.date)) ?? 0);
            expect(d.sessions.reduce((t, s) => t + s.tss, 0)).toBeLessThanOrEqual(MAX_DAY_TSS);
          }
          expect(w.plannedDurationS).toBeLessThanOrEqual(input.weeklyHours * 3600);
          expect(w.plannedDurationS).toBe(
            w.days.reduce((t, d) => t + d.sessions.reduce((u, s) => u + s.durationS, 0), 0),
          );
        }
      },
    );

    property('keeps hard days at least 48 h apart, across weeks too', (_, plan) => {
      const hard = allDays(plan)
        .filter((d) => d.sessions.some(isHard))
        .map((d) => d.date);
      for (let i = 1; i < hard.length; i++) {
        expect(daysBetween(hard[i - 1]!, hard[i]!)).toBeGreaterThanOrEqual(HARD_DAY_GAP_DAYS);
      }
    });

    property('blocks: 3:1 (2:1 over 50), recovery weeks easy and shorter', (input, plan) => {
      const b = blockWeeks(input.age);
      expect(plan.settings.blockWeeks).toBe(b);
      let run = 0;
      let first = true;
      for (const w of plan.weeks) {
        if (w.recovery) {
          expect(run).toBeGreaterThanOrEqual(1);
          // (an opening FTP test waits for the first day the rider can take it, recovery week or not)
          const hard = w.days
            .flatMap((d) => d.sessions)
            .filter((s) => isHard(s) && !(s.kind === 'ride' && s.role === 'test'));
          expect(hard).toHaveLength(0);
          expect(w.plannedDurationS).toBeLessThanOrEqual(RECOVERY_WEEK_VOLUME * availableSeconds(plan) + 1);
          run = 0;
          first = false;
        } else if (w.phase === 'taper') {
          // After an A event a new run of blocks starts, laid back from the next taper.
          run = 0;
          first = true;
        } else {
          run++;
          // Blocks are laid back from the taper, so the plan's first block may run up to two weeks longer.
          expect(run).toBeLessThanOrEqual(first ? b + 1 : b - 1);
        }
      }
    });

    property('phases run base → build → specialty → taper, again after each A event', (_, plan) => {
      const order = plan.weeks.map((w) => PLAN_PHASES.indexOf(w.phase));
      for (let i = 1; i < order.length; i++) {
        if (plan.weeks[i - 1]!.phase === 'taper' && plan.weeks[i]!.phase !== 'taper') continue;
        expect(order[i]!).toBeGreaterThanOrEqual(order[i - 1]!);
      }
    });

    property('raises CTL at most the level ramp a week, and keeps form above the floor', (_, plan) => {
      const { ctl, atl } = fitness(dailyTss(plan), {
        ctl0: plan.settings.startLoad.ctl,
        atl0: plan.settings.startLoad.atl,
      });
      let weekStart = plan.settings.startLoad.ctl;
      for (let w = 0; w < plan.weeks.length; w++) {
        const end = ctl[Math.min(w * 7 + 6, ctl.length - 1)]!;
        expect(end - weekStart).toBeLessThanOrEqual(plan.settings.rampPerWeek + 1e-6);
        weekStart = end;
      }
      let form = plan.settings.startLoad.ctl - plan.settings.startLoad.atl;
      for (let d = 0; d < ctl.length; d++) {
        const next = ctl[d]! - atl[d]!;
        if (next < plan.settings.tsbFloor - 1e-6) expect(next).toBeGreaterThanOrEqual(form - 1e-6);
        form = next;
      }
    });

    property(
      'tapers 10–14 days before each A event (less only when the plan or the gap is shorter), ends on the last one',
      (input, plan) => {
        const days = allDays(plan);
        const aEvents = planEvents(input).filter((e) => e.priority === 'A');
        if (aEvents.length === 0) {
          expect(days.some((d) => d.taper)).toBe(false);
          return;
        }
        const last = aEvents.at(-1)!;
        expect(plan.weeks.at(-1)!.days.some((d) => d.date === last.date && d.event?.priority === 'A')).toBe(
          true,
        );
        let previous = -Infinity;
        for (const e of aEvents) {
          const at = daysBetween(input.startDate, e.date);
          let first = at;
          while (first > 0 && days[first - 1]!.taper) first--;
          const length = at - first;
          expect(length).toBeLessThanOrEqual(14);
          if (at - Math.max(0, previous + 4) >= MIN_TAPER_DAYS)
            expect(length).toBeGreaterThanOrEqual(MIN_TAPER_DAYS);
          // The race day holds the race alone; no FTP test in the three weeks before it.
          expect(days[at]!.sessions).toHaveLength(0);
          for (let d = Math.max(0, at - FTP_TEST_CLEAR_DAYS); d < at; d++)
            expect(
              days[d]!.sessions.some((s) => s.kind === 'ride' && s.role === 'test' && input.ftpW != null),
            ).toBe(false);
          previous = at;
        }
        expect(days.at(-1)!.date).toBe(last.date);
      },
    );

    property(
      'FTP tests: the plan opens with one when the FTP is unknown (not for beginners over 60); re-tests ≥ 4 weeks apart',
      (input, plan) => {
        const tests = plan.weeks.filter((w) =>
          w.days.some((d) => d.sessions.some((s) => s.kind === 'ride' && s.family === 'ftpTest')),
        );
        const first = allDays(plan).flatMap((d) => d.sessions)[0];
        const gentle = input.level === 'beginner' && (input.age ?? 0) >= 60;
        if (input.ftpW == null && first && !gentle)
          expect(first.kind === 'ride' && first.family).toBe('ftpTest');
        tests.forEach((w, i) => {
          expect(w.ftpTest).toBe(true);
          // The opening test waits for the first day the rider can take it; re-tests go in load weeks.
          if (i > 0 || input.ftpW != null) {
            expect(w.recovery).toBe(false);
            expect(w.phase).not.toBe('taper');
            expect(plan.settings.trainingDays.length).toBeGreaterThanOrEqual(MIN_DAYS_FOR_RETEST);
          }
        });
        for (let i = 1; i < tests.length; i++)
          expect(tests[i]!.index - tests[i - 1]!.index).toBeGreaterThanOrEqual(4);
      },
    );

    property(
      'strength: only when chosen, at most 2 a week, never the day before a hard day',
      (input, plan) => {
        const days = allDays(plan);
        for (const w of plan.weeks) {
          const count = w.days.flatMap((d) => d.sessions).filter((s) => s.kind === 'strength').length;
          expect(count).toBeLessThanOrEqual(input.strength ? 2 : 0);
        }
        days.forEach((d, i) => {
          if (d.sessions.some((s) => s.kind === 'strength') && days[i + 1]) {
            expect(days[i + 1]!.sessions.some(isHard)).toBe(false);
          }
        });
      },
    );

    property('session uids are unique; every week states its aim', (_, plan) => {
      const uids = allDays(plan).flatMap((d) => d.sessions.map((s) => s.uid));
      expect(new Set(uids).size).toBe(uids.length);
      for (const w of plan.weeks) {
        expect(w.focus.week).toBe(w.index + 1);
        expect(w.focus.weeks).toBe(plan.weeks.length);
        if (w.recovery) expect(w.focus.code).toBe('recovery');
      }
    });
  });
}
