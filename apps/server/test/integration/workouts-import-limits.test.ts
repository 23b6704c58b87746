import { request } from 'node:http';
import { WORKOUT_LIMITS } from '@domestique/coach';
import { readWorkoutFile } from '@domestique/formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workouts } from '../../src/db/schema.ts';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** `POST /api/workouts/import` as a browser sends it: one multipart `file` part. */
async function importFile(client: TestClient, name: string, bytes: Uint8Array, lang = 'en') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await fetch(new URL('/api/workouts/import', client.baseUrl), {
    method: 'POST',
    headers: { cookie: client.cookieHeader(), origin: client.baseUrl, 'accept-language': lang },
    body: form,
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
}

/** A .zwo of `blocks` 40-second steps carrying `cues` text events spread over them (distinct offsets per step). */
function zwoWithCues(blocks: number, cues: number): Uint8Array {
  const parts = ['<workout_file><name>Cues</name><sporttype>bike</sporttype><workout>'];
  for (let b = 0, written = 0; b < blocks; b++) {
    parts.push(`<SteadyState Duration="${blocks === 1 ? 600 : 40}" Power=".6">`);
    const upTo = Math.floor(((b + 1) * cues) / blocks);
    for (let c = 0; written < upTo; c++, written++)
      parts.push(`<textevent timeoffset="${c % (blocks === 1 ? 600 : 40)}" message="c${written}"/>`);
    parts.push('</SteadyState>');
  }
  parts.push('</workout></workout_file>');
  return new TextEncoder().encode(parts.join(''));
}

/** The probe's file: 960 KB, 1,000 steps, 20,500 cues (it was stored whole: 675 KB of jsonb). */
const HOSTILE = zwoWithCues(1000, 20_500);

const step = (cues: number) => ({
  kind: 'step',
  durationS: 600,
  target: { type: 'range', lowPct: 50, highPct: 60 },
  intensity: 'active',
  cues: Array.from({ length: cues }, (_, i) => ({ offsetS: i, text: `cue ${i}` })),
});

let t: TestApp;
let ana: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ana = t.client();
  await onboardedRider(ana, 'ana-import-limits@example.com', { ftp: 250 });
});
afterAll(() => t?.close());

