/**
 * "Coach quality" (`npm run bench -- plan`): what the plans do to a fixed panel of random riders — every plan of 12
 * weeks or more simulated from the rider's start load (coach `planQuality`, `planOutlook`). The same rule the
 * property test in packages/coach/test/plan-fitness.test.ts asserts per rider, here as shares of the panel.
 */
import { generatePlan, libraryCatalog, type Plan, planOutlook, planQuality } from '@domestique/coach';
import fc from 'fast-check';
import { riderArb } from '../packages/coach/test/support/riders.ts';
import type { Row } from './table.ts';

const PANEL_SEED = 20261127;
const PANEL_SIZE = 60;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};
const pct = (x: number) => `${Math.round(x * 100)} %`;

export function coachQualityRows(): Row[] {
  const catalog = libraryCatalog();
  const plans: Plan[] = [];
  for (const rider of fc.sample(riderArb, { seed: PANEL_SEED, numRuns: 400 })) {
    const plan = generatePlan(rider, catalog);
    if (plan.weeks.length >= 12 && plan.settings.startLoad.ctl >= 10) plans.push(plan);
    if (plans.length === PANEL_SIZE) break;
  }
  const qualities = plans.map((p) => planQuality(p));
  const outlooks = plans.map(planOutlook);
  const gained = outlooks.filter((o) => o.changePct >= 10).length;
  const held = outlooks.filter((o) => o.changePct < 10 && o.limitedByHours).length;
  const tapers = qualities.filter((q) => q.taperDays > 0);
  const maxMonotony = Math.max(...qualities.map((q) => q.maxMonotony));
  const maxAcwr = Math.max(...qualities.map((q) => q.maxAcwr));
  const row = (c: string, value: string, detail: string, goal = '', pass?: boolean): Row => ({
    suite: 'plan',
    case: c,
    value,
    detail,
    goal,
    ...(pass === undefined ? {} : { pass }),
  });
  return [
    row(
      `coach quality: CTL +10 % by the end or the A event (${plans.length} riders, ≥ 12 weeks)`,
      pct(gained / plans.length),
      `${held} more are held by their hours (limitedByHours); ${plans.length - gained - held} neither`,
      'gained + held = 100 %',
      gained + held === plans.length,
    ),
    row(
      'coach quality: median share of the rider’s time used in load weeks',
      pct(median(qualities.map((q) => q.loadWeekFill))),
      `lowest ${pct(Math.min(...qualities.map((q) => q.loadWeekFill)))} (weeks the ACWR or ramp hold back)`,
    ),
    row(
      'coach quality: taper length and depth (A events)',
      `${median(tapers.map((q) => q.taperDays))} days, −${pct(median(tapers.map((q) => q.taperCut)))}`,
      `${tapers.length} plans; form on race day ${Math.min(...tapers.map((q) => q.eventTsb ?? 0)).toFixed(1)}…${Math.max(...tapers.map((q) => q.eventTsb ?? 0)).toFixed(1)}`,
      '10–14 days, TSB +5…+25',
      tapers.every(
        (q) => q.taperDays >= 10 && q.taperDays <= 14 && (q.eventTsb ?? 0) >= 5 && (q.eventTsb ?? 0) <= 25,
      ),
    ),
    row(
      'coach quality: highest weekly monotony',
      maxMonotony.toFixed(2),
      'Foster: mean ÷ SD of daily load',
      '≤ 2.0',
      maxMonotony <= 2,
    ),
    row(
      'coach quality: highest weekly ACWR',
      maxAcwr.toFixed(2),
      'week ÷ its 4-week mean (Gabbett)',
      '≤ 1.3 (1.5 elite)',
      maxAcwr <= 1.5,
    ),
  ];
}
