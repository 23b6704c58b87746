import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  readWorkoutFile,
  totalSeconds,
  WORKOUT_FILE_ERROR_MESSAGES,
  WORKOUT_FILE_FORMATS,
  WORKOUT_WARNING_MESSAGES,
} from '@domestique/formats';
import { describe, expect, it } from 'vitest';
import { run } from '../src/main.ts';

const bin = fileURLToPath(new URL('../bin/domestique.js', import.meta.url));
const fixtures = fileURLToPath(new URL('../../../packages/formats/test/fixtures/', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'domestique-workout-'));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'buffer' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

function expectOneError(r: ReturnType<typeof cli>, pattern: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout.length).toBe(0);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(pattern);
  expect(r.stderr).not.toMatch(/\s+at\s/);
}

const zwoFiles = readdirSync(path.join(fixtures, 'zwo')).filter((f) => f.endsWith('.zwo'));

/**
 * One conversion: through the real `domestique` binary for the first fixture (a process per format, the path users
 * take), in process through the same `run` for the others — the machine is shared and 50 Node start-ups are slow.
 */
function convert(file: string, args: string[]): Uint8Array | null {
  const toFile = args.includes('-o');
  if (file === zwoFiles[0]) {
    const r = cli(...args);
    expect(r.code, r.stderr).toBe(0);
    if (toFile) expect(r.stdout.length).toBe(0);
    return toFile ? null : new Uint8Array(r.stdout);
  }
  const output = run(args);
  expect(output.exact).toBe(true);
  if (toFile) expect(output.stdout).toBe('');
  return toFile ? null : new TextEncoder().encode(output.stdout);
}

describe('domestique workout convert', () => {
  it.each(zwoFiles)(
    'converts %s to every format, and every output reads back with the same duration',
    (file) => {
      const input = path.join(fixtures, 'zwo', file);
      const expected = totalSeconds(readWorkoutFile(new Uint8Array(readFileSync(input)), file).workout.steps);
      for (const format of WORKOUT_FILE_FORMATS) {
        const out = path.join(dir, `${file}.${format}`);
        const args = ['workout', 'convert', input, '--to', format, '--ftp', '250'];
        let bytes: Uint8Array;
        if (format === 'fit') {
          convert(file, [...args, '-o', out]);
          bytes = new Uint8Array(readFileSync(out));
        } else {
          bytes = convert(file, args)!;
          // -o writes exactly what stdout prints.
          convert(file, [...args, '-o', out]);
          expect(new Uint8Array(readFileSync(out))).toEqual(bytes);
        }
        const back = readWorkoutFile(bytes, out, { ftpW: 250 });
        expect(back.format).toBe(format);
        expect(
          Math.abs(totalSeconds(back.workout.steps) - expected),
          `${file} → ${format}`,
        ).toBeLessThanOrEqual(1);
      }
    },
  );

  it('a .zwo converted to .zwo keeps its author and tags, and the Zwift test its category, ShowCP20 and ftptest', () => {
    const sweet = run(['workout', 'convert', path.join(fixtures, 'zwo/Sweet_Spot_30min.zwo'), '--to', 'zwo']);
    expect(sweet.stdout).toContain('<author>Philipp</author>');
    expect(sweet.stdout).toContain('<tag name="Sweet Spot"/>');
    const test = run([
      'workout',
      'convert',
      path.join(fixtures, 'zwo/domestique-ftp-test-style.zwo'),
      '--to',
      'zwo',
    ]);
    expect(test.stdout).toContain('<category>FTP Tests</category>');
    expect(test.stdout).toContain('<ShowCP20>1</ShowCP20>');
    expect(test.stdout).toMatch(/<FreeRide Duration="1200" ftptest="1">/);
    // and an .mrc of it tells the rider, in their language, to leave ERG mode for the free ride
    const mrc = run([
      'workout',
      'convert',
      path.join(fixtures, 'zwo/domestique-ftp-test-style.zwo'),
      '--to',
      'mrc',
      '--lang',
      'pt',
    ]);
    expect(mrc.stdout).toContain('saia do modo ERG');
  });

  it('prints the file warnings on stderr and still succeeds', () => {
    const r = cli('workout', 'convert', path.join(fixtures, 'zwo/domestique-mixed-case.zwo'), '--to', 'mrc');
    expect(r.code).toBe(0);
    expect(r.stdout.toString('utf8')).toMatch(/^\[COURSE HEADER\]\r\n/);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `warning: ftp_override_kept: ${WORKOUT_WARNING_MESSAGES.en.ftp_override_kept.replace('{value}', '300')}`,
      `warning: unknown_blocks: ${WORKOUT_WARNING_MESSAGES.en.unknown_blocks.replace('{value}', '1')}`,
    ]);
  });

  it('reads .erg, .mrc and FIT workout files too', () => {
    const mrc = path.join(dir, 'in.mrc');
    writeFileSync(
      mrc,
      '[COURSE HEADER]\nMINUTES PERCENT\n[END COURSE HEADER]\n[COURSE DATA]\n0\t50\n10\t50\n[END COURSE DATA]\n',
    );
    expect(cli('workout', 'convert', mrc, '--to', 'txt').stdout.toString()).toBe('Warmup\n- 10m 50%\n');
    const fit = path.join(fixtures, 'fit-bad/not-activity-WorkoutIndividualSteps.fit');
    const r = cli('workout', 'convert', fit, '--to', 'txt');
    expect(r.code).toBe(0);
    expect(r.stdout.toString()).toContain('- _A_ 1m freeride');
    expect(r.stderr).toMatch(/^warning: durations_made_open: /m);
  });
});