describe('workout limits: the importer and POST/PUT /api/workouts refuse the same things, 400 with a message', () => {
  it('the 960 KB .zwo with 20,500 cues is refused (not stored) with the reason in the rider’s language', async () => {
    expect(HOSTILE.length).toBeGreaterThan(900_000);
    expect(HOSTILE.length).toBeLessThan(1024 * 1024);
    const messages = {
      en: 'too many text cues (at most 30 on a step and 500 in all)',
      pt: 'dicas de texto demais (no máximo 30 por passo e 500 no total)',
      es: 'demasiadas indicaciones de texto (como máximo 30 por paso y 500 en total)',
    };
    for (const [lang, words] of Object.entries(messages)) {
      const res = await importFile(ana, 'cues.zwo', HOSTILE, lang);
      expect(res.status, lang).toBe(400);
      expect(res.json.error.fields.file.code, lang).toBe('too_many_cues');
      expect(res.json.error.message, lang).toContain(words);
    }
    expect((await ana.get('/api/workouts?mine=true')).json.total).toBe(0);
  });

  it('cues per step: 30 on a step import, 31 do not (the model’s rule, checked in the importer)', async () => {
    const ok = await importFile(ana, 'thirty.zwo', zwoWithCues(1, WORKOUT_LIMITS.maxCuesPerStep));
    expect(ok.status).toBe(201);
    expect(ok.json.workout.steps[0].cues).toHaveLength(WORKOUT_LIMITS.maxCuesPerStep);
    const over = await importFile(
      ana,
      'thirty-one.zwo',
      zwoWithCues(1, WORKOUT_LIMITS.maxCuesPerStep + 1),
      'es',
    );
    expect(over.status).toBe(400);
    expect(over.json.error.fields.file.code).toBe('too_many_cues');
    // and in the whole workout: 20 steps of 26 cues each is 520
    const total = await importFile(ana, 'many.zwo', zwoWithCues(20, 520));
    expect(total.json.error.fields.file.code).toBe('too_many_cues');
  });

  it('POST and PUT: too many cues on a step or in all is a field error at its path, in the caller’s language', async () => {
    const body = (steps: unknown[]) => ({ name: 'Cues', description: '', steps });
    const created = await ana.post('/api/workouts', body([step(WORKOUT_LIMITS.maxCuesPerStep)]));
    expect(created.status).toBe(201);
    const post = await ana.post('/api/workouts', body([step(31)]), { 'accept-language': 'pt' });
    expect(post.status).toBe(400);
    expect(post.json.error.fields['steps.0.cues']).toMatchObject({
      code: 'too_many_cues',
      message: 'Dicas demais: no máximo 30 por passo e 500 no treino inteiro',
    });
    const many = body(Array.from({ length: 17 }, () => step(30))); // 510 cues
    const put = await ana.put(`/api/workouts/${created.json.id}`, many, { 'accept-language': 'es' });
    expect(put.status).toBe(400);
    expect(put.json.error.fields.steps).toMatchObject({
      code: 'too_many_cues',
      message: 'Demasiadas indicaciones: como máximo 30 por paso y 500 en todo el entrenamiento',
    });
    // texts keep their bounds on every route: a 61-character step label is refused
    const label = await ana.post('/api/workouts', body([{ ...step(0), label: 'x'.repeat(61) }]));
    expect(label.json.error.fields['steps.0.label'].code).toBe('text_too_long');
  });

  it('workouts per rider: imports racing at 499 store exactly one more, the rest get 409 in the rider’s language', async () => {
    const cleo = t.client();
    await onboardedRider(cleo, 'cleo-import-limits@example.com', { ftp: 200 });
    const userId = (await cleo.get('/api/auth/get-session')).json.user.id as string;
    const steps = [step(0)];
    await t.database.db.insert(workouts).values(
      Array.from({ length: WORKOUT_LIMITS.maxOwnWorkouts - 1 }, (_, i) => ({
        id: `my-limit-${i}`,
        userId,
        name: `W${i}`,
        description: '',
        steps,
      })),
    );
    const file = zwoWithCues(1, 2);
    const results = await Promise.all(Array.from({ length: 4 }, () => importFile(cleo, 'w.zwo', file, 'pt')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.json.error.code).toBe('workout_limit_reached');
    expect(refused.json.error.message).toContain('limite de 500 treinos próprios');
    const held = await t.database.db.select().from(workouts).where(eq(workouts.userId, userId));
    expect(held).toHaveLength(WORKOUT_LIMITS.maxOwnWorkouts);
  });
});

/**
 * The same import over node:http with a body built once: the test's own client (fetch, FormData) runs on this thread
 * too, and would blur what the server's thread spends.
 */
function importRaw(client: TestClient, name: string, bytes: Uint8Array): Promise<number> {
  const boundary = 'limits-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { hostname, port } = new URL(client.baseUrl);
  const headers = {
    cookie: client.cookieHeader(),
    origin: client.baseUrl,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(body.length),
  };
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: 'POST', path: '/api/workouts/import', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** ~1 MB that is slow to read (110 attributes on each of 1,000 steps) and refused only once read: 12 h 13 min. */
function slowZwo(): Uint8Array {
  const attrs = Array.from({ length: 110 }, (_, i) => `a${i}="${i}"`).join(' ');
  const blocks = Array.from({ length: 1000 }, () => `<SteadyState Duration="44" Power=".6" ${attrs}/>`);
  return new TextEncoder().encode(
    `<workout_file><name>Slow</name><sporttype>bike</sporttype><workout>${blocks.join('')}</workout></workout_file>`,
  );
}

describe('workout files are parsed off the event loop', () => {
  it('six concurrent slow imports cost the event loop no more than six of the same size refused at once', async () => {
    const slow = slowZwo();
    expect(slow.length).toBeLessThanOrEqual(1024 * 1024);
    // the same size refused at its first tag (broken XML): the same upload work on this thread, no parse
    const fast = new Uint8Array(slow.length).fill(0x20);
    fast.set(new TextEncoder().encode('<workout_file><a></b>'));
    expect(() => readWorkoutFile(fast, 'fast.zwo')).toThrow();
    // CPU time of this thread (the server's event loop; not the pool's workers, not time spent descheduled on a
    // busy machine), in ms
    const cpuMs = (since?: NodeJS.CpuUsage) => {
      const used = process.threadCpuUsage(since);
      return { used, ms: (used.user + used.system) / 1000 };
    };
    // what one parse costs this thread: the best of five, so JIT warm-up does not count
    let onLoopMs = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      const started = cpuMs().used;
      expect(() => readWorkoutFile(slow, 'slow.zwo')).toThrow();
      onLoopMs = Math.min(onLoopMs, cpuMs(started).ms);
    }
    const busyFor = async (bytes: Uint8Array) => {
      const started = cpuMs().used;
      const statuses = await Promise.all(Array.from({ length: 6 }, () => importRaw(ana, 'w.zwo', bytes)));
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
      return cpuMs(started).ms;
    };
    await busyFor(slow); // warms the routes and starts the pool's workers (their start is not the files' cost)
    await busyFor(fast);
    // the best of three rounds each, interleaved: the embedded database's own pauses are noise, not the parse
    let slowMs = Number.POSITIVE_INFINITY;
    let fastMs = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      slowMs = Math.min(slowMs, await busyFor(slow));
      fastMs = Math.min(fastMs, await busyFor(fast));
    }
    // on the loop the six slow files would add at least 6 × onLoopMs (measured: ~6×); in the pool ~1.5× (the upload
    // of more varied bytes costs the multipart parser a little more)
    expect(slowMs - fastMs).toBeLessThan(3 * onLoopMs);
  });
});
