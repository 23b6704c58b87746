import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportForOperator, exportSweepJob } from '../../src/modules/exports/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { calendarSessions, createPlan, testClock, uidPath } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { findLink } from '../support/smtp.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { unzip } from '../support/unzip.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

/**
 * A rider's copy of their data over real HTTP: a rider with an uploaded FIT, a plan with a change, a check-in and a
 * workout asks for it, follows it to ready, and downloads it in the app and once through the emailed link; the
 * archive is what the README says, byte-identical originals included; another rider never reaches it; it expires.
 */
const clock = testClock(new Date());
let t: TestApp;
let ana: TestClient;
let bo: TestClient;
const FIT = 'fit/edge800-sample-activity-indoor-trainer.fit';
const fit = formatsFixture(FIT);
let rideId = '';
let exportId = '';

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ana = t.client();
  ana.headers = { 'accept-language': 'pt-BR,pt;q=0.9' };
  bo = t.client();
  await onboardedRider(ana, 'ana-export@example.com', { ftp: 250, interface_language: 'pt' });
  await onboardedRider(bo, 'bo-export@example.com', { ftp: 200 });
  rideId = await uploadOne(ana, { name: 'morning.fit', bytes: fit });
  await createPlan(ana);
  const today = clock.now().toISOString().slice(0, 10);
  const later = new Date(clock.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  const ride = (await calendarSessions(ana, today, later)).find(
    (s: { status: string; kind: string }) => s.status === 'planned' && s.kind === 'ride',
  );
  expect((await ana.post(`/api/calendar/sessions/${uidPath(ride.uid)}/skip`)).status).toBe(200);
  // resting HR is kept only with the health-data consent (consents.json in the archive)
  const consent = { granted: true, textVersion: CONSENT_TEXT_VERSIONS.health_data };
  expect((await ana.put('/api/me/consents/health_data', consent)).status).toBe(200);
  const checkIn = { sleep: 4, fatigue: 2, soreness: 2, stress: 2, motivation: 4, restingHrBpm: 50 };
  expect((await ana.put('/api/check-ins/today', checkIn)).status).toBe(200);
  const workout = {
    name: 'Sweet spot 3x10',
    description: 'Three blocks',
    steps: [
      {
        kind: 'step',
        durationS: 600,
        target: { type: 'range', lowPct: 88, highPct: 94 },
        intensity: 'interval',
      },
    ],
  };
  expect((await ana.post('/api/workouts', workout)).status).toBe(201);
  const news = { email: 'ANA-export@example.com', language: 'pt', consent: true };
  expect((await ana.post('/api/newsletter', news)).status).toBeLessThan(300);
  await t.app.jobs.idle();
});
afterAll(() => t?.close());

