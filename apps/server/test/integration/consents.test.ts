import { CONSENT_PURPOSES, CONSENT_TEXT_VERSIONS, HEALTH_DATA_LEGACY_VERSION } from '@domestique/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, consents as consentRows } from '../../src/db/schema.ts';
import { createConsentRepository } from '../../src/modules/consents/index.ts';
import { createFtpRepository } from '../../src/modules/ftp/index.ts';
import { createPlanModules } from '../../src/modules/plans/index.ts';
import { createProgressRepository } from '../../src/modules/progress/index.ts';
import type { TestClient } from '../support/http-client.ts';
import { testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The health-data consent over real HTTP (issue #20): without it a check-in with resting HR or HRV is refused and
 * nothing is stored; granted, they are kept; withdrawn, every past check-in loses them in one transaction, its stored
 * readiness recomputed from what is left, and the consent shows withdrawn with its time. Another rider is untouched.
 */
const clock = testClock('2026-06-01T07:00:00Z');
let t: TestApp;
let ana: TestClient;
let bo: TestClient;
const grant = { granted: true, textVersion: CONSENT_TEXT_VERSIONS.health_data };
const good = { sleep: 4, fatigue: 2, soreness: 2, stress: 2, motivation: 4 }; // readiness 75 alone

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  ana = t.client();
  bo = t.client();
  await onboardedRider(ana, 'ana-consent@example.com', { timezone: 'Europe/Lisbon' });
  await onboardedRider(bo, 'bo-consent@example.com', { timezone: 'Europe/Lisbon' });
});
afterAll(() => t?.close());

const health = async (client: TestClient) =>
  (await client.get('/api/me/consents')).json.items.find(
    (c: { purpose: string }) => c.purpose === 'health_data',
  );

const storedRows = (userId: string) =>
  t.database.db.select().from(checkIns).where(eq(checkIns.userId, userId)).orderBy(asc(checkIns.date));

describe('the health-data consent', () => {
  it('is not granted at first, and resting HR or HRV are refused in the rider’s language, nothing stored', async () => {
    const list = (await ana.get('/api/me/consents')).json;
    expect(list.items.map((c: { purpose: string }) => c.purpose)).toEqual([...CONSENT_PURPOSES]);
    expect(list.items[0]).toEqual({
      purpose: 'health_data',
      status: 'not_granted',
      grantedAt: null,
      withdrawnAt: null,
      textVersion: null,
      currentTextVersion: CONSENT_TEXT_VERSIONS.health_data,
    });
    const refused = await ana.put(
      '/api/check-ins/today',
      { ...good, restingHrBpm: 50, hrvMs: 70 },
      { 'accept-language': 'pt' },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('health_consent_required');
    expect(refused.json.error.message).toMatch(/dados de saúde/);
    expect(Object.keys(refused.json.error.fields).sort()).toEqual(['hrvMs', 'restingHrBpm']);
    expect((await ana.get('/api/check-ins/today')).json.checkIn).toBeNull();
    // an empty field is no health data: the questionnaire alone is kept
    const plain = await ana.put('/api/check-ins/today', { ...good, restingHrBpm: null });
    expect(plain.status).toBe(200);
    expect(plain.json.checkIn).toMatchObject({ restingHrBpm: null, hrvMs: null });
  });

  it('refuses a grant of a text other than today’s, and a purpose it does not set', async () => {
    const old = await ana.put('/api/me/consents/health_data', { granted: true, textVersion: '2020-01-01' });
    expect(old.status).toBe(400);
    expect(old.json.error.fields.textVersion.code).toBe('consent_text_outdated');
    expect((await ana.put('/api/me/consents/marketing_email', grant)).status).toBe(400);
    expect((await ana.put('/api/me/consents/health_data', { granted: 'yes' })).status).toBe(400);
    expect((await t.client().get('/api/me/consents')).status).toBe(401);
  });

  it('granted: resting HR and HRV are kept and lower readiness against their baseline', async () => {
    clock.set('2026-06-01T07:00:00Z');
    const granted = await ana.put('/api/me/consents/health_data', grant);
    expect(granted.status).toBe(200);
    expect(granted.json.consent).toMatchObject({
      status: 'granted',
      grantedAt: '2026-06-01T07:00:00.000Z',
      textVersion: CONSENT_TEXT_VERSIONS.health_data,
    });
    // granting twice is one grant
    expect((await ana.put('/api/me/consents/health_data', grant)).json.consent.grantedAt).toBe(
      '2026-06-01T07:00:00.000Z',
    );
    for (const [day, hr] of [
      ['01', 50],
      ['02', 50],
      ['03', 51],
      ['04', 49],
    ] as const) {
      clock.set(`2026-06-${day}T07:00:00Z`);
      expect((await ana.put('/api/check-ins/today', { ...good, restingHrBpm: hr, hrvMs: 70 })).status).toBe(
        200,
      );
    }
    clock.set('2026-06-05T07:00:00Z');
    const high = await ana.put('/api/check-ins/today', { ...good, restingHrBpm: 62, hrvMs: 40 });
    expect(high.status).toBe(200);
    // +12 bpm over the baseline (−20) and HRV below its band (−15)
    expect(high.json.checkIn.readiness).toMatchObject({ score: 40, band: 'poor', hrvLow: true });
    expect((await storedRows(await userId(ana)))[4]).toMatchObject({
      restingHrBpm: 62,
      readiness: 40,
    });

    expect((await bo.put('/api/me/consents/health_data', grant)).status).toBe(200);
    expect((await bo.put('/api/check-ins/today', { ...good, restingHrBpm: 55, hrvMs: 80 })).status).toBe(200);
  });

  it('withdrawn: every past check-in loses resting HR and HRV, readiness recomputed; Bo untouched', async () => {
    clock.set('2026-06-05T09:30:00Z');
    const res = await ana.put(
      '/api/me/consents/health_data',
      { granted: false },
      { 'accept-language': 'es' },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      consent: expect.objectContaining({
        status: 'withdrawn',
        grantedAt: '2026-06-01T07:00:00.000Z',
        withdrawnAt: '2026-06-05T09:30:00.000Z',
      }),
      checkInsCleared: 4 + 1,
    });
    expect(await health(ana)).toMatchObject({ status: 'withdrawn', withdrawnAt: '2026-06-05T09:30:00.000Z' });

    const rows = await storedRows(await userId(ana));
    expect(rows).toHaveLength(5);
    for (const r of rows)
      expect(r).toMatchObject({ restingHrBpm: null, hrvMs: null, readiness: 75, readinessBand: 'good' });
    const history = (await ana.get('/api/check-ins?from=2026-06-01&to=2026-06-05')).json.items;
    expect(history).toHaveLength(5);
    for (const c of history)
      expect(c).toMatchObject({
        restingHrBpm: null,
        hrvMs: null,
        readiness: { score: 75, restingHrDelta: null },
      });

    const boRows = await storedRows(await userId(bo));
    expect(boRows).toEqual([expect.objectContaining({ restingHrBpm: 55, hrvMs: 80 })]);
    expect(await health(bo)).toMatchObject({ status: 'granted' });

    // withdrawn: refused again, and withdrawing twice changes nothing
    expect((await ana.put('/api/check-ins/today', { ...good, hrvMs: 65 })).json.error?.code).toBe(
      'health_consent_required',
    );
    const again = await ana.put('/api/me/consents/health_data', { granted: false });
    expect(again.json).toMatchObject({ checkInsCleared: 0, consent: { status: 'withdrawn' } });
  });

  it('granted again: a new grant with its own time', async () => {
    clock.set('2026-06-06T08:00:00Z');
    const res = await ana.put('/api/me/consents/health_data', grant);
    expect(res.json.consent).toMatchObject({
      status: 'granted',
      grantedAt: '2026-06-06T08:00:00.000Z',
      withdrawnAt: null,
    });
    expect((await ana.put('/api/check-ins/today', { ...good, hrvMs: 65 })).json.checkIn.hrvMs).toBe(65);
  });
});

