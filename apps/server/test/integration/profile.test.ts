import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let ana: TestClient;
let bruno: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ana = t.client();
  await ana.signUp('ana-profile@example.com');
  bruno = t.client();
  await bruno.signUp('bruno-profile@example.com');
});
afterAll(() => t?.close());

const valid = {
  name: 'Ana',
  email: 'ana-profile@example.com',
  age: 34,
  weight: 135.5,
  weight_unit: 'lb',
  ftp: 230,
  knows_ftp: true,
  experience_level: 'intermediate',
  primary_goal: 'climbing',
  coach_gender: 'female',
  interface_language: 'pt',
  marketing_consent: true,
  onboarding_completed: true,
};

describe('GET/PUT /api/profile', () => {
  it('requires a session', async () => {
    const anon = t.client();
    expect((await anon.get('/api/profile')).status).toBe(401);
    const put = await anon.put('/api/profile', valid);
    expect(put.status).toBe(401);
    expect(put.json.error.code).toBe('unauthorized');
  });

  it("reports the spec's no-profile state as profile_not_found", async () => {
    const res = await ana.get('/api/profile');
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({
      code: 'profile_not_found',
      message: 'You have not created your profile yet.',
    });
  });

  it('refuses an invalid profile with one localised message per field', async () => {
    const res = await ana.put(
      '/api/profile',
      {
        ...valid,
        name: '   ',
        email: 'ana.example.com',
        age: 13,
        weight: 0,
        weight_unit: 'stone',
        knows_ftp: true,
        ftp: null,
        experience_level: 'pro',
        primary_goal: 'winning',
        coach_gender: 'robot',
        interface_language: 'fr',
      },
      { 'accept-language': 'es-ES,es;q=0.9' },
    );
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_error');
    const f = res.json.error.fields;
    expect(f.name).toEqual({ code: 'name_required', message: 'Por favor, introduce tu nombre' });
    expect(f.email.code).toBe('email_invalid');
    expect(f.age).toEqual({ code: 'age_range', message: 'Por favor, introduce una edad válida (14-99)' });
    expect(f.weight.code).toBe('weight_positive');
    // Cross-field rule still reported when other fields are wrong too.
    expect(f.ftp).toEqual({ code: 'ftp_required', message: expect.any(String) });
    for (const k of [
      'weight_unit',
      'experience_level',
      'primary_goal',
      'coach_gender',
      'interface_language',
    ]) {
      expect(f[k].code).toBe('invalid_option');
    }
  });

  it.each([
    [{ age: 14.5 }, 'age', 'age_range'],
    [{ age: 100 }, 'age', 'age_range'],
    [{ age: '34' }, 'age', 'age_range'],
    [{ weight: -60 }, 'weight', 'weight_positive'],
    [{ weight: 1000 }, 'weight', 'weight_range'],
    [{ weight: 24 }, 'weight', 'weight_range'],
    [{ weight: 1000, weight_unit: 'lb' }, 'weight', 'weight_range'],
    [{ weight: 40, weight_unit: 'lb' }, 'weight', 'weight_range'],
    [{ weight: 0.5 }, 'weight', 'weight_range'],
    [{ ftp: 0 }, 'ftp', 'ftp_positive'],
    [{ ftp: -2.5 }, 'ftp', 'ftp_positive'],
    [{ ftp: 250.5 }, 'ftp', 'ftp_whole'],
    [{ ftp: 3001 }, 'ftp', 'ftp_too_high'],
    [{ ftp: null, knows_ftp: true }, 'ftp', 'ftp_required'],
    [{ user_id: 'someone-else' }, 'user_id', 'unknown_field'],
    [{ ftp: undefined, knows_ftp: true }, 'ftp', 'ftp_required'],
    [{ timezone: 'Not/AZone' }, 'timezone', 'timezone_invalid'],
    [{ timezone: '+01:00' }, 'timezone', 'timezone_invalid'],
    [{ timezone: 'Europe/Lisbon; drop table' }, 'timezone', 'timezone_invalid'],
    [{ timezone: 42 }, 'timezone', 'timezone_invalid'],
  ])('refuses %j', async (patch, field, code) => {
    const res = await ana.put('/api/profile', { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field].code).toBe(code);
  });

  it('bounds weight to human values per unit (25–300 kg, 55–660 lb), saying so in the rider language', async () => {
    const messages = {
      en: 'Please enter a weight between 25 and 300 kg (55 and 660 lb)',
      pt: 'Por favor, insira um peso entre 25 e 300 kg (55 e 660 lb)',
      es: 'Por favor, introduce un peso entre 25 y 300 kg (55 y 660 lb)',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await ana.put('/api/profile', { ...valid, weight: 1000 }, { 'accept-language': lang });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.weight).toEqual({ code: 'weight_range', message });
    }
    for (const [weight, weight_unit] of [
      [25, 'kg'],
      [300, 'kg'],
      [55, 'lb'],
      [660, 'lb'],
      [300, 'lb'],
    ] as const) {
      const res = await ana.put('/api/profile', { ...valid, weight, weight_unit });
      expect(res.status, `${weight} ${weight_unit}`).toBe(200);
    }
  });

  it('gives an over-long name its own message, in the rider language', async () => {
    const long = { ...valid, name: 'x'.repeat(101) };
    const messages = {
      en: 'Please keep your name to 100 characters or fewer',
      pt: 'Seu nome pode ter no máximo 100 caracteres',
      es: 'Tu nombre puede tener como máximo 100 caracteres',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await ana.put('/api/profile', long, { 'accept-language': lang });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.name).toEqual({ code: 'name_too_long', message });
    }
    // 100 characters after trimming is fine.
    const edge = await ana.put('/api/profile', { ...valid, name: ` ${'y'.repeat(100)} ` });
    expect(edge.status).toBe(200);
    expect(edge.json.name).toBe('y'.repeat(100));
  });

  it('accepts real IANA time zones and null', async () => {
    for (const timezone of ['America/Sao_Paulo', 'Europe/Lisbon', 'UTC', 'Etc/GMT+3', null]) {
      const res = await ana.put('/api/profile', { ...valid, timezone });
      expect(res.status, String(timezone)).toBe(200);
      expect(res.json.timezone).toBe(timezone);
    }
  });

  it('accepts knows_ftp false with ftp omitted, storing no FTP', async () => {
    const { ftp: _ftp, ...withoutFtp } = valid;
    const res = await ana.put('/api/profile', { ...withoutFtp, knows_ftp: false });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ knows_ftp: false, ftp: null });
    await ana.put('/api/profile', valid);
  });

  it('accepts the edge ages 14 and 99', async () => {
    expect((await ana.put('/api/profile', { ...valid, age: 14 })).status).toBe(200);
    expect((await ana.put('/api/profile', { ...valid, age: 99 })).status).toBe(200);
  });

  it('saves and reads back a valid profile (upsert on user_id)', async () => {
    const saved = await ana.put('/api/profile', valid);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ ...valid, lthr: null, available_days: null });
    const read = await ana.get('/api/profile');
    expect(read.json).toEqual(saved.json);

    const updated = await ana.put('/api/profile', { ...valid, weight: 61.2, weight_unit: 'kg', lthr: 172 });
    expect(updated.json).toMatchObject({
      weight: 61.2,
      weight_unit: 'kg',
      lthr: 172,
      user_id: saved.json.user_id,
    });
  });

  it('stores no FTP when the rider does not know it, so the coach estimates one', async () => {
    const res = await ana.put('/api/profile', { ...valid, knows_ftp: false, ftp: 250 });
    expect(res.json).toMatchObject({ knows_ftp: false, ftp: null });
    await ana.put('/api/profile', valid);
  });

  it('applies defaults to omitted optional fields on create, and keeps stored values on update', async () => {
    const carla = t.client();
    const email = 'carla-profile@example.com';
    const signUp = await carla.post('/api/auth/sign-up/email', {
      email,
      password: 'Tr41ning-Days!',
      language: 'pt',
    });
    expect(signUp.status).toBe(200);
    const required = {
      name: 'Carla',
      email,
      age: 29,
      weight: 58,
      weight_unit: 'kg',
      knows_ftp: false,
      experience_level: 'beginner',
      primary_goal: 'generalFitness',
    };
    const created = await carla.put('/api/profile', required);
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      ftp: null,
      coach_gender: 'male',
      interface_language: 'pt', // the language she chose at sign-up
      marketing_consent: false,
      onboarding_completed: false,
      lthr: null,
      timezone: null,
    });

    const full = await carla.put('/api/profile', {
      ...required,
      coach_gender: 'female',
      interface_language: 'es',
      marketing_consent: true,
      onboarding_completed: true,
      lthr: 168,
      available_days: ['tue', 'sat'],
      timezone: 'America/Sao_Paulo',
    });
    expect(full.status).toBe(200);

    // A later save that omits them (e.g. a client that only edits the basics) changes nothing else.
    const edited = await carla.put('/api/profile', { ...required, weight: 57.5 });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      weight: 57.5,
      coach_gender: 'female',
      interface_language: 'es',
      marketing_consent: true,
      onboarding_completed: true,
      lthr: 168,
      available_days: ['tue', 'sat'],
      timezone: 'America/Sao_Paulo',
    });
    expect((await carla.get('/api/profile')).json).toEqual(edited.json);
    // null clears a nullable one; the account's email language still follows the profile.
    const cleared = await carla.put('/api/profile', { ...required, lthr: null, timezone: null });
    expect(cleared.json).toMatchObject({ lthr: null, timezone: null, onboarding_completed: true });
    expect((await carla.get('/api/auth/get-session')).json.user.language).toBe('es');
  });

  it('documents the omitted-field rule in the OpenAPI description', async () => {
    const doc = (await t.client().get('/api/docs/json')).json;
    expect(doc.paths['/api/profile'].put.description).toContain('an update keeps the stored value');
  });

  it('keeps riders apart: B never reads or changes A', async () => {
    const a = await ana.get('/api/profile');
    expect(a.status).toBe(200);
    expect((await bruno.get('/api/profile')).status).toBe(404);
    const b = await bruno.put('/api/profile', {
      ...valid,
      name: 'Bruno',
      email: 'bruno-profile@example.com',
    });
    expect(b.json.user_id).not.toBe(a.json.user_id);
    const aAgain = await ana.get('/api/profile');
    expect(aAgain.json.name).toBe('Ana');
    expect(aAgain.json.user_id).toBe(a.json.user_id);
  });

  it('answers broken requests with 4xx, never 500', async () => {
    const bad = await ana.request('PUT', '/api/profile', '{"name": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('malformed_json');
    const huge = await ana.put('/api/profile', { ...valid, name: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('payload_too_large');
    const text = await ana.request('PUT', '/api/profile', 'name=Ana', { 'content-type': 'text/xml' });
    expect(text.status).toBe(415);
    const arr = await ana.put('/api/profile', [valid]);
    expect(arr.status).toBe(400);
    const empty = await ana.request('PUT', '/api/profile', '', { 'content-type': 'application/json' });
    expect(empty.status).toBe(400);
  });
});

describe('PUT /api/profile/language (the language selector)', () => {
  const required = {
    name: 'Dora',
    email: 'dora-language@example.com',
    age: 29,
    weight: 61,
    weight_unit: 'kg',
    knows_ftp: false,
    experience_level: 'beginner',
    primary_goal: 'endurance',
  };

  it('requires a session and a known language, in the caller language', async () => {
    expect((await t.client().put('/api/profile/language', { interface_language: 'pt' })).status).toBe(401);
    const dora = t.client();
    await dora.signUp('dora-language-bad@example.com');
    const bad = await dora.put(
      '/api/profile/language',
      { interface_language: 'fr' },
      { 'accept-language': 'pt' },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.interface_language).toEqual({
      code: 'invalid_option',
      message: expect.stringMatching(/opç/i),
    });
    expect((await dora.put('/api/profile/language', { interface_language: 'pt', name: 'x' })).status).toBe(
      400,
    );
    expect((await dora.put('/api/profile/language', {})).status).toBe(400);
  });

  it('before onboarding: the account keeps the choice, and the profile created later starts in it', async () => {
    const dora = t.client();
    await dora.signUp('dora-language@example.com');
    const res = await dora.put('/api/profile/language', { interface_language: 'es' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ interface_language: 'es' });
    expect((await dora.get('/api/auth/get-session')).json.user.language).toBe('es');
    const created = await dora.put('/api/profile', required);
    expect(created.json.interface_language).toBe('es');
  });

  it('with a profile: the choice becomes its interface_language, nothing else changes, other riders untouched', async () => {
    const eva = t.client();
    await eva.signUp('eva-language@example.com');
    const before = (await eva.put('/api/profile', { ...required, email: 'eva-language@example.com' })).json;
    const anaBefore = (await ana.get('/api/profile')).json;
    expect((await eva.put('/api/profile/language', { interface_language: 'pt' })).status).toBe(200);
    const after = (await eva.get('/api/profile')).json;
    expect(after).toEqual({ ...before, interface_language: 'pt', updated_at: expect.any(String) });
    expect((await eva.get('/api/auth/get-session')).json.user.language).toBe('pt');
    expect((await eva.put('/api/profile/language', { interface_language: 'en' })).status).toBe(200);
    expect((await eva.get('/api/profile')).json.interface_language).toBe('en');
    expect((await ana.get('/api/profile')).json).toEqual(anaBefore);
  });
});
