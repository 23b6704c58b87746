import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { FORMATS_FIXTURES, formatsFixture, uploadOne } from '../support/uploads.ts';

const cliBin = fileURLToPath(new URL('../../../cli/bin/domestique.js', import.meta.url));

let t: TestApp;
let rider: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  rider = t.client();
  await onboardedRider(rider, 'parity@example.com', { ftp: 265 });
});
afterAll(() => t?.close());

const dir = mkdtempSync(path.join(tmpdir(), 'domestique-parity-'));
const synthetic = path.join(dir, 'synthetic-3h.fit');
writeFileSync(synthetic, encodeSyntheticRideFit({ durationS: 3 * 3600, seed: 31, withPauses: true }));

describe('the CLI and the API compute identical numbers', () => {
  it.each([
    ['fit/Edge810-Vector-2013-08-16-15-35-10.fit'],
    ['fit/edge530-bpg-garmin.fit'],
    ['tcx/edge1000-short-pause-activity_5039744860.tcx'],
    ['synthetic'],
  ])('%s', async (fixture) => {
    const file = fixture === 'synthetic' ? synthetic : fileURLToPath(new URL(fixture, FORMATS_FIXTURES));
    const run = spawnSync(process.execPath, [cliBin, 'analyze', file, '--ftp', '265', '--json'], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const cli = JSON.parse(run.stdout);
    const bytes = fixture === 'synthetic' ? new Uint8Array(readFileSync(file)) : formatsFixture(fixture);
    const id = await uploadOne(rider, { name: path.basename(file), bytes });
    const api = (await rider.get(`/api/activities/${id}`)).json;
    // hrLoad needs the rider's heart-rate settings, which the CLI does not take (it reports null)
    const { file: cliFile, hrLoad, ...metrics } = cli;
    expect(hrLoad).toBeNull();
    expect(api.file).toBe(cliFile);
    for (const [key, value] of Object.entries(metrics)) {
      // the API reads the highest speed from the stored speed stream, kept as Float32 (ride-streams codec)
      if (key === 'maxSpeedMps' && typeof value === 'number') expect(api[key], key).toBe(Math.fround(value));
      else expect(api[key], key).toEqual(value);
    }
    expect(cli.tss).not.toBeNull();
  });
});