describe('a withdrawal racing a check-in', () => {
  it('the check-in’s own transaction asks again: a check that passed just before the withdrawal stores nothing', async () => {
    const db = t.database.db;
    const consents = createConsentRepository(db);
    // the service's early check says yes (made before the withdrawal); the write's check reads the database
    const modules = createPlanModules({
      db,
      ftpRepo: createFtpRepository(db),
      progressRepo: createProgressRepository(db),
      log: t.app.log,
      baseUrl: t.baseUrl,
      now: clock.now,
      healthConsent: (id, tx) => (tx ? consents.granted(id, 'health_data', tx) : Promise.resolve(true)),
    });
    clock.set('2026-06-07T07:00:00Z');
    expect((await bo.put('/api/me/consents/health_data', { granted: false })).status).toBe(200);
    const boId = await userId(bo);
    await expect(modules.checkIns.save(boId, { ...good, restingHrBpm: 50 }, 'en')).rejects.toMatchObject({
      code: 'health_consent_required',
    });
    expect((await storedRows(boId)).map((r) => r.date)).toEqual(['2026-06-05']);
  });
});

describe('a grant recorded by the migration (resting HR typed before this consent existed)', () => {
  it('shows under its earlier text; confirming it with today’s text opens a new grant and closes the old one', async () => {
    const cy = t.client();
    await onboardedRider(cy, 'cy-consent@example.com', { timezone: 'Europe/Lisbon' });
    const cyId = await userId(cy);
    await t.database.db.insert(consentRows).values({
      id: `legacy-health-${cyId}`,
      userId: cyId,
      purpose: 'health_data',
      textVersion: HEALTH_DATA_LEGACY_VERSION,
      grantedAt: new Date('2026-01-02T00:00:00Z'),
    });
    expect(await health(cy)).toMatchObject({ status: 'granted', textVersion: HEALTH_DATA_LEGACY_VERSION });
    clock.set('2026-06-08T07:00:00Z');
    const renewed = await cy.put('/api/me/consents/health_data', grant);
    expect(renewed.json.consent).toMatchObject({
      status: 'granted',
      textVersion: CONSENT_TEXT_VERSIONS.health_data,
      grantedAt: '2026-06-08T07:00:00.000Z',
    });
    const rows = await t.database.db
      .select()
      .from(consentRows)
      .where(eq(consentRows.userId, cyId))
      .orderBy(asc(consentRows.grantedAt));
    expect(rows.map((r) => [r.textVersion, r.withdrawnAt?.toISOString() ?? null])).toEqual([
      [HEALTH_DATA_LEGACY_VERSION, '2026-06-08T07:00:00.000Z'],
      [CONSENT_TEXT_VERSIONS.health_data, null],
    ]);
  });
});

async function userId(client: TestClient): Promise<string> {
  return (await client.get('/api/auth/get-session')).json.user.id;
}
