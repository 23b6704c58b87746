/**
 * Plan benchmarks (`npm run bench -- plan`): generating a 24-week plan over the library, re-planning it after one
 * change, and the daily adaptation pass — the coach's work behind the plan wizard, a settings change and a ride import.
 */
import {
  type AdaptContext,
  adaptPlan,
  addDays,
  generatePlan,
  libraryCatalog,
  type PlanInput,
  type RideRecord,
  replanForChanges,
} from '@domestique/coach';
import { medianMs } from './bench-db.ts';
import { coachQualityRows } from './coach-quality.ts';
import type { Row } from './table.ts';

const RIDER: PlanInput = {
  goal: 'climbing',
  level: 'elite',
  age: 31,
  ftpW: 330,
  weeklyHours: 14,
  availability: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
    day: day as 'mon',
    maxDurationS: day === 'sat' || day === 'sun' ? 5 * 3600 : 2.5 * 3600,
  })),
  startDate: '2026-01-05',
  event: { date: '2026-06-20', priority: 'A' },
  strength: true,
  load: { ctl: 80, atl: 82 },
};

export async function benchPlan(): Promise<Row[]> {
  const catalog = libraryCatalog();
  const plan = generatePlan(RIDER, catalog);
  const generateMs = await medianMs(() => generatePlan(RIDER, catalog), 31, 5);
  const year: PlanInput = { ...RIDER, event: { date: addDays(RIDER.startDate, 51 * 7 + 5), priority: 'A' } };
  const yearPlan = generatePlan(year, catalog);
  const yearMs = await medianMs(() => generatePlan(year, catalog), 15, 3);
  const yearReplanMs = await medianMs(
    () =>
      replanForChanges(yearPlan, catalog, {
        today: addDays(year.startDate, 40 * 7 + 3),
        load: { ctl: 95, atl: 101 },
        changes: { weeklyHours: 10 },
      }),
    15,
    3,
  );
  const today = addDays(RIDER.startDate, 12 * 7 + 2);
  const replanMs = await medianMs(
    () =>
      replanForChanges(plan, catalog, { today, load: { ctl: 95, atl: 101 }, changes: { weeklyHours: 10 } }),
    31,
    5,
  );
  // Twelve weeks ridden as planned, one ride a day, and a check-in today.
  const rides: RideRecord[] = plan.weeks
    .slice(0, 12)
    .flatMap((w) => w.days)
    .flatMap((d, i) =>
      d.sessions
        .filter((s) => s.kind === 'ride')
        .map((s) => ({ id: `r${i}`, date: d.date, durationS: s.durationS, tss: s.tss })),
    );
  const ctx: AdaptContext = {
    today,
    catalog,
    rides,
    load: { ctl: 95, atl: 130 },
    checkIns: [{ date: today, sleep: 2, fatigue: 4, soreness: 3, stress: 3, motivation: 3 }],
  };
  const adaptMs = await medianMs(() => adaptPlan(plan, ctx), 21, 3);
  return [
    {
      suite: 'plan',
      case: `generate a ${plan.weeks.length}-week plan (elite, 14 h, A event, strength)`,
      value: `${generateMs.toFixed(2)} ms`,
      detail: `${catalog.workouts.length}-workout library, projection included`,
      goal: '≤ 20 ms',
      pass: generateMs <= 20,
    },
    {
      suite: 'plan',
      case: `generate a ${yearPlan.weeks.length}-week plan (the same rider, A event a year out)`,
      value: `${yearMs.toFixed(2)} ms`,
      detail: 'every taper variant tried (cuts × lengths), weeks before the taper built once',
      goal: '≤ 20 ms',
      pass: yearMs <= 20,
    },
    {
      suite: 'plan',
      case: 're-plan week 41 of a 52-week plan after one change (hours 14 → 10)',
      value: `${yearReplanMs.toFixed(2)} ms`,
      detail: 'a year of plan history kept, the rest rebuilt with its taper',
      goal: '≤ 20 ms',
      pass: yearReplanMs <= 20,
    },
    {
      suite: 'plan',
      case: 're-plan from week 13 after one change (hours 14 → 10)',
      value: `${replanMs.toFixed(2)} ms`,
      detail: 'weeks 13–24 rebuilt from the real load, past kept, change recorded and applied',
      goal: '≤ 20 ms',
      pass: replanMs <= 20,
    },
    {
      suite: 'plan',
      case: `daily adaptation pass (${rides.length} rides, check-in, fatigue)`,
      value: `${adaptMs.toFixed(2)} ms`,
      detail: 'match rides, missed, progression, fatigue, check-in',
      goal: '',
    },
    ...coachQualityRows(),
  ];
}
