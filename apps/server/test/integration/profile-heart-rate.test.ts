import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let rui: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  rui = t.client();
  await onboardedRider(rui, 'rui-heart@example.com');
});
afterAll(() => t?.close());

/** The stored profile as a PUT body, with `changes` applied (undefined drops a key: "omitted"). */
async function bodyWith(changes: Record<string, unknown>) {
  const { user_id, created_at, updated_at, ...input } = (await rui.get('/api/profile')).json;
  const body: Record<string, unknown> = { ...input, ...changes };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

describe('resting heart rate in the profile', () => {
  it('is null until set, round-trips through PUT and GET, and null clears it', async () => {
    expect((await rui.get('/api/profile')).json.resting_hr).toBeNull();
    const saved = await rui.put('/api/profile', await bodyWith({ resting_hr: 48, max_hr: 188, lthr: 168 }));
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ resting_hr: 48, max_hr: 188, lthr: 168 });
    expect((await rui.get('/api/profile')).json).toEqual(saved.json);

    // omitted on a later save: kept
    const kept = await rui.put('/api/profile', await bodyWith({ resting_hr: undefined, weight: 71 }));
    expect(kept.json).toMatchObject({ resting_hr: 48, weight: 71 });
    const cleared = await rui.put('/api/profile', await bodyWith({ resting_hr: null }));
    expect(cleared.json).toMatchObject({ resting_hr: null, max_hr: 188, lthr: 168 });
  });

  it.each([
    [{ resting_hr: 24 }, 'resting_hr', 'resting_hr_range'],
    [{ resting_hr: 121 }, 'resting_hr', 'resting_hr_range'],
    [{ resting_hr: 50.5 }, 'resting_hr', 'resting_hr_range'],
    [{ resting_hr: '50' }, 'resting_hr', 'resting_hr_range'],
    [{ lthr: 59 }, 'lthr', 'lthr_range'],
    [{ max_hr: 251 }, 'max_hr', 'max_hr_range'],
    [{ resting_hr: 100, max_hr: 100, lthr: null }, 'resting_hr', 'resting_hr_not_below_max'],
    [{ resting_hr: 110, max_hr: 100, lthr: null }, 'resting_hr', 'resting_hr_not_below_max'],
    [{ resting_hr: 90, lthr: 90, max_hr: null }, 'resting_hr', 'resting_hr_not_below_lthr'],
    [{ lthr: 190, max_hr: 185, resting_hr: null }, 'lthr', 'lthr_not_below_max'],
  ])('refuses %j', async (patch, field, code) => {
    const before = (await rui.get('/api/profile')).json;
    const res = await rui.put('/api/profile', await bodyWith(patch));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_error');
    expect(res.json.error.fields[field].code).toBe(code);
    expect((await rui.get('/api/profile')).json).toEqual(before); // nothing saved
  });

  it('says "resting must be below max" beside the resting HR, in the rider’s language', async () => {
    const messages = {
      en: 'Your resting heart rate must be below your max heart rate',
      pt: 'A frequência cardíaca de repouso precisa ser menor que a máxima',
      es: 'Tu frecuencia cardíaca en reposo debe ser menor que la máxima',
    };
    const body = await bodyWith({ resting_hr: 120, max_hr: 110, lthr: null, age: 200 });
    for (const [lang, message] of Object.entries(messages)) {
      const res = await rui.put('/api/profile', body, { 'accept-language': lang });
      expect(res.status).toBe(400);
      // reported even though another field (age) is wrong too
      expect(res.json.error.fields.resting_hr).toEqual({ code: 'resting_hr_not_below_max', message });
      expect(res.json.error.fields.age.code).toBe('age_range');
    }
  });

  it('checks a heart rate sent alone against the stored ones it must stay below', async () => {
    await rui.put('/api/profile', await bodyWith({ lthr: 150, max_hr: 170, resting_hr: 50 }));
    const base = await bodyWith({ lthr: undefined, max_hr: undefined, resting_hr: undefined });
    // below the stored LTHR and max HR: saved
    expect((await rui.put('/api/profile', { ...base, resting_hr: 112 })).status).toBe(200);
    // an LTHR under the stored resting HR (112), or a max HR under it: refused, beside the resting HR
    const aboveLthr = await rui.put('/api/profile', { ...base, lthr: 100 }, { 'accept-language': 'pt' });
    expect(aboveLthr.status).toBe(400);
    expect(aboveLthr.json.error.fields.resting_hr).toEqual({
      code: 'resting_hr_not_below_lthr',
      message: 'A frequência cardíaca de repouso precisa ser menor que a de limiar',
    });
    const maxBelowResting = await rui.put('/api/profile', { ...base, max_hr: 110 });
    expect(maxBelowResting.status).toBe(400);
    expect(maxBelowResting.json.error.fields.resting_hr.code).toBe('resting_hr_not_below_max');
    expect((await rui.get('/api/profile')).json).toMatchObject({ lthr: 150, max_hr: 170, resting_hr: 112 });
  });

  it('documents resting_hr and the order of heart rates in the OpenAPI description', async () => {
    const put = (await t.client().get('/api/docs/json')).json.paths['/api/profile'].put;
    expect(put.description).toContain('resting_hr < lthr < max_hr');
    const schema = put.requestBody.content['application/json'].schema;
    expect(schema.properties.resting_hr).toBeDefined();
  });
});
