import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

/**
 * Issue 12: an HR-only ride said its load "comes from heart rate" but showed TSS "—" although an HR load was computed,
 * drew a cadence chart of zeros and a lap row of dashes, and said "scored with an FTP of 245 W". Real files: the
 * Sigma "nick" FIT (heart rate, a cadence channel of zeros, one empty lap) and the Edge 1000 GPX (heart rate and
 * cadence, no power).
 */
let t: TestApp;
let gus: TestClient;
const ids = {} as Record<'nick' | 'gpx' | 'power', string>;
beforeAll(async () => {
  t = await startTestApp();
  gus = t.client();
  await gus.signUp('gus-hr-only@example.com');
  const profile = await gus.put('/api/profile', {
    name: 'Gus',
    email: 'gus-hr-only@example.com',
    age: 40,
    weight: 75,
    weight_unit: 'kg',
    ftp: 245,
    knows_ftp: true,
    experience_level: 'intermediate',
    primary_goal: 'endurance',
    onboarding_completed: true,
    lthr: 165,
  });
  expect(profile.status).toBe(200);
  ids.nick = await uploadOne(gus, {
    name: 'nick.fit',
    bytes: formatsFixture('fit-bad/sigma-truncated-nick.fit'),
  });
  ids.gpx = await uploadOne(gus, {
    name: 'short-pause.gpx',
    bytes: formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx'),
  });
  ids.power = await uploadOne(gus, {
    name: 'zpider.fit',
    bytes: formatsFixture('fit/edge1000-zpider-4078723797.fit'),
  });
});
afterAll(() => t?.close());

describe('a ride with heart rate and no power', () => {
  it('has an HR load where TSS stands, and no FTP scoring', async () => {
    for (const id of [ids.nick, ids.gpx]) {
      const d = (await gus.get(`/api/activities/${id}`)).json;
      expect(d.hasPower).toBe(false);
      expect(d.tss).toBeNull();
      expect(d.intensityFactor).toBeNull();
      expect(d.hrLoad).toBeGreaterThan(0);
      expect(d.ftpSource).toBeNull();
      expect(d.ftpEvidence).toBeNull();
    }
    // 4 h of riding at about 143 bpm against an LTHR of 165
    expect((await gus.get(`/api/activities/${ids.nick}`)).json.hrLoad).toBeGreaterThan(150);
  });

  it('the list carries the HR load, and sorting by load puts it among the TSS of rides with power', async () => {
    const list = (await gus.get('/api/activities?sort=tss&order=desc')).json.items;
    const nick = list.find((i: { id: string }) => i.id === ids.nick);
    expect(nick).toMatchObject({ tss: null, hrLoad: expect.any(Number), ftpSource: null });
    const loads = list.map((i: { tss: number | null; hrLoad: number | null }) => i.tss ?? i.hrLoad);
    expect(loads).toEqual([...loads].sort((a, b) => b - a));
  });

  it('leaves out a channel of zeros and an empty lap', async () => {
    const nick = (await gus.get(`/api/activities/${ids.nick}`)).json;
    // the file's only lap has no time, no power and no heart rate (5 m of distance): no row of dashes
    expect(nick.laps).toEqual([]);
    const streams = (await gus.get(`/api/activities/${ids.nick}/streams`)).json;
    expect(streams.channels.cadence).toBeNull(); // a paired sensor that sent only zeros
    expect(streams.channels.power).toBeNull();
    expect(streams.channels.heartRate.some((v: number | null) => v !== null && v > 0)).toBe(true);
    expect(streams.channels.speed.some((v: number | null) => v !== null && v > 0)).toBe(true);
    // the GPX's cadence is real: kept
    const gpx = (await gus.get(`/api/activities/${ids.gpx}/streams`)).json;
    expect(gpx.channels.cadence.some((v: number | null) => v !== null && v > 0)).toBe(true);
  });
});

/**
 * Issue 12's damaged running file (13 s, its speed and distance disagreeing) is refused at upload since issue 22
 * (rides-counted.test.ts); the speed rule itself is science's `speedStats` (summary.test.ts).
 */
describe('speed figures', () => {
  it('a healthy file keeps both, the maximum above the average', async () => {
    const d = (await gus.get(`/api/activities/${ids.power}`)).json;
    expect(d.avgSpeedMps).toBeCloseTo(d.distanceM / d.movingS, 9);
    expect(d.maxSpeedMps).toBeGreaterThan(d.avgSpeedMps);
  });
});
