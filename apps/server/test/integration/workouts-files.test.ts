import { readdirSync } from 'node:fs';
import { deriveWorkoutMetrics, libraryWorkoutById, workoutDurationS } from '@domestique/coach';
import { decodeFitWorkout, readWorkoutFile, totalSeconds } from '@domestique/formats';
import { Decoder, Stream } from '@garmin/fitsdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { FORMATS_FIXTURES, formatsFixture } from '../support/uploads.ts';

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

async function download(client: TestClient, id: string, format: string, lang = 'en') {
  const res = await fetch(new URL(`/api/workouts/${id}/download?format=${format}`, client.baseUrl), {
    headers: { cookie: client.cookieHeader(), 'accept-language': lang },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const zwoFixtures = readdirSync(new URL('zwo/', FORMATS_FIXTURES)).filter((f) => f.endsWith('.zwo'));

let t: TestApp;
let ana: TestClient;
let bia: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ana = t.client();
  await onboardedRider(ana, 'ana-workout-files@example.com', { ftp: 250 });
  bia = t.client();
  await onboardedRider(bia, 'bia-workout-files@example.com', { ftp: 300 });
});
afterAll(() => t?.close());

describe('GET /api/workouts/:id/download: a file for every device, in the rider’s watts', () => {
  const id = 'vo2max-5x3-112';
  const library = libraryWorkoutById(id)!;

  it('.fit: a valid FIT workout (Garmin SDK, no errors) with watt bands for the rider’s FTP', async () => {
    const res = await download(ana, id, 'fit', 'pt');
    // a plain link cannot set Accept-Language: ?lang= picks the texts' language
    const linked = await download(ana, `${id}`, 'fit&lang=es', 'en');
    expect(decodeFitWorkout(linked.bytes, { ftpW: 250 }).workout.name).toBe(library.name.es);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.ant.fit');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="vo2max-5-3-min-112.fit"`);
    const decoder = new Decoder(Stream.fromByteArray([...res.bytes]));
    expect(decoder.isFIT()).toBe(true);
    expect(decoder.checkIntegrity()).toBe(true);
    const { messages, errors } = decoder.read();
    expect(errors).toEqual([]);
    expect(messages.fileIdMesgs?.[0]?.type).toBe('workout');
    expect(messages.workoutMesgs?.[0]?.wktName).toBe(library.name.pt);
    // watts: custom targets are watts + 1000; the hardest band is 112 % ± 3 % of 250 W
    const highs = (messages.workoutStepMesgs ?? []).map((s) => Number(s.customTargetValueHigh ?? 0));
    expect(Math.max(...highs)).toBe(1000 + Math.round(2.5 * 115));
    const back = decodeFitWorkout(res.bytes, { ftpW: 250 });
    expect(totalSeconds(back.workout.steps)).toBe(workoutDurationS(library.steps));
  });

  it('.zwo, .erg, .mrc and text: read back with the same duration; .erg in the rider’s watts', async () => {
    for (const format of ['zwo', 'erg', 'mrc', 'txt']) {
      const res = await download(ana, id, format);
      expect(res.status, format).toBe(200);
      expect(res.headers.get('content-disposition'), format).toMatch(
        new RegExp(`^attachment; filename="[a-z0-9-]+\\.${format}"$`),
      );
      const back = readWorkoutFile(res.bytes, `x.${format}`, { ftpW: 250 });
      expect(totalSeconds(back.workout.steps), format).toBe(workoutDurationS(library.steps));
    }
    const erg = new TextDecoder().decode((await download(ana, id, 'erg')).bytes);
    expect(erg).toMatch(/FTP\s*=\s*250/);
    const ergBia = new TextDecoder().decode((await download(bia, id, 'erg')).bytes);
    expect(ergBia).toMatch(/FTP\s*=\s*300/);
  });

  it('own workouts download for their owner only (404 for anyone else)', async () => {
    const own = await ana.post('/api/workouts', {
      name: 'Três por doze',
      description: '',
      steps: [
        {
          kind: 'repeat',
          count: 3,
          steps: [
            {
              kind: 'step',
              durationS: 720,
              target: { type: 'range', lowPct: 88, highPct: 93 },
              intensity: 'interval',
            },
            {
              kind: 'step',
              durationS: 240,
              target: { type: 'range', lowPct: 50, highPct: 55 },
              intensity: 'recovery',
            },
          ],
        },
      ],
    });
    const mine = await download(ana, own.json.id, 'fit');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toBe('attachment; filename="tres-por-doze.fit"');
    expect(totalSeconds(decodeFitWorkout(mine.bytes, { ftpW: 250 }).workout.steps)).toBe(3 * 960);
    for (const format of ['fit', 'zwo']) expect((await download(bia, own.json.id, format)).status).toBe(404);
  });

  it('refuses an unknown format (400) and an unknown workout (404); .erg needs an FTP, .fit falls back to %FTP', async () => {
    expect((await download(ana, id, 'exe')).status).toBe(400);
    expect((await download(ana, id, '')).status).toBe(400);
    expect((await download(ana, 'no-such-workout', 'fit')).status).toBe(404);
    const bare = t.client();
    await bare.signUp('bare-workout-files@example.com'); // no profile: no FTP at all, not even an estimate
    const erg = await fetch(new URL(`/api/workouts/${id}/download?format=erg`, t.baseUrl), {
      headers: { cookie: bare.cookieHeader(), 'accept-language': 'pt' },
    });
    expect(erg.status).toBe(400);
    const body = (await erg.json()) as { error: { message: string; fields: { format: { code: string } } } };
    expect(body.error.fields.format.code).toBe('ftp_required');
    expect(body.error.message).toMatch(/FTP/);
    const fit = await download(bare, id, 'fit');
    expect(fit.status).toBe(200);
    const decoded = new Decoder(Stream.fromByteArray([...fit.bytes])).read();
    const interval = (decoded.messages.workoutStepMesgs ?? []).find(
      (s) => Number(s.customTargetValueHigh) > 100,
    );
    expect(Number(interval?.customTargetValueHigh)).toBeLessThan(1000); // %FTP, not watts
  });
});

describe('POST /api/workouts/import: files become own workouts', () => {
  it('imports every fixture .zwo with its true duration', async () => {
    expect(zwoFixtures.length).toBeGreaterThanOrEqual(8);
    for (const name of zwoFixtures) {
      const bytes = formatsFixture(`zwo/${name}`);
      const expected = totalSeconds(readWorkoutFile(bytes, name, { ftpW: 250 }).workout.steps);
      const res = await importFile(ana, name, bytes);
      expect(res.status, name).toBe(201);
      expect(res.json.format).toBe('zwo');
      expect(res.json.workout.source).toBe('own');
      expect(res.json.workout.metrics.durationS, name).toBe(expected);
      expect(res.json.workout.metrics.tss, name).toBeCloseTo(
        deriveWorkoutMetrics(res.json.workout.steps, 250).tss,
        9,
      );
    }
    const mine = (await ana.get('/api/workouts?mine=true&pageSize=100')).json;
    expect(mine.total).toBeGreaterThanOrEqual(zwoFixtures.length);
    expect((await bia.get('/api/workouts?mine=true')).json.total).toBe(0);
  });

  it('a .zwo comes back out with what it carried: author, category, tags, ShowCP20 and the ftptest mark', async () => {
    const test = await importFile(ana, 'ftp.zwo', formatsFixture('zwo/domestique-ftp-test-style.zwo'));
    expect(test.status).toBe(201);
    const testXml = new TextDecoder().decode((await download(ana, test.json.workout.id, 'zwo')).bytes);
    expect(testXml).toContain('<category>FTP Tests</category>');
    expect(testXml).toContain('<ShowCP20>1</ShowCP20>');
    expect(testXml).toMatch(/<FreeRide Duration="1200" ftptest="1">/);
    const sweet = await importFile(ana, 'ss.zwo', formatsFixture('zwo/Sweet_Spot_30min.zwo'));
    const sweetXml = new TextDecoder().decode((await download(ana, sweet.json.workout.id, 'zwo')).bytes);
    expect(sweetXml).toContain('<author>Philipp</author>');
    expect(sweetXml).toContain('<tag name="Sweet Spot"/>');
    // an edit in the builder (steps sent back as the API gave them) keeps both
    const detail = (await ana.get(`/api/workouts/${test.json.workout.id}`)).json;
    const edited = await ana.put(`/api/workouts/${test.json.workout.id}`, {
      name: `${detail.name} (edited)`,
      description: detail.description,
      steps: detail.steps,
    });
    expect(edited.status).toBe(200);
    const editedXml = new TextDecoder().decode((await download(ana, test.json.workout.id, 'zwo')).bytes);
    expect(editedXml).toContain('<name>FTP test, Zwift style (edited)</name>');
    expect(editedXml).toContain('<category>FTP Tests</category>');
    expect(editedXml).toMatch(/<FreeRide Duration="1200" ftptest="1">/);
    // a library workout names Domestique as its author
    const library = new TextDecoder().decode((await download(ana, 'sweet-spot-3x12-91', 'zwo')).bytes);
    expect(library).toContain('<author>Domestique</author>');
  });

  it('imports .erg (watts read with the rider’s FTP), .mrc and a .fit workout, with warnings in the rider’s language', async () => {
    const erg = new TextEncoder().encode(
      '[COURSE HEADER]\nFTP = 200\nMINUTES WATTS\n[END COURSE HEADER]\n[COURSE DATA]\n0\t100\n10\t100\n10\t200\n20\t200\n[END COURSE DATA]\n',
    );
    const fromErg = await importFile(ana, 'two-blocks.erg', erg);
    expect(fromErg.status).toBe(201);
    expect(fromErg.json.workout.metrics.durationS).toBe(1200);
    const mrc = new TextEncoder().encode(
      '[COURSE HEADER]\nMINUTES PERCENT\n[END COURSE HEADER]\n[COURSE DATA]\n0\t50\n5\t50\n5\t90\n15\t90\n[END COURSE DATA]\n',
    );
    expect((await importFile(ana, 'x.mrc', mrc)).json.workout.metrics.durationS).toBe(900);
    const sdk = await importFile(
      ana,
      'sdk.fit',
      formatsFixture('fit-bad/not-activity-WorkoutIndividualSteps.fit'),
      'pt',
    );
    expect(sdk.status).toBe(201);
    expect(sdk.json.workout.name).toBe('Example 1');
    expect(sdk.json.warnings.map((w: { code: string }) => w.code)).toEqual([
      'durations_made_open',
      'targets_dropped',
    ]);
    expect(sdk.json.warnings[0].message).not.toBe(sdk.json.warnings[0].code);
    // our own .fit export comes back whole
    const exported = await download(ana, 'sweet-spot-3x12-91', 'fit');
    if (exported.status === 404) throw new Error('library id changed: pick another sweet-spot workout');
    const again = await importFile(ana, 'ss.fit', exported.bytes);
    expect(again.json.workout.metrics.durationS).toBe(
      workoutDurationS(libraryWorkoutById('sweet-spot-3x12-91')!.steps),
    );
  });

  it('refuses damaged and wrong files with the reason in the rider’s language', async () => {
    const cases: [string, Uint8Array, string][] = [
      ['empty.zwo', new Uint8Array(0), 'empty'],
      ['noise.zwo', Uint8Array.from({ length: 500 }, (_, i) => (i * 37) % 256), 'unsupported_format'],
      [
        'broken.zwo',
        new TextEncoder().encode('<workout_file><workout><SteadyState Duration="60"'),
        'xml_invalid',
      ],
      [
        'entity.zwo',
        new TextEncoder().encode(
          '<?xml version="1.0"?><!DOCTYPE workout_file SYSTEM "http://evil.example/x.dtd"><workout_file><workout/></workout_file>',
        ),
        'xml_forbidden',
      ],
      ['ride.fit', formatsFixture('fit/edge530-bpg-garmin.fit'), 'not_workout'],
      ['cut.fit', formatsFixture('fit-bad/activity-unexpected-eof.fit'), 'corrupt'],
    ];
    for (const [name, bytes, code] of cases) {
      const res = await importFile(ana, name, bytes, 'pt');
      expect(res.status, name).toBe(400);
      expect(res.json.error.fields.file.code, name).toBe(code);
      expect(res.json.error.message, name).toBe(res.json.error.fields.file.message);
    }
    const empty = await importFile(ana, 'empty.zwo', new Uint8Array(0), 'pt');
    expect(empty.json.error.message).toMatch(/vazio/);
  });

  it('caps the size (413), needs a file (400) and multipart (415), and a signed-in rider (401)', async () => {
    const big = new Uint8Array(1024 * 1024 + 1).fill(32);
    expect((await importFile(ana, 'big.zwo', big)).status).toBe(413);
    const none = await fetch(new URL('/api/workouts/import', t.baseUrl), {
      method: 'POST',
      headers: { cookie: ana.cookieHeader(), origin: t.baseUrl },
      body: (() => {
        const f = new FormData();
        f.append('note', 'no file');
        return f;
      })(),
    });
    expect(none.status).toBe(400);
    const missing = (await none.json()) as { error: { fields: { file: { code: string } } } };
    expect(missing.error.fields.file.code).toBe('workout_file_missing');
    // two files in one import: a 400 that says what is wrong, in the rider's language (was a 413)
    const zwo = new Uint8Array(formatsFixture(`zwo/${zwoFixtures[0]}`));
    const two = await fetch(new URL('/api/workouts/import', t.baseUrl), {
      method: 'POST',
      headers: { cookie: ana.cookieHeader(), origin: t.baseUrl, 'accept-language': 'es' },
      body: (() => {
        const f = new FormData();
        f.append('file', new Blob([zwo]), 'a.zwo');
        f.append('file', new Blob([zwo]), 'b.zwo');
        return f;
      })(),
    });
    expect(two.status).toBe(400);
    const twoBody = (await two.json()) as { error: { fields: { file: { code: string; message: string } } } };
    expect(twoBody.error.fields.file.code).toBe('workout_file_one_only');
    expect(twoBody.error.fields.file.message).toBe('Importa un solo archivo de entrenamiento cada vez');
    const json = await ana.post('/api/workouts/import', { file: 'x' });
    expect(json.status).toBe(415);
    expect((await importFile(t.client(), 'x.zwo', formatsFixture(`zwo/${zwoFixtures[0]}`))).status).toBe(401);
  });
});
