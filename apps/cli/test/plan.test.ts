import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planFromArgs, runPlan } from '../src/plan.ts';

const bin = fileURLToPath(new URL('../bin/domestique.js', import.meta.url));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const BASE = [
  '--goal',
  'climbing',
  '--level',
  'beginner',
  '--hours',
  '4',
  '--days',
  'mon:1,wed:1,sat:2,sun:2',
  '--start',
  '2026-06-01',
  '--weeks',
  '12',
];

describe('domestique plan', () => {
  it('prints a readable plan that opens with an FTP test when the FTP is unknown', () => {
    const r = cli('plan', ...BASE);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Plan: climbing · beginner · 4 h/week · 12 weeks from 2026-06-01');
    expect(lines[1]).toBe('FTP: unknown — the plan opens with an FTP test · riding days: mon, wed, sat, sun');
    expect(r.stdout.match(/^Week \d+ ·/gm)).toHaveLength(12);
    expect(lines.find((l) => l.startsWith('  Mon 2026-06-01'))).toContain('Ramp test — ftpTest');
    expect(r.stdout).toContain('It opens with an FTP test on Monday 1 June');
  });

  it('prints exactly the documented JSON, the same on every run', () => {
    const r = cli('plan', ...BASE, '--ftp', '220', '--strength', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['weeks']);
    expect(out.weeks).toHaveLength(12);
    for (const [i, w] of out.weeks.entries()) {
      expect(Object.keys(w)).toEqual([
        'index',
        'phase',
        'recovery',
        'plannedTss',
        'plannedDurationS',
        'days',
      ]);
      expect(w.index).toBe(i);
      expect(w.days).toHaveLength(7);
      let duration = 0;
      for (const d of w.days) {
        expect(Object.keys(d)).toEqual(['date', 'workouts']);
        for (const x of d.workouts) {
          expect(Object.keys(x)).toEqual(['id', 'name', 'family', 'durationS', 'tss']);
          duration += x.durationS;
        }
      }
      expect(w.plannedDurationS).toBe(duration);
      expect(w.plannedDurationS).toBeLessThanOrEqual(4 * 3600);
    }
    expect(
      out.weeks.flatMap((w: { days: { workouts: { family: string }[] }[] }) =>
        w.days.flatMap((d) => d.workouts.map((x) => x.family)),
      ),
    ).toContain('strength');
    expect(cli('plan', ...BASE, '--ftp', '220', '--strength', '--json').stdout).toBe(r.stdout);
  });

  it('ends with an A event’s week, weeks left out', () => {
    const { plan } = planFromArgs([
      '--goal',
      'timeTrial',
      '--level',
      'advanced',
      '--hours',
      '8',
      '--start',
      '2026-03-02',
      '--event',
      '2026-05-16',
      '--age',
      '55',
    ]);
    expect(plan.weeks).toHaveLength(11);
    expect(plan.weeks.at(-1)!.phase).toBe('taper');
    expect(plan.settings.blockWeeks).toBe(3);
    expect(plan.weeks.at(-1)!.days.find((d) => d.date === '2026-05-16')?.event).toEqual({
      date: '2026-05-16',
      priority: 'A',
    });
  });

  it('takes several events, --event repeated with a priority each; the plan ends with the last A event', () => {
    const args = ['--goal', 'endurance', '--level', 'intermediate', '--hours', '7', '--start', '2026-06-01'];
    const { plan } = planFromArgs([
      ...args,
      '--event',
      '2026-08-09:A',
      '--event',
      '2026-07-05:B',
      '--event',
      '2026-07-19:C',
    ]);
    const sorted = [
      { date: '2026-07-05', priority: 'B' },
      { date: '2026-07-19', priority: 'C' },
      { date: '2026-08-09', priority: 'A' },
    ];
    expect(plan.input.events).toEqual(sorted);
    expect(plan.weeks.at(-1)!.days.at(-1)!.date).toBe('2026-08-09');
    const marked = plan.weeks.flatMap((w) => w.days.filter((d) => d.event).map((d) => d.event));
    expect(marked).toEqual(sorted);
    // the table's header lists each of them
    const header = runPlan([...args, '--event', '2026-08-09', '--event', '2026-07-05:B']).split('\n')[0];
    expect(header).toContain('2026-07-05');
    expect(header).toContain('2026-08-09');
  });

  it('names an event after its priority (a name may hold colons); the table shows it', () => {
    const args = ['--goal', 'endurance', '--level', 'intermediate', '--hours', '7', '--start', '2026-06-01'];
    const named = ['--event', '2026-08-09:A:Gran Fondo Serra', '--event', '2026-07-05:B:Volta: etapa 1'];
    expect(planFromArgs([...args, ...named]).plan.input.events).toEqual([
      { date: '2026-07-05', priority: 'B', name: 'Volta: etapa 1' },
      { date: '2026-08-09', priority: 'A', name: 'Gran Fondo Serra' },
    ]);
    const out = runPlan([...args, ...named]);
    expect(out.split('\n')[0]).toContain('A event 2026-08-09 (Gran Fondo Serra)');
    expect(out).toContain('2026-07-05  B EVENT · Volta: etapa 1');
    expect(() => planFromArgs([...args, '--event', `2026-08-09:A:${'x'.repeat(81)}`])).toThrow(/--event/);
  });

  it('the old form still works: --event-priority sets a bare --event (default A)', () => {
    const b = planFromArgs([...BASE, '--event', '2026-07-05', '--event-priority', 'B']).plan;
    expect(b.input.events).toEqual([{ date: '2026-07-05', priority: 'B' }]);
    expect(b.weeks).toHaveLength(12);
    const mixed = planFromArgs([
      ...BASE,
      '--event',
      '2026-07-05',
      '--event',
      '2026-07-12:C',
      '--event-priority',
      'B',
    ]);
    expect(mixed.plan.input.events).toEqual([
      { date: '2026-07-05', priority: 'B' },
      { date: '2026-07-12', priority: 'C' },
    ]);
  });

  it('words workout names and week aims in the chosen language', () => {
    const out = runPlan([...BASE, '--lang', 'pt']);
    expect(out).toContain('Semana 1 de 12 · Base: construa seu motor aeróbico.');
    expect(out).toContain('seg 2026-06-01  Teste de rampa — ftpTest, 0:28, 48 TSS');
  });

  it.each([
    [
      ['--level', 'beginner', '--hours', '4', '--start', '2026-06-01', '--weeks', '4'],
      'error: --goal is required',
    ],
    [
      [...BASE.slice(2), '--goal', 'flying'],
      'error: --goal must be one of climbing, sprinting, endurance, timeTrial, generalFitness, got "flying"',
    ],
    [
      [...BASE, '--level', 'pro'],
      'error: --level must be one of beginner, intermediate, advanced, elite, got "pro"',
    ],
    [[...BASE, '--hours', '0'], 'error: --hours must be more than 0, got "0"'],
    [[...BASE, '--hours', 'many'], 'error: --hours must be a number, got "many"'],
    [[...BASE, '--hours', '90'], 'error: --hours must be between 1 and 40'],
    [
      [...BASE, '--days', 'mon,funday'],
      'error: --days: "funday" is not a day (use mon, tue, wed, thu, fri, sat, sun, optionally day:hours)',
    ],
    [[...BASE, '--days', 'mon:0'], 'error: --days: the cap of mon must be hours > 0, got "0"'],
    [[...BASE, '--start', '2026-02-30'], 'error: --start must be a date, YYYY-MM-DD'],
    [[...BASE, '--weeks', '0'], 'error: --weeks must be between 1 and 52'],
    [[...BASE, '--weeks', '2.5'], 'error: --weeks must be a whole number, got "2.5"'],
    [[...BASE, '--ftp', '5'], 'error: --ftp must be between 30 and 2000'],
    [[...BASE, '--event', '2026-05-01'], 'error: --event is before the start date'],
    [
      [...BASE, '--event', '2026-07-01'],
      'error: --event an A event ends the plan: it falls in week 5, so the plan has 5 weeks (or leave the weeks out)',
    ],
    [
      [...BASE, '--event', '2026-07-05:D'],
      'error: --event: the priority must be one of A, B, C, got "2026-07-05:D"',
    ],
    [
      [...BASE, '--event', '2026-07-05:'],
      'error: --event must be YYYY-MM-DD, YYYY-MM-DD:A|B|C or YYYY-MM-DD:A|B|C:NAME, got "2026-07-05:"',
    ],
    [
      [...BASE, '--event', '2026-07-05:B: '],
      'error: --event must be YYYY-MM-DD, YYYY-MM-DD:A|B|C or YYYY-MM-DD:A|B|C:NAME, got "2026-07-05:B: "',
    ],
    [
      [...BASE, '--event', '2026-07-05', '--event-priority', 'D'],
      'error: --event-priority must be one of A, B, C, got "D"',
    ],
    [
      [...BASE, '--event', '2026-07-05:B', '--event', '2026-05-01:C'],
      'error: --event 2026-05-01:C is before the start date',
    ],
    [[...BASE, '--ctl', '40'], 'error: --atl is required with --ctl'],
    [[...BASE, '--gym'], 'error: --gym needs --strength'],
    [
      [...BASE, '--pace', 'fast'],
      'error: --pace is not an option of domestique plan (see domestique plan --help)',
    ],
    [
      [...BASE, 'extra'],
      "error: Unexpected argument 'extra'. This command does not take positional arguments",
    ],
  ])('refuses bad arguments with exit code 2 and one error line: %j', (args, message) => {
    const r = cli('plan', ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${message}\n`);
  });
});
