import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryBuildJob } from '../../src/modules/coach/index.ts';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { findLink } from '../support/smtp.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * The coach's language-model narrator against a local OpenAI-compatible fake, on a real database: a rider who opted
 * in gets the summary worded by the model (in their language, the coach's gender asked for, every number checked);
 * a number the facts do not hold is asked for again, then replaced by the template; malformed replies, a 429, a 5xx
 * and a hang fall back to the templates; a narration is asked for once per period; a rider who has not opted in —
 * or opted out — causes no request at all, and ride facts of a rider with Strava rides never reach the model.
 */
const KEY = 'sk-test-narrator';
const MODEL = 'coach-test-7b';
const clock = testClock('2026-06-10T12:00:00Z');
let fake: FakeOpenAi;
let t: TestApp;
const riders: Record<string, { client: TestClient; id: string }> = {};

const ride = (startTime: string, watts: number, seed: number) =>
  encodeSyntheticRideFit({ durationS: 1800, seed, startTime: new Date(startTime), power: () => watts });

interface Section {
  section: number;
  facts: { id: string; value: number | string; unit: string }[];
}
const sectionsOf = (r: ChatRequest) => (JSON.parse(r.prompt) as { sections: Section[] }).sections;

/** A reply that writes every fact of every section as the guard allows: whole numbers, days, quoted words. */
const goodReply = (extra = '') => ({
  kind: 'json' as const,
  content: (r: ChatRequest) => ({
    paragraphs: sectionsOf(r).map((s) => ({
      section: s.section,
      text: `Olhei: ${s.facts
        .filter((f) => f.unit !== 'period')
        .map((f) =>
          typeof f.value === 'number'
            ? String(Math.round(Math.abs(f.value)))
            : f.unit === 'day'
              ? String(Number(f.value.slice(8, 10)))
              : `«${f.value}»`,
        )
        .join('; ')}.${extra}`,
      factIds: s.facts.map((f) => f.id),
    })),
  }),
});

async function rider(name: string, profile: Record<string, unknown>, optIn: boolean) {
  const client = t.client();
  await onboardedRider(client, `${name}-narrator@example.com`, {
    ftp: 240,
    timezone: 'Europe/Lisbon',
    ...profile,
  });
  await createPlan(client);
  const id = (await client.get('/api/auth/get-session')).json.user.id as string;
  // a confirmed address, so the summary is mailed too
  const mail = await t.smtp.waitFor(`${name}-narrator@example.com`, (m) =>
    m.text.includes('/api/auth/verify-email'),
  );
  const link = new URL(findLink(mail, '/api/auth/verify-email'));
  expect([200, 302]).toContain((await t.client().get(link.pathname + link.search)).status);
  if (optIn) {
    const res = await client.put('/api/me/consents/ai_coach', {
      granted: true,
      textVersion: CONSENT_TEXT_VERSIONS.ai_coach,
    });
    expect(res.status).toBe(200);
  }
  riders[name] = { client, id };
  return riders[name]!;
}

async function build(userId: string, from: string, to: string, period: 'week' | 'month' = 'week') {
  await t.app.jobs.enqueue(summaryBuildJob, { userId, period, from, to });
  await t.app.jobs.idle();
}

async function week(name: string, from: string) {
  const list = await riders[name]!.client.get('/api/coach/summaries?period=week&limit=20', {
    'accept-language': 'pt-BR',
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return list.json.items.find((s: any) => s.from === from);
}

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY, model: MODEL });
  t = await startTestApp(
    {
      COACH_LLM_BASE_URL: fake.url,
      COACH_LLM_MODEL: MODEL,
      COACH_LLM_API_KEY: KEY,
      COACH_LLM_TIMEOUT_MS: '1500',
    },
    { now: clock.now },
  );
  await rider('ana', { coach_gender: 'female', interface_language: 'pt' }, true);
  await rider('ben', { interface_language: 'pt' }, false);
  const cy = await rider('cy', { interface_language: 'pt' }, true);
  await uploadOne(riders.ana!.client, { name: 'a.fit', bytes: ride('2026-06-02T07:00:00Z', 230, 3) });
  await uploadOne(cy.client, { name: 'c.fit', bytes: ride('2026-06-02T07:00:00Z', 210, 4) });
  await t.app.jobs.idle();
  // Cy's ride also came through Strava (a second delivery of the same ride, as the ingest links it)
  await t.database.query(
    `insert into ride_sources (id, user_id, activity_id, source, external_id)
     select 'rs-cy-strava', user_id, id, 'strava', '991' from activities where user_id = $1`,
    [cy.id],
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the coach narrator', () => {
  it('says which model this server has', async () => {
    const res = await riders.ben!.client.get('/api/coach/narrator');
    expect(res.json).toEqual({ available: true, model: MODEL });
  });

  it('a rider who has not opted in causes no request: the templates speak', async () => {
    const profile = (await riders.ben!.client.get('/api/profile')).json;
    expect(profile.ai_coach).toBe(false);
    // the profile form cannot switch it on: only the consent, with its text version, does
    const { user_id, created_at, updated_at, ...input } = profile;
    expect((await riders.ben!.client.put('/api/profile', { ...input, ai_coach: true })).status).toBe(200);
    expect((await riders.ben!.client.get('/api/profile')).json.ai_coach).toBe(false);
    await build(riders.ben!.id, '2026-06-01', '2026-06-07');
    expect(fake.requests).toHaveLength(0);
    expect(await week('ben', '2026-06-01')).toMatchObject({ source: 'template', model: null });
  });

  it('an opted-in rider’s week is worded by the model, asked once, in her language and her coach’s gender', async () => {
    const ana = riders.ana!;
    expect((await ana.client.get('/api/profile')).json.ai_coach).toBe(true);
    const consents = (await ana.client.get('/api/me/consents')).json.items;
    expect(consents.find((c: { purpose: string }) => c.purpose === 'ai_coach')).toMatchObject({
      status: 'granted',
      textVersion: CONSENT_TEXT_VERSIONS.ai_coach,
    });
    fake.reply(goodReply());
    // Monday 8 June, 09:00 in Lisbon: the week is due, so its mail goes out (not late)
    clock.set('2026-06-08T08:00:00Z');
    await build(ana.id, '2026-06-01', '2026-06-07');
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.response_format?.type).toBe('json_schema');
    expect(sent.system).toMatch(/Portuguese/);
    expect(sent.system).toMatch(/feminine/);
    const s = await week('ana', '2026-06-01');
    expect(s).toMatchObject({ source: 'model', model: MODEL });
    expect(s.paragraphs.every((p: { byModel: boolean }) => p.byModel)).toBe(true);
    expect(s.paragraphs[0].text).toMatch(/^Olhei: /);
    // the mail carries the same words, with the same label
    const mail = await t.smtp.waitFor('ana-narrator@example.com', (m) => m.text.includes('Olhei: '));
    expect(mail.text).toContain(`Redigido por ${MODEL} a partir dos seus números, cada um conferido.`);
    // a re-run of the job asks nothing: the narration is stored
    await build(ana.id, '2026-06-01', '2026-06-07');
    expect(fake.requests).toHaveLength(1);
    // Ben's own week of the same dates stays his templates' (each rider reads only their own)
    expect(await week('ben', '2026-06-01')).toMatchObject({ source: 'template', model: null });
    // another language reads the templates (the narration is Portuguese)
    const en = await ana.client.get('/api/coach/summaries/latest?period=week', { 'accept-language': 'en' });
    expect(en.json).toMatchObject({ source: 'template', model: null });
  });

  it('a paragraph with a number the facts do not hold is asked for once more, then the template’s', async () => {
    const ana = riders.ana!;
    const before = fake.requests.length;
    fake.reply(goodReply(' 987654 watts!'), goodReply(' 987654 watts!'));
    await build(ana.id, '2026-05-25', '2026-05-31');
    expect(fake.requests.length - before).toBe(2);
    // the retry asks again for the rejected sections (every one of them)
    expect(sectionsOf(fake.requests.at(-1)!)).toEqual(sectionsOf(fake.requests.at(-2)!));
    const s = await week('ana', '2026-05-25');
    expect(s).toMatchObject({ source: 'template', model: null });
    expect(JSON.stringify(s.paragraphs)).not.toContain('987654');
  });

  it('rejected, then good on the retry: the model’s words are kept', async () => {
    const before = fake.requests.length;
    fake.reply(goodReply(' 987654!'), goodReply());
    await build(riders.ana!.id, '2026-05-18', '2026-05-24');
    expect(fake.requests.length - before).toBe(2);
    expect(await week('ana', '2026-05-18')).toMatchObject({ source: 'model', model: MODEL });
  });

  it.each([
    ['malformed JSON', { kind: 'text' as const, content: '{"paragraphs": [oops' }, '2026-04-20'],
    ['a reply of the wrong shape', { kind: 'json' as const, content: { text: 'hi' } }, '2026-04-13'],
    ['a 500', { kind: 'status' as const, status: 500 }, '2026-04-06'],
    [
      'a 429 asking for two minutes',
      { kind: 'status' as const, status: 429, headers: { 'retry-after': '120' } },
      '2026-03-30',
    ],
    ['a hang past the time-out', { kind: 'hang' as const }, '2026-03-23'],
  ])('%s: the templates, and the job is done', async (_, reply, from) => {
    const before = fake.requests.length;
    fake.reply(reply);
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const started = Date.now();
    await build(riders.ana!.id, from, to);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(fake.requests.length - before).toBe(1);
    expect(await week('ana', from)).toMatchObject({ source: 'template', model: null });
    // tried once: a re-run does not ask again
    await build(riders.ana!.id, from, to);
    expect(fake.requests.length - before).toBe(1);
  });

  it('a 429 with a short Retry-After is waited for, once', async () => {
    const before = fake.requests.length;
    fake.reply({ kind: 'status', status: 429, headers: { 'retry-after': '1' } }, goodReply());
    await build(riders.ana!.id, '2026-05-11', '2026-05-17');
    expect(fake.requests.length - before).toBe(2);
    expect(await week('ana', '2026-05-11')).toMatchObject({ source: 'model' });
  });

  it('a rider with Strava rides: no ride-derived fact reaches the model', async () => {
    const cy = riders.cy!;
    const before = fake.requests.length;
    fake.reply(goodReply());
    await build(cy.id, '2026-06-01', '2026-06-07');
    const asked = fake.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(sectionsOf(asked[0]!).length).toBeGreaterThan(0);
    // her plan's coming week may be worded; her rides, fitness, bests, FTP and the coach's changes may not
    for (const r of asked)
      for (const s of sectionsOf(r))
        for (const f of s.facts) {
          expect(f.id).not.toMatch(/^(done\.|ctl\.|atl\.|tsb\.|best\.|ftp\.|change)/);
          expect(['rides', 'fitness', 'powerCurve', 'ftpHistory', 'planChanges']).not.toContain(
            (f as unknown as { source: string }).source,
          );
        }
    const s = await week('cy', '2026-06-01');
    const done = s.paragraphs.find((p: { factIds: string[] }) => p.factIds.includes('done.rides'));
    expect(done.byModel).toBe(false);
  });

  it('opting in narrates the latest stored summary too, once', async () => {
    const dia = await rider('dia', { interface_language: 'pt' }, false);
    await build(dia.id, '2026-06-01', '2026-06-07');
    expect(await week('dia', '2026-06-01')).toMatchObject({ source: 'template' });
    const before = fake.requests.length;
    fake.reply(goodReply());
    const grant = { granted: true, textVersion: CONSENT_TEXT_VERSIONS.ai_coach };
    expect((await dia.client.put('/api/me/consents/ai_coach', grant)).status).toBe(200);
    await t.app.jobs.idle();
    expect(fake.requests.length - before).toBe(1);
    expect(await week('dia', '2026-06-01')).toMatchObject({ source: 'model', model: MODEL });
    // opting out and in again asks nothing more: that summary was narrated
    await dia.client.put('/api/me/consents/ai_coach', { granted: false });
    await dia.client.put('/api/me/consents/ai_coach', grant);
    await t.app.jobs.idle();
    expect(fake.requests.length - before).toBe(1);
  });

  it('opting out records the withdrawal, stops every request and takes the model’s words away', async () => {
    const ana = riders.ana!;
    const res = await ana.client.put('/api/me/consents/ai_coach', { granted: false });
    expect(res.json.consent).toMatchObject({ purpose: 'ai_coach', status: 'withdrawn' });
    expect((await ana.client.get('/api/profile')).json.ai_coach).toBe(false);
    const before = fake.requests.length;
    fake.reply(goodReply());
    await build(ana.id, '2026-04-27', '2026-05-03');
    expect(fake.requests.length).toBe(before);
    expect(await week('ana', '2026-06-01')).toMatchObject({ source: 'template', model: null });
  });

  it('a consent of another purpose’s text version is refused, and other riders are untouched', async () => {
    const res = await riders.ben!.client.put('/api/me/consents/ai_coach', {
      granted: true,
      textVersion: CONSENT_TEXT_VERSIONS.health_data,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.textVersion.code).toBe('consent_text_outdated');
    expect((await riders.ben!.client.get('/api/profile')).json.ai_coach).toBe(false);
    expect(fake.violations).toEqual([]);
  });
});

describe('no model configured', () => {
  it('says so, and the templates speak', async () => {
    const bare = await startTestApp({}, { now: clock.now });
    try {
      const client = bare.client();
      await onboardedRider(client, 'dee-narrator@example.com', { ftp: 230 });
      expect((await client.get('/api/coach/narrator')).json).toEqual({ available: false, model: null });
      const latest = await client.get('/api/coach/summaries/latest?period=week');
      expect(latest.json).toMatchObject({ source: 'template', model: null });
    } finally {
      await bare.close();
    }
  });
});