describe('domestique workout errors: exit 2 and one error line', () => {
  const zwo = path.join(fixtures, 'zwo/Recovery_20min.zwo');

  it('an unknown library id', () => {
    expectOneError(
      cli('workout', 'convert', 'no-such-workout', '--to', 'zwo'),
      /^error: unknown workout id or file: no-such-workout/,
    );
  });

  it('an unknown format, or none', () => {
    expectOneError(
      cli('workout', 'convert', zwo, '--to', 'pdf'),
      /^error: unknown format pdf: use --to fit\|zwo\|erg\|mrc\|txt/,
    );
    expectOneError(cli('workout', 'convert', zwo), /^error: unknown format \(none\)/);
  });

  it('a missing file', () => {
    expectOneError(
      cli('workout', 'convert', path.join(dir, 'missing.zwo'), '--to', 'txt'),
      /^error: cannot read .*missing\.zwo \(ENOENT\)/,
    );
  });

  it('a damaged or foreign file', () => {
    const broken = path.join(dir, 'broken.zwo');
    writeFileSync(broken, '<workout_file><workout><SteadyState Duration="60"');
    expectOneError(
      cli('workout', 'convert', broken, '--to', 'txt'),
      new RegExp(`^error: xml_invalid: ${WORKOUT_FILE_ERROR_MESSAGES.en.xml_invalid.slice(0, 20)}`),
    );
    const ride = path.join(fixtures, 'fit/edge1000-short-pause-2020-06-01-16-52-40.fit');
    expectOneError(cli('workout', 'convert', ride, '--to', 'zwo'), /^error: not_workout: /);
    const erg = path.join(dir, 'no-ftp.erg');
    writeFileSync(
      erg,
      '[COURSE HEADER]\nMINUTES WATTS\n[END COURSE HEADER]\n[COURSE DATA]\n0\t200\n10\t200\n[END COURSE DATA]\n',
    );
    expectOneError(cli('workout', 'convert', erg, '--to', 'zwo'), /^error: ftp_required: /);
  });

  it('FIT to stdout, ERG without an FTP, a bad FTP, an unwritable -o', () => {
    expectOneError(
      cli('workout', 'convert', zwo, '--to', 'fit'),
      /^error: a \.fit file is binary: pass -o FILE/,
    );
    expectOneError(
      cli('workout', 'convert', zwo, '--to', 'erg'),
      /^error: \.erg targets are watts: pass --ftp W/,
    );
    expectOneError(
      cli('workout', 'convert', zwo, '--to', 'erg', '--ftp', 'lots'),
      /^error: --ftp must be a number of watts/,
    );
    expectOneError(
      cli('workout', 'convert', zwo, '--to', 'txt', '-o', path.join(dir, 'no/such/dir.txt')),
      /^error: cannot write .*ENOENT/,
    );
  });

  it('a malformed command line is a usage error (exit 1)', () => {
    const r = cli('workout', 'frobnicate');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: usage\nUsage: domestique workout/);
  });
});
