import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { encodeSyntheticRideFit, RIDE_WARNING_MESSAGES } from '@domestique/formats';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/domestique.js', import.meta.url));
const fixtures = fileURLToPath(new URL('../../../packages/formats/test/fixtures/', import.meta.url));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// the report's own keys, then science's metric registry in its order, then the power flag and curve
const KEYS = [
  'file',
  'format',
  'sport',
  'startTime',
  'movingS',
  'elapsedS',
  'distanceM',
  'elevationGainM',
  'avgSpeedMps',
  'maxSpeedMps',
  'avgPowerW',
  'maxPowerW',
  'normalizedPowerW',
  'intensityFactor',
  'tss',
  'hrLoad',
  'variabilityIndex',
  'workKj',
  'avgHeartRateBpm',
  'maxHeartRateBpm',
  'avgCadenceRpm',
  'efficiencyFactor',
  'decouplingPct',
  'ftpEstimateW',
  'hasPower',
  'powerCurve',
];

const dir = mkdtempSync(path.join(tmpdir(), 'domestique-cli-'));
const synthetic = path.join(dir, 'synthetic-2h.fit');
writeFileSync(synthetic, encodeSyntheticRideFit({ durationS: 7200, seed: 7 }));

describe('domestique analyze --json', () => {
  it('prints exactly the documented keys with consistent numbers', () => {
    const r = cli('analyze', synthetic, '--ftp', '250', '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(KEYS);
    expect(report.file).toBe('synthetic-2h.fit');
    expect(report.format).toBe('fit');
    expect(report.startTime).toBe('2026-06-01T07:00:00.000Z');
    expect(report.hasPower).toBe(true);
    expect(report.movingS).toBeGreaterThan(7100);
    // IF = NP / FTP and TSS = 100 · hours · IF² (Coggan).
    expect(report.intensityFactor).toBeCloseTo(report.normalizedPowerW / 250, 12);
    expect(report.tss).toBeCloseTo((100 * report.movingS * report.intensityFactor ** 2) / 3600, 9);
    for (const d of ['1', '5', '10', '30', '60', '300', '600', '1200', '3600']) {
      expect(report.powerCurve[d]).toBeGreaterThan(0);
    }
    expect(report.powerCurve['1']).toBe(report.maxPowerW);
    expect(report.powerCurve['14400']).toBeUndefined();
    // 0.95 × best 20 min is below 0.9 × the FTP given: an easy ride says nothing about threshold.
    expect(0.95 * report.powerCurve['1200']).toBeLessThan(0.9 * 250);
    expect(report.ftpEstimateW).toBeNull();
  });

  it('leaves IF and TSS null without --ftp, and reads .gz the same', () => {
    const gz = path.join(dir, 'synthetic-2h.fit.gz');
    writeFileSync(gz, gzipSync(readFileSync(synthetic)));
    const plain = JSON.parse(cli('analyze', synthetic, '--json').stdout);
    const zipped = JSON.parse(cli('analyze', gz, '--json').stdout);
    expect(plain.intensityFactor).toBeNull();
    expect(plain.tss).toBeNull();
    expect(plain.ftpEstimateW).toBeCloseTo(0.95 * plain.powerCurve['1200'], 9);
    expect({ ...zipped, file: plain.file }).toEqual(plain);
  });

  it('reads a GPX: power fields null, HR present', () => {
    const r = cli(
      'analyze',
      path.join(fixtures, 'gpx/edge1000-short-pause-activity_5039744860.gpx'),
      '--json',
      '--ftp',
      '250',
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.format).toBe('gpx');
    expect(report.hasPower).toBe(false);
    for (const key of [
      'avgPowerW',
      'maxPowerW',
      'normalizedPowerW',
      'intensityFactor',
      'tss',
      'variabilityIndex',
      'workKj',
      'powerCurve',
      'ftpEstimateW',
    ]) {
      expect(report[key], key).toBeNull();
    }
    // HR from <gpxtpx:hr>: 96 samples, the first riding second at 154 bpm
    expect(report.avgHeartRateBpm).toBeGreaterThan(100);
    expect(report.avgHeartRateBpm).toBeLessThan(200);
    expect(report.maxHeartRateBpm).toBeGreaterThanOrEqual(report.avgHeartRateBpm);
    expect(report.movingS).toBe(94);
    // GPS distance over riding time only: the 246 m the track moved during the 32-s stop are left out
    expect(report.distanceM).toBeCloseTo(653.3, 0);
    expect(r.stderr).toBe(
      `warning: distance_from_positions: ${RIDE_WARNING_MESSAGES.en.distance_from_positions}\n`,
    );
  });

  it('prints one warning line per warning on stderr for a salvaged file, exit 0, JSON untouched', () => {
    const r = cli('analyze', path.join(fixtures, 'fit-bad/sigma-truncated-nick.fit'), '--json');
    expect(r.code).toBe(0);
    expect(Object.keys(JSON.parse(r.stdout))).toEqual(KEYS);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      'warning: truncated_salvaged: The file ends early (the device may have lost power). The 14,391 records before the cut were kept.',
      'warning: duplicate_timestamps: 8 samples repeated a timestamp and were merged.',
    ]);
    const table = cli('analyze', path.join(fixtures, 'fit-bad/compressed-speed-distance.fit'));
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^File\s+compressed-speed-distance\.fit \(FIT, running\)/);
    expect(table.stderr).toMatch(/^warning: compressed_timestamps: /m);
    expect(table.stderr).toMatch(/^warning: not_cycling: This activity was recorded as another sport/m);
    // a clean file: nothing on stderr
    expect(cli('analyze', synthetic, '--json').stderr).toBe('');
  });

  it('prints a readable table by default', () => {
    const r = cli('analyze', synthetic, '--ftp', '250', '--weight', '70');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^File\s+synthetic-2h\.fit \(FIT, cycling\)/);
    expect(r.stdout).toMatch(/Normalized Power\s+\d+ W/);
    expect(r.stdout).toMatch(/20 min\s+\d+ W\s+\d\.\d\d W\/kg/);
  });
});

describe('domestique analyze errors', () => {
  it.each([
    ['fit-bad/activity-unexpected-eof.fit', 'truncated'],
    ['fit-bad/not-activity-WorkoutIndividualSteps.fit', 'not_activity'],
  ])('%s → exit 2, one error line, no stack', (file, code) => {
    const r = cli('analyze', path.join(fixtures, file));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(new RegExp(`^error: ${code}: `));
    expect(r.stderr).not.toMatch(/\s+at\s/);
  });

  it('an unsupported file → exit 2', () => {
    const txt = path.join(dir, 'notes.txt');
    writeFileSync(txt, 'hello, this is not a ride');
    const r = cli('analyze', txt);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: unsupported_format: /);
  });

  it('a missing file → exit 2; bad options → exit 1', () => {
    expect(cli('analyze', path.join(dir, 'nope.fit')).stderr).toMatch(/^error: cannot read .*ENOENT/);
    expect(cli('analyze', path.join(dir, 'nope.fit')).code).toBe(2);
    const bad = cli('analyze', synthetic, '--ftp', 'abc');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^error: --ftp must be a positive number/);
  });
});
