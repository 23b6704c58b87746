import {
  deriveWorkoutMetrics,
  LIBRARY_WORKOUTS,
  libraryWorkoutById,
  WORKOUT_LIMITS,
} from '@domestique/coach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workouts } from '../../src/db/schema.ts';
import { MAX_OWN_WORKOUTS } from '../../src/modules/workouts/workout-service.ts';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** 3 × 12 minutes of sweet spot with 4 minutes easy between: the builder's classic. */
const sweetSpot = {
  name: 'Meu sweet spot 3 × 12',
  description: 'Três blocos longos logo abaixo do limiar.',
  steps: [
    { kind: 'step', durationS: 600, target: { type: 'ramp', fromPct: 50, toPct: 75 }, intensity: 'warmup' },
    {
      kind: 'repeat',
      count: 3,
      steps: [
        {
          kind: 'step',
          durationS: 720,
          target: { type: 'range', lowPct: 88, highPct: 93 },
          cadence: { lowRpm: 85, highRpm: 95 },
          intensity: 'interval',
          label: 'Sweet spot',
          cues: [{ offsetS: 0, text: 'Firme, mas sustentável' }],
        },
        {
          kind: 'step',
          durationS: 240,
          target: { type: 'range', lowPct: 50, highPct: 55 },
          intensity: 'recovery',
        },
      ],
    },
    { kind: 'step', durationS: null, target: { type: 'free' }, intensity: 'cooldown' },
  ],
};

let t: TestApp;
let ana: TestClient;
let bia: TestClient;
let nora: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ana = t.client();
  await onboardedRider(ana, 'ana-workouts@example.com', { ftp: 250 });
  bia = t.client();
  await onboardedRider(bia, 'bia-workouts@example.com', { ftp: 300 });
  nora = t.client(); // no FTP: the estimate from her answers (intermediate, 70 kg → 2.8 W/kg = 195 W)
  await onboardedRider(nora, 'nora-workouts@example.com', { weight: 70 });
});
afterAll(() => t?.close());