/** Downloads with the session (the test client reads text; archives are bytes). */
const fetchBytes = async (client: TestClient | null, url: string) => {
  const res = await fetch(new URL(url, t.baseUrl), {
    headers: client
      ? { cookie: client.cookieHeader(), 'accept-language': 'pt' }
      : { 'accept-language': 'pt' },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

const waitReady = async (client: TestClient, id: string) => {
  for (let i = 0; i < 100; i++) {
    await t.app.jobs.idle();
    const res = await client.get(`/api/me/exports/${id}`);
    if (res.json.status !== 'building') return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('export never finished');
};

describe('POST /api/me/exports → building → ready', () => {
  it('starts one export at a time, and says when it is ready', async () => {
    expect((await t.client().post('/api/me/exports')).status).toBe(401);
    const [a, b] = await Promise.all([ana.post('/api/me/exports'), ana.post('/api/me/exports')]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(b.json.id).toBe(a.json.id); // asked twice while building: the same export
    exportId = a.json.id;
    const ready = await waitReady(ana, exportId);
    expect(ready.json).toMatchObject({
      id: exportId,
      status: 'ready',
      downloadUrl: `/api/me/exports/${exportId}/download`,
    });
    expect(ready.json.bytes).toBeGreaterThan(fit.length);
    expect((await ana.get('/api/me/exports')).json.export.id).toBe(exportId);
  });

  it('holds the original byte for byte, one CSV row per ride, parseable JSON and a README naming every file', async () => {
    const res = await fetchBytes(ana, `/api/me/exports/${exportId}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzip(res.bytes);
    const originals = [...files.keys()].filter((n) => n.startsWith('rides/'));
    expect(originals).toEqual([
      expect.stringMatching(new RegExp(`^rides/\\d{4}-\\d{2}-\\d{2}_${rideId}\\.fit$`)),
    ]);
    expect(Buffer.compare(files.get(originals[0]!)!, Buffer.from(fit))).toBe(0);

    const csv = files.get('activities.csv')!.toString('utf8').trimEnd().split('\r\n');
    expect(csv).toHaveLength(2); // the header and one ride
    const header = csv[0]!.split(',');
    for (const column of ['id', 'start_time', 'normalized_power_w', 'tss', 'intensity_factor', 'hr_load'])
      expect(header).toContain(column);
    expect(header).toContain('mmp_1200s_w');
    expect(header).not.toContain('user_id');
    const row = csv[1]!.split(',');
    expect(row).toHaveLength(header.length);
    expect(row[header.indexOf('id')]).toBe(rideId);
    expect(row[header.indexOf('original_file')]).toBe(originals[0]);

    for (const [name, bytes] of files)
      if (name.endsWith('.json')) expect(() => JSON.parse(bytes.toString('utf8')), name).not.toThrow();
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    expect(json('profile.json')[0]).toMatchObject({ ftp: 250 });
    expect(json('ftp-history.json')[0]).toMatchObject({ ftpW: 250, source: 'manual' });
    expect(json('check-ins.json')[0]).toMatchObject({ sleep: 4, restingHrBpm: 50 });
    expect(json('consents.json')).toEqual([
      expect.objectContaining({ purpose: 'health_data', textVersion: '2026-11-27', withdrawnAt: null }),
    ]);
    expect(json('zones.json').powerZones).toHaveLength(7);
    expect(json('newsletter.json')).toEqual([expect.objectContaining({ status: 'pending', language: 'pt' })]);
    const plans = json('plans.json').plans;
    expect(plans).toHaveLength(1);
    expect(plans[0].weeks.length).toBeGreaterThan(0);
    const skip = plans[0].changes.find((c: { reason: string }) => c.reason === 'riderSkipped');
    expect(skip.sentence).toMatch(/[a-zà-ú]/i); // worded, in Portuguese (the rider's language)
    expect(json('workouts.json')[0]).toMatchObject({ name: 'Sweet spot 3x10' });
    expect([...files.keys()].filter((n) => n.startsWith('workouts/')).map((n) => path.extname(n))).toEqual([
      '.zwo',
      '.fit',
    ]);
    // no secrets anywhere: no password hash, no session token
    const all = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(all).not.toMatch(/"password"|"token"|"accessToken"|"refreshToken"/);

    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain('Seus dados do Domestique');
    for (const name of files.keys()) expect(readme, name).toContain(name);
  });

  it('mails a link that opens the archive once, and never again', async () => {
    const mail = await t.smtp.waitFor('ana-export@example.com', (m) =>
      m.text.includes('/api/exports/download'),
    );
    expect(mail.text).toContain('Baixar meus dados');
    const link = findLink(mail, '/api/exports/download');
    // a mail scanner's HEAD does not spend it
    expect((await fetch(link, { method: 'HEAD' })).status).not.toBe(200);
    const first = await fetchBytes(null, link);
    expect(first.status).toBe(200);
    expect(unzip(first.bytes).has('README.txt')).toBe(true);
    const again = await fetchBytes(null, link);
    expect(again.status).toBe(404);
    // used, it opens for no one: not for another rider signed in, nor for its own rider
    expect((await fetchBytes(bo, link)).status).toBe(404);
    expect((await fetchBytes(ana, link)).status).toBe(404);
    expect(JSON.parse(again.bytes.toString('utf8')).error).toMatchObject({ code: 'export_link_invalid' });
    expect(JSON.parse(again.bytes.toString('utf8')).error.message).toContain('Seus dados');
    // a forged or malformed token: the same 404, or a 400 for one that is not a token at all
    expect(
      (await fetchBytes(null, '/api/exports/download?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))
        .status,
    ).toBe(404);
    expect((await fetchBytes(null, '/api/exports/download?token=%3Cscript%3E')).status).toBe(400);
    // the session download still works while the archive lasts
    expect((await fetchBytes(ana, `/api/me/exports/${exportId}/download`)).status).toBe(200);
  });

  it('is invisible to another rider', async () => {
    expect((await bo.get(`/api/me/exports/${exportId}`)).status).toBe(404);
    expect((await fetchBytes(bo, `/api/me/exports/${exportId}/download`)).status).toBe(404);
    expect((await bo.get('/api/me/exports')).json).toEqual({ export: null });
    expect((await fetchBytes(null, `/api/me/exports/${exportId}/download`)).status).toBe(401);
  });

  it('expires after 48 hours and the sweep deletes the archive', async () => {
    const root = path.join(t.config.dataDir, 'exports');
    expect(readdirSync(root)).toHaveLength(1); // one folder: Ana's
    const dir = path.join(root, readdirSync(root)[0]!);
    expect(readdirSync(dir)).toEqual([`${exportId}.zip`]);
    // an archive no export accounts for (its account deleted), hours old: the sweep removes it and its folder
    const ghost = path.join(root, 'gone-rider');
    mkdirSync(ghost);
    writeFileSync(path.join(ghost, '00000000-0000-4000-8000-000000000000.zip'), 'PK');
    const hoursAgo = new Date(Date.now() - 4 * 3600_000);
    utimesSync(path.join(ghost, '00000000-0000-4000-8000-000000000000.zip'), hoursAgo, hoursAgo);
    clock.advance(2.1);
    expect((await ana.get(`/api/me/exports/${exportId}`)).json).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
    expect((await fetchBytes(ana, `/api/me/exports/${exportId}/download`)).status).toBe(404);
    await t.app.jobs.enqueue(exportSweepJob, {});
    await t.app.jobs.idle();
    expect(existsSync(path.join(dir, `${exportId}.zip`))).toBe(false);
    expect(existsSync(ghost)).toBe(false);
    expect((await ana.get(`/api/me/exports/${exportId}`)).json.status).toBe('expired');
  });
});

describe('the operator’s export, for a rider who asked by email', () => {
  it('builds the same archive, mails the rider the usual link, and writes a copy for the operator', async () => {
    const id = (await bo.get('/api/auth/get-session')).json.user.id as string;
    const out = path.join(t.config.dataDir, 'operator-copy.zip');
    const done = await exportForOperator(t.app.modules.dataExports.exports, id, 'en', out, 60_000);
    const files = unzip(readFileSync(out));
    expect(files.has('README.txt')).toBe(true);
    expect(files.has('activities.csv')).toBe(true);
    // Bo's, not Ana's
    expect(files.get('account.json')!.toString()).toContain('bo-export@example.com');
    expect(files.get('account.json')!.toString()).not.toContain('ana-export@example.com');
    expect(done.bytes).toBe(readFileSync(out).length);
    await t.smtp.waitFor('bo-export@example.com', (m) => m.text.includes('/api/exports/download'), 15_000);
  });
});
