/**
 * Golden plans for named riders over the real library: the whole plan, compactly, compared with the committed file
 * (`UPDATE_GOLDEN=1 npx vitest run --project coach test/golden-plans.test.ts` rewrites them after an intended change;
 * review the diff). Plus what each rider's plan must show whatever the details.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explainWeekFocus } from '../src/plan/explain-focus.ts';
import { generatePlan } from '../src/plan/generate-plan.ts';
import { libraryCatalog } from '../src/plan/library-catalog.ts';
import type { Plan, PlanInput } from '../src/plan/types.ts';

const RIDERS: Record<string, PlanInput> = {
  // A beginner with no power data: unknown FTP, 4 h a week on four days, 12 weeks.
  ana: {
    goal: 'generalFitness',
    level: 'beginner',
    age: 34,
    weeklyHours: 4,
    availability: [
      { day: 'mon', maxDurationS: 3600 },
      { day: 'wed', maxDurationS: 3600 },
      { day: 'sat', maxDurationS: 7200 },
      { day: 'sun', maxDurationS: 7200 },
    ],
    startDate: '2026-06-01',
    weeks: 12,
  },
  // A masters climber, 55, with an A event (a gran fondo) and strength at home.
  jorge: {
    goal: 'climbing',
    level: 'advanced',
    age: 55,
    ftpW: 245,
    weeklyHours: 8,
    availability: [
      { day: 'tue', maxDurationS: 5400 },
      { day: 'wed', maxDurationS: 5400 },
      { day: 'thu', maxDurationS: 5400 },
      { day: 'sat', maxDurationS: 4 * 3600 },
      { day: 'sun', maxDurationS: 3 * 3600 },
    ],
    startDate: '2026-03-02',
    event: { date: '2026-06-13', priority: 'A' },
    strength: true,
    load: { ctl: 55, atl: 60 },
  },
  // An elite time triallist, 15 h a week, every day available, 24 weeks.
  lena: {
    goal: 'timeTrial',
    level: 'elite',
    age: 27,
    ftpW: 365,
    weeklyHours: 15,
    availability: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
      day: day as 'mon',
      maxDurationS: day === 'sat' || day === 'sun' ? 5 * 3600 : 3 * 3600,
    })),
    startDate: '2026-01-05',
    weeks: 24,
    load: { ctl: 90, atl: 85 },
  },
  // An intermediate sprinter with a B race mid-plan and gym strength.
  sam: {
    goal: 'sprinting',
    level: 'intermediate',
    age: 24,
    ftpW: 280,
    weeklyHours: 6,
    availability: [
      { day: 'tue', maxDurationS: 5400 },
      { day: 'thu', maxDurationS: 5400 },
      { day: 'sat', maxDurationS: 3 * 3600 },
      { day: 'sun', maxDurationS: 3 * 3600 },
    ],
    startDate: '2026-04-06',
    weeks: 10,
    event: { date: '2026-05-17', priority: 'B' },
    strength: true,
    strengthSetting: 'gym',
  },
};

function render(plan: Plan): string {
  const lines = [JSON.stringify(plan.settings)];
  for (const w of plan.weeks) {
    const end = w.index * 7 + w.days.length - 1;
    lines.push(
      `W${w.index + 1} ${w.phase}${w.recovery ? ' R' : ''}${w.ftpTest ? ' T' : ''} target ${w.targetTss} planned ${w.plannedTss} ${Math.round(w.plannedDurationS / 60)}min ctl ${plan.projection.ctl[end]} atl ${plan.projection.atl[end]} | ${explainWeekFocus(w.focus, 'en')}`,
    );
    for (const d of w.days) {
      if (d.event) lines.push(`  ${d.date} EVENT ${d.event.priority}`);
      for (const s of d.sessions)
        lines.push(`  ${d.date} ${s.workoutId} ${s.role} ${Math.round(s.durationS / 60)}min ${s.tss}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

describe('golden plans', () => {
  for (const [name, input] of Object.entries(RIDERS)) {
    it(`${name}: matches test/golden/${name}.txt`, () => {
      const file = new URL(`./golden/${name}.txt`, import.meta.url);
      const text = render(generatePlan(input, libraryCatalog()));
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }

  it('ana opens with a ramp test and keeps within her four days and four hours', () => {
    const plan = generatePlan(RIDERS.ana!, libraryCatalog());
    const first = plan.weeks[0]!.days.flatMap((d) => d.sessions)[0]!;
    expect(first).toMatchObject({ workoutId: 'ftp-test-ramp', role: 'test' });
    expect(plan.weeks[0]!.focus.notes[0]).toEqual({ code: 'openingTest', date: '2026-06-01' });
    expect(plan.settings.startLoad).toEqual({
      ctl: 20,
      atl: 20,
      assumed: true,
      basis: 'noRides',
      lastRideDate: null,
    });
    for (const w of plan.weeks) expect(w.plannedDurationS).toBeLessThanOrEqual(4 * 3600);
  });

  it('jorge: 2:1 blocks, a taper with its intensity kept, the plan ending with his event', () => {
    const plan = generatePlan(RIDERS.jorge!, libraryCatalog());
    expect(plan.settings.blockWeeks).toBe(3);
    const taper = plan.weeks.filter((w) => w.phase === 'taper');
    expect(taper.length).toBeGreaterThanOrEqual(1);
    expect(
      taper
        .flatMap((w) => w.days.flatMap((d) => d.sessions))
        .some((s) => s.kind === 'ride' && s.role === 'key'),
    ).toBe(true);
    expect(plan.weeks.at(-1)!.focus.code).toBe('eventWeek');
    expect(
      plan.weeks.flatMap((w) => w.days.flatMap((d) => d.sessions)).some((s) => s.kind === 'strength'),
    ).toBe(true);
  });

  it('lena: 24 weeks, up to three hard days, never two in a row, ramp within her bound', () => {
    const plan = generatePlan(RIDERS.lena!, libraryCatalog());
    expect(plan.weeks).toHaveLength(24);
    expect(plan.settings.rampPerWeek).toBe(9);
    expect(plan.settings.tsbFloor).toBe(-35);
    expect(
      Math.max(
        ...plan.weeks.map(
          (w) => w.days.filter((d) => d.sessions.some((s) => s.kind === 'ride' && s.role === 'key')).length,
        ),
      ),
    ).toBe(3);
  });

  it('sam: the days around his B race stay easy', () => {
    const plan = generatePlan(RIDERS.sam!, libraryCatalog());
    const days = plan.weeks.flatMap((w) => w.days);
    const i = days.findIndex((d) => d.date === '2026-05-17');
    expect(days[i]!.event?.priority).toBe('B');
    expect(days[i]!.sessions).toEqual([]);
    for (const d of [days[i - 1]!, days[i + 1]!])
      expect(d.sessions.every((s) => s.kind !== 'ride' || s.role !== 'key')).toBe(true);
  });
});