describe('GET /api/workouts: the library, filtered and paged', () => {
  it('lists the whole library with FTP-free numbers (IF, TSS, duration) and a sparkline', async () => {
    const res = await ana.get('/api/workouts?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(LIBRARY_WORKOUTS.length);
    expect(res.json.items).toHaveLength(100);
    const first = res.json.items[0];
    const w = LIBRARY_WORKOUTS[0]!;
    const m = deriveWorkoutMetrics(w.steps, 250);
    expect(first).toMatchObject({
      id: w.id,
      source: 'library',
      name: w.name.en,
      family: w.family,
      level: w.level,
    });
    expect(first.durationS).toBe(m.durationS);
    expect(first.tss).toBeCloseTo(m.tss, 6);
    expect(first.intensityFactor).toBeCloseTo(m.intensityFactor, 9);
    expect(first.shape.reduce((s: number, [d]: [number]) => s + d, 0)).toBe(m.durationS);
    const page2 = await ana.get('/api/workouts?pageSize=100&page=2');
    expect(page2.json.items).toHaveLength(Math.min(100, LIBRARY_WORKOUTS.length - 100));
  });

  it('filters by family, level range, duration range and setting', async () => {
    const vo2 = (await ana.get('/api/workouts?family=vo2max&minLevel=3&maxLevel=6&pageSize=100')).json;
    expect(vo2.total).toBeGreaterThan(0);
    for (const w of vo2.items) {
      expect(w.family).toBe('vo2max');
      expect(w.level).toBeGreaterThanOrEqual(3);
      expect(w.level).toBeLessThanOrEqual(6);
    }
    const expected = LIBRARY_WORKOUTS.filter((w) => w.family === 'vo2max' && w.level >= 3 && w.level <= 6);
    expect(vo2.total).toBe(expected.length);
    const hour = (await ana.get('/api/workouts?minDurationMin=60&maxDurationMin=60&pageSize=100')).json;
    expect(hour.total).toBeGreaterThan(0);
    for (const w of hour.items) expect(w.durationS).toBe(3600);
    const outdoor = (await ana.get('/api/workouts?setting=outdoor&pageSize=100')).json.items;
    expect(outdoor.every((w: { setting: string }) => w.setting !== 'indoor')).toBe(true);
    const indoor = (await ana.get('/api/workouts?setting=indoor&pageSize=100')).json.items;
    expect(indoor.every((w: { setting: string }) => w.setting !== 'outdoor')).toBe(true);
  });

  it('searches the name in the caller’s language, accents and word order ignored', async () => {
    const pt = (await ana.get('/api/workouts?q=rampa%20teste', { 'accept-language': 'pt-BR' })).json;
    expect(pt.items.map((w: { id: string }) => w.id)).toEqual(['ftp-test-ramp']);
    expect(pt.items[0].name).toBe('Teste de rampa');
    const es = (await ana.get('/api/workouts?q=REGENERATIVO', { 'accept-language': 'es' })).json;
    expect(es.total).toBe(LIBRARY_WORKOUTS.filter((w) => w.family === 'recovery').length);
    const accents = (await ana.get('/api/workouts?q=anaerobico', { 'accept-language': 'es' })).json;
    expect(accents.total).toBe(LIBRARY_WORKOUTS.filter((w) => w.family === 'anaerobic').length);
    expect(accents.items[0].name).toMatch(/^Anaeróbico/);
    expect((await ana.get('/api/workouts?q=zzzz-nothing')).json.total).toBe(0);
  });

  it('refuses bad filters with field messages', async () => {
    const res = await ana.get(`/api/workouts?family=cyclocross&minLevel=11&pageSize=0&q=${'x'.repeat(500)}`, {
      'accept-language': 'pt',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['family', 'minLevel', 'pageSize', 'q']);
    expect(res.json.error.fields.family.message).toBe('Escolha uma das opções');
    // a NUL anywhere is refused before the route's own checks (http/request-input.ts), naming its field
    const nul = await ana.get('/api/workouts?q=%00', { 'accept-language': 'pt' });
    expect(nul.status).toBe(400);
    expect(nul.json.error.fields.q.code).toBe('nul_character');
  });
});

describe('GET /api/workouts/:id: one workout in the rider’s watts', () => {
  it('localises texts to Accept-Language and derives numbers at the rider’s FTP', async () => {
    const id = 'vo2max-5x3-112';
    const library = libraryWorkoutById(id)!;
    const res = await ana.get(`/api/workouts/${id}`, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id,
      source: 'library',
      name: library.name.pt,
      description: library.description.pt,
      purpose: library.purpose!.pt,
      ftp: { watts: 250, source: 'manual' },
      ftpTest: null,
    });
    const m = deriveWorkoutMetrics(library.steps, 250);
    expect(res.json.metrics.normalizedPowerW).toBeCloseTo(m.normalizedPowerW, 6);
    expect(res.json.metrics.workKj).toBeCloseTo(m.workKj, 6);
    expect(res.json.metrics.timeInZonesS).toEqual([...m.timeInZonesS]);
    expect(res.json.profile.length).toBeGreaterThan(3);
    const label = JSON.stringify(res.json.steps);
    expect(label).toContain('Aquecimento');
    // another rider, another FTP: same IF and TSS, watts scale
    const other = (await bia.get(`/api/workouts/${id}`)).json;
    expect(other.ftp.watts).toBe(300);
    expect(other.metrics.tss).toBeCloseTo(res.json.metrics.tss, 9);
    expect(other.metrics.normalizedPowerW).toBeCloseTo((res.json.metrics.normalizedPowerW * 300) / 250, 6);
  });

  it('uses the estimate from the answers when no FTP is known, labelled as such (the dashboard’s figure)', async () => {
    const dashboard = (await nora.get('/api/dashboard/summary')).json.ftp;
    expect(dashboard).toMatchObject({ source: 'answers' });
    const res = await nora.get('/api/workouts/threshold-3x10-97');
    expect(res.status).toBe(200);
    expect(res.json.ftp).toEqual({ watts: dashboard.watts, source: 'answers' });
  });

  it('has no watts for a rider without any FTP or profile, but still IF, TSS and zones', async () => {
    const bare = t.client();
    await bare.signUp('bare-workouts@example.com');
    const res = await bare.get('/api/workouts/vo2max-5x3-112');
    expect(res.status).toBe(200);
    expect(res.json.ftp).toBeNull();
    expect(res.json.metrics.normalizedPowerW).toBeNull();
    expect(res.json.metrics.workKj).toBeNull();
    expect(res.json.metrics.tss).toBeGreaterThan(0);
  });

  it('explains FTP tests and labels estimated numbers', async () => {
    const ramp = (await ana.get('/api/workouts/ftp-test-ramp')).json;
    expect(ramp.ftpTest).toEqual({ protocol: 'ramp', factor: 0.75, durationS: 60, effortCount: 1 });
    expect(ramp.metrics.estimated).toBe(true);
    const twenty = (await ana.get('/api/workouts/ftp-test-20min')).json;
    expect(twenty.ftpTest).toMatchObject({ protocol: '20min', factor: 0.95, durationS: 1200 });
  });

  it('answers 404 for an unknown id, 400 for what cannot be an id (NUL, quotes, too long)', async () => {
    for (const id of ['nope', 'my-00000000-0000-0000-0000-000000000000'])
      expect((await ana.get(`/api/workouts/${id}`)).status, id).toBe(404);
    for (const id of ['my-%00', 'my-a%27%3B--', 'x'.repeat(121), 'VO2MAX'])
      for (const method of ['GET', 'PUT', 'DELETE'])
        expect(
          (await ana.request(method, `/api/workouts/${id}`, method === 'PUT' ? sweetSpot : undefined)).status,
          `${method} ${id}`,
        ).toBe(400);
  });
});

describe('own workouts: create, read, replace, delete — private to their owner', () => {
  let id: string;
  it('creates a 3 × 12-minute sweet-spot workout with its derived numbers', async () => {
    const res = await ana.post('/api/workouts', sweetSpot);
    expect(res.status).toBe(201);
    id = res.json.id;
    expect(id).toMatch(/^my-[0-9a-f-]{36}$/);
    expect(LIBRARY_WORKOUTS.some((w) => w.id === id)).toBe(false);
    const m = deriveWorkoutMetrics(sweetSpot.steps as never, 250);
    expect(res.json).toMatchObject({ source: 'own', name: sweetSpot.name, family: null, purpose: null });
    expect(res.json.metrics).toMatchObject({ durationS: m.durationS, estimated: true });
    expect(res.json.metrics.tss).toBeCloseTo(m.tss, 9);
    expect(res.json.steps).toEqual(sweetSpot.steps);
    const listed = (await ana.get('/api/workouts?mine=true')).json;
    expect(listed.items.map((w: { id: string }) => w.id)).toEqual([id]);
    expect((await ana.get('/api/workouts?pageSize=1')).json.items[0].id).toBe(id); // own first
    expect((await ana.get('/api/workouts?q=sweet%20meu&mine=1')).json.total).toBe(1);
    expect(
      (await ana.get('/api/workouts?family=sweetSpot&pageSize=100')).json.items.some(
        (w: { id: string }) => w.id === id,
      ),
    ).toBe(false);
  });

  it('replaces it and deletes it', async () => {
    const renamed = { ...sweetSpot, name: '3 × 12 revisto', purpose: 'Aguentar o ritmo' };
    const res = await ana.put(`/api/workouts/${id}`, renamed);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, name: '3 × 12 revisto', purpose: 'Aguentar o ritmo' });
    expect((await ana.get(`/api/workouts/${id}`)).json.name).toBe('3 × 12 revisto');
    expect((await ana.request('DELETE', `/api/workouts/${id}`)).status).toBe(204);
    expect((await ana.get(`/api/workouts/${id}`)).status).toBe(404);
    expect((await ana.request('DELETE', `/api/workouts/${id}`)).status).toBe(404);
  });

  it('no rider reads, changes or deletes another’s workout (404, as if it did not exist)', async () => {
    const mine = (await ana.post('/api/workouts', sweetSpot)).json.id as string;
    expect((await bia.get(`/api/workouts/${mine}`)).status).toBe(404);
    expect((await bia.put(`/api/workouts/${mine}`, sweetSpot)).status).toBe(404);
    expect((await bia.request('DELETE', `/api/workouts/${mine}`)).status).toBe(404);
    expect((await bia.get('/api/workouts?mine=true')).json.total).toBe(0);
    expect(
      (await bia.get('/api/workouts?q=sweet%20spot%2012&pageSize=100')).json.items.some(
        (w: { id: string }) => w.id === mine,
      ),
    ).toBe(false);
    expect((await ana.get(`/api/workouts/${mine}`)).json.name).toBe(sweetSpot.name); // untouched
  });

  it('library workouts cannot be changed: 403 with a way out, in the rider’s language', async () => {
    const res = await ana.put('/api/workouts/vo2max-5x3-112', sweetSpot, { 'accept-language': 'es' });
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({ code: 'library_workout_readonly' });
    expect(res.json.error.message).toContain('Duplícalo');
    expect((await ana.request('DELETE', '/api/workouts/vo2max-5x3-112')).status).toBe(403);
  });

  it('at most 500 own workouts: the next one is refused with a way out (409), in the rider’s language', async () => {
    const cleo = t.client();
    await onboardedRider(cleo, 'cleo-workouts@example.com', { ftp: 200 });
    const userId = (await cleo.get('/api/auth/get-session')).json.user.id as string;
    await t.database.db.insert(workouts).values(
      Array.from({ length: MAX_OWN_WORKOUTS }, (_, i) => ({
        id: `my-limit-${i}`,
        userId,
        name: `W${i}`,
        description: '',
        steps: sweetSpot.steps,
      })),
    );
    const res = await cleo.post('/api/workouts', sweetSpot, { 'accept-language': 'pt' });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('workout_limit_reached');
    expect(res.json.error.message).toContain('500');
    expect((await cleo.get('/api/workouts?mine=true&pageSize=100&page=5')).json.items).toHaveLength(100);
  });

  it('signed-out callers get 401', async () => {
    const anon = t.client();
    expect((await anon.get('/api/workouts')).status).toBe(401);
    expect((await anon.post('/api/workouts', sweetSpot)).status).toBe(401);
  });
});

