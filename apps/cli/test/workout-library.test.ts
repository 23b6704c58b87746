import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  deriveWorkoutMetrics,
  LIBRARY_WORKOUTS,
  libraryWorkoutById,
  localizeWorkout,
  WORKOUT_FAMILIES,
} from '@domestique/coach';
import { decodeFitWorkout, readWorkoutFile, totalSeconds, writeWorkoutFile } from '@domestique/formats';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/domestique.js', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'domestique-library-'));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function expectOneError(r: ReturnType<typeof cli>, pattern: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(pattern);
}

const SWEET_SPOT = LIBRARY_WORKOUTS.find((w) => w.family === 'sweetSpot')!;

describe('domestique workout list', () => {
  it('--json: every library workout with exactly the documented keys and the coach’s numbers', () => {
    const r = cli('workout', 'list', '--json');
    expect(r.code).toBe(0);
    const entries = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(entries).toHaveLength(LIBRARY_WORKOUTS.length);
    for (const entry of entries) {
      expect(Object.keys(entry)).toEqual([
        'id',
        'name',
        'family',
        'level',
        'durationS',
        'tss',
        'intensityFactor',
      ]);
      const workout = libraryWorkoutById(entry.id as string)!;
      const m = deriveWorkoutMetrics(workout.steps, 250);
      expect(entry).toEqual({
        id: workout.id,
        name: workout.name.en,
        family: workout.family,
        level: workout.level,
        durationS: m.durationS,
        tss: Number(m.tss.toFixed(1)),
        intensityFactor: Number(m.intensityFactor.toFixed(2)),
      });
    }
    // TSS and IF do not depend on the FTP: the same at 150 W.
    const at150 = deriveWorkoutMetrics(SWEET_SPOT.steps, 150);
    const listed = entries.find((e) => e.id === SWEET_SPOT.id)!;
    expect(listed.tss).toBe(Number(at150.tss.toFixed(1)));
  });

  it('--family filters, easiest first; --lang translates names; the table lists them', () => {
    const vo2 = JSON.parse(cli('workout', 'list', '--family', 'vo2max', '--json', '--lang', 'pt').stdout);
    const expected = LIBRARY_WORKOUTS.filter((w) => w.family === 'vo2max');
    expect(vo2.map((e: { id: string }) => e.id)).toEqual(expected.map((w) => w.id));
    expect(vo2.map((e: { name: string }) => e.name)).toEqual(expected.map((w) => w.name.pt));
    const levels = vo2.map((e: { level: number }) => e.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const table = cli('workout', 'list', '--family', 'sweetSpot');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^id\s+family\s+level\s+time\s+TSS\s+IF\s+name\n/);
    expect(table.stdout).toContain(SWEET_SPOT.id);
    expect(table.stdout).toMatch(/\d+ workouts · TSS and IF from the % FTP targets/);
  });

  it('an unknown family or language → exit 2, one error line', () => {
    expectOneError(
      cli('workout', 'list', '--family', 'tempoo'),
      new RegExp(`^error: unknown family tempoo: use one of ${WORKOUT_FAMILIES.join(', ')}`),
    );
    expectOneError(
      cli('workout', 'list', '--lang', 'fr'),
      /^error: unknown language fr: use --lang en\|pt\|es/,
    );
  });
});

describe('domestique workout show', () => {
  it('--json: the numbers for --ftp, zones Z1…Z7 and the steps as the model holds them', () => {
    const r = cli('workout', 'show', SWEET_SPOT.id, '--ftp', '280', '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    const m = deriveWorkoutMetrics(SWEET_SPOT.steps, 280);
    expect(report).toMatchObject({
      id: SWEET_SPOT.id,
      name: SWEET_SPOT.name.en,
      family: 'sweetSpot',
      ftpW: 280,
      durationS: m.durationS,
      estimated: m.estimated,
      tss: Number(m.tss.toFixed(1)),
      intensityFactor: Number(m.intensityFactor.toFixed(2)),
      normalizedPowerW: Math.round(m.normalizedPowerW),
      workKj: Math.round(m.workKj),
    });
    expect(Object.keys(report.timeInZonesS)).toEqual(['Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7']);
    expect(Object.values(report.timeInZonesS).reduce((a: number, b) => a + (b as number), 0)).toBe(
      m.durationS,
    );
    expect(report.steps).toEqual(localizeWorkout(SWEET_SPOT, 'en').steps);
    // Watts scale with the FTP, TSS does not.
    const at200 = JSON.parse(cli('workout', 'show', SWEET_SPOT.id, '--ftp', '200', '--json').stdout);
    expect(at200.tss).toBe(report.tss);
    expect(at200.normalizedPowerW).toBe(
      Math.round(deriveWorkoutMetrics(SWEET_SPOT.steps, 200).normalizedPowerW),
    );
  });

  it('prints a readable table: numbers, zones, steps in watts with their cues; estimates are labelled', () => {
    const r = cli('workout', 'show', SWEET_SPOT.id);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      `${SWEET_SPOT.name.en}  (${SWEET_SPOT.id} · sweetSpot, level ${SWEET_SPOT.level.toFixed(1)}, ${SWEET_SPOT.setting})`,
    );
    expect(r.stdout).toMatch(
      /Duration \d+:\d\d(:\d\d)? · TSS \d+ · IF 0\.\d\d · NP \d+ W · \d+ kJ {2}\(FTP 250 W\)/,
    );
    expect(r.stdout).toMatch(/Time in zones {2}Z1 /);
    expect(r.stdout).toMatch(/ramp 45→70 % {2}113→175 W/);
    expect(r.stdout).toMatch(/ » 0:00 /);
    expect(r.stdout).not.toContain('Estimate:');
    const ramp = LIBRARY_WORKOUTS.find((w) => w.ftpTest === 'ramp')!;
    expect(cli('workout', 'show', ramp.id).stdout).toContain('Estimate: a lap-ended step');
  });

  it('an unknown id → exit 2, one error line', () => {
    expectOneError(cli('workout', 'show', 'no-such-workout'), /^error: unknown workout id: no-such-workout/);
  });
});

describe('domestique workout convert <library-id>', () => {
  it('writes the library workout in every format, in the chosen language and the rider’s watts', () => {
    const workout = localizeWorkout(SWEET_SPOT, 'es');
    for (const format of ['zwo', 'erg', 'mrc', 'txt'] as const) {
      const r = cli('workout', 'convert', SWEET_SPOT.id, '--to', format, '--ftp', '260', '--lang', 'es');
      expect(r.code, r.stderr).toBe(0);
      // Exactly what the formats package writes for it (the server's downloads use the same function).
      expect(r.stdout).toBe(new TextDecoder().decode(writeWorkoutFile(workout, format, { ftpW: 260 }).bytes));
      const back = readWorkoutFile(new TextEncoder().encode(r.stdout), `x.${format}`, { ftpW: 260 });
      expect(totalSeconds(back.workout.steps)).toBe(totalSeconds(workout.steps));
    }
    const out = path.join(dir, 'ss.fit');
    expect(cli('workout', 'convert', SWEET_SPOT.id, '--to', 'fit', '--ftp', '260', '-o', out).code).toBe(0);
    const fit = decodeFitWorkout(new Uint8Array(readFileSync(out)), { ftpW: 260 });
    expect(fit.workout.name).toBe(SWEET_SPOT.name.en);
    expect(totalSeconds(fit.workout.steps)).toBe(totalSeconds(workout.steps));
  });
});