describe('bad workouts: 400 with a message per field, never a 500', () => {
  const post = (body: unknown, lang = 'en') => ana.post('/api/workouts', body, { 'accept-language': lang });
  const step = (over: Record<string, unknown> = {}) => ({
    kind: 'step',
    durationS: 60,
    target: { type: 'range', lowPct: 50, highPct: 60 },
    intensity: 'active',
    ...over,
  });

  it('words each rule at its path, in the caller’s language', async () => {
    const res = await post(
      {
        name: '  ',
        description: 'x',
        steps: [
          step({ durationS: -5 }),
          step({ target: { type: 'range', lowPct: 90, highPct: 80 } }),
          step({ target: { type: 'ramp', fromPct: 50, toPct: 900 } }),
          step({ cadence: { lowRpm: 5, highRpm: 90 } }),
          step({ intensity: 'sprinting' }),
          { kind: 'repeat', count: 0, steps: [] },
          step({ cues: [{ offsetS: 600, text: 'late' }] }),
          step({ label: 'x'.repeat(61) }),
        ],
      },
      'pt',
    );
    expect(res.status).toBe(400);
    const f = res.json.error.fields;
    expect(f.name.code).toBe('text_missing');
    expect(f['steps.0.durationS'].code).toBe('duration_invalid');
    expect(f['steps.1.target.lowPct'].code).toBe('low_above_high');
    expect(f['steps.2.target.toPct'].code).toBe('percent_out_of_range');
    expect(f['steps.2.target.toPct'].message).toBe('Informe uma porcentagem do FTP de 0 a 300');
    expect(f['steps.3.cadence.lowRpm'].code).toBe('cadence_out_of_range');
    expect(f['steps.4.intensity'].code).toBe('intensity_invalid');
    expect(f['steps.5.count'].code).toBe('repeat_count_invalid');
    expect(f['steps.5.steps'].code).toBe('repeat_empty');
    expect(f['steps.6.cues.0.offsetS'].code).toBe('cue_invalid');
    expect(f['steps.7.label'].code).toBe('text_too_long');
    expect((await post({ name: 'x', description: '', steps: [] })).json.error.fields.steps.code).toBe(
      'steps_empty',
    );
  });

  it('refuses NUL and control characters, unknown keys, huge numbers, deep nesting and too much work', async () => {
    const ok = { name: 'ok', description: '', steps: [step()] };
    const nul = await post({ ...ok, name: 'a\u0000b' });
    expect(nul.status).toBe(400);
    // refused by the NUL rule every route shares (http/request-input.ts), before the workout's own checks
    expect(nul.json.error.fields.name.code).toBe('nul_character');
    expect((await post({ ...ok, steps: [step({ cues: [{ offsetS: 0, text: 'x\u0007' }] })] })).status).toBe(
      400,
    );
    const unknown = await post({ ...ok, user_id: 'someone-else', steps: [step({ watts: 300 })] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields.user_id.code).toBe('unknown_field');
    for (const durationS of [1e308, 2 ** 53, Number.MAX_SAFE_INTEGER, 12 * 3600 + 1])
      expect((await post({ ...ok, steps: [step({ durationS })] })).status, String(durationS)).toBe(400);
    const nest = (levels: number) => {
      let deep: unknown = step();
      for (let i = 0; i < levels; i++) deep = { kind: 'repeat', count: 1, steps: [deep] };
      return deep;
    };
    // past the model's nesting limit, but a JSON body the server parses: the workout's own rule answers
    const nested = await post({ ...ok, steps: [nest(6)] });
    expect(nested.status).toBe(400);
    expect(Object.values(nested.json.error.fields).map((v) => (v as { code: string }).code)).toContain(
      'nesting_too_deep',
    );
    // 5,000 levels: refused while the body is parsed (http/request-input.ts), before any validation
    const abyss = await post({ ...ok, steps: [nest(5000)] });
    expect(abyss.status).toBe(400);
    expect(abyss.json.error.code).toBe('json_too_deep');
    const tooLong = await post({
      ...ok,
      steps: [{ kind: 'repeat', count: 100, steps: [{ kind: 'repeat', count: 100, steps: [step()] }] }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields.steps.code).toMatch(/duration_too_long|too_many_steps/);
    for (const body of ['null', '[]', '"x"', '{', JSON.stringify({ ...ok, steps: 'no' })]) {
      const res = await ana.request('POST', '/api/workouts', body, { 'content-type': 'application/json' });
      expect(res.status, body).toBe(400);
    }
    expect(WORKOUT_LIMITS.maxRepeatDepth).toBe(3);
  });
});
