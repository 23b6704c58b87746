import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, upload, uploadOne } from '../support/uploads.ts';

let t: TestApp;
let nia: TestClient;
const ids = { fit: '', gpx: '', run: '' };

beforeAll(async () => {
  t = await startTestApp();
  nia = t.client();
  await onboardedRider(nia, 'nia-names@example.com', { ftp: 250 });
  // a Wahoo ELEMNT file: its FIT holds a workout name ("自行车", the device's placeholder), not a ride title
  ids.fit = await uploadOne(nia, {
    name: '2019-02-17-062644-ELEMNT-297E-195-0.fit',
    bytes: formatsFixture('fit/2019-02-17-062644-ELEMNT-297E-195-0.fit'),
  });
  // Strava's GPX export names the track with the title the rider gave the ride
  ids.gpx = await uploadOne(nia, {
    name: 'export_4078723797.gpx',
    bytes: formatsFixture('gpx/edge1000-zpider-4078723797_strava.gpx'),
  });
  // a run recorded by a watch (not a ride)
  ids.run = await uploadOne(nia, {
    name: 'run.fit',
    bytes: formatsFixture('fit-bad/compressed-speed-distance.fit'),
  });
});
afterAll(() => t?.close());

const detail = async (id: string) => (await nia.get(`/api/activities/${id}`)).json;
const rename = (id: string, body: unknown, lang = 'en') =>
  nia.request('PATCH', `/api/activities/${id}`, body, { 'accept-language': lang });

describe('ride names', () => {
  it('a FIT without a title: name null (the client shows its default), the file name kept apart', async () => {
    expect(await detail(ids.fit)).toMatchObject({
      name: null,
      file: '2019-02-17-062644-ELEMNT-297E-195-0.fit',
      cycling: true,
    });
  });

  it('a GPX with a track name: that name', async () => {
    expect(await detail(ids.gpx)).toMatchObject({
      name: 'De benen op spanning zetten met Martijn',
      file: 'export_4078723797.gpx',
    });
  });

  it('the list says which rides are rides, so another sport is named as an activity', async () => {
    const items = (await nia.get('/api/activities')).json.items as {
      id: string;
      name: string | null;
      cycling: boolean;
    }[];
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId[ids.fit]).toMatchObject({ name: null, cycling: true });
    expect(byId[ids.gpx]).toMatchObject({ name: 'De benen op spanning zetten met Martijn', cycling: true });
    expect(byId[ids.run]).toMatchObject({ name: null, cycling: false });
  });

  it('renames; null or a blank name clears back to the default, for a file title too', async () => {
    const res = await rename(ids.fit, { name: '  Hill   repeats ' });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Hill   repeats'); // trimmed, the rider's spacing inside kept
    expect((await detail(ids.fit)).name).toBe('Hill   repeats');

    const blank = await rename(ids.fit, { name: '   ' });
    expect(blank.status).toBe(200);
    expect(blank.json.name).toBeNull();

    await rename(ids.fit, { name: 'Hill repeats' });
    expect((await rename(ids.fit, { name: null })).json.name).toBeNull();
    expect((await detail(ids.fit)).name).toBeNull();

    expect((await rename(ids.gpx, { name: null })).json).toMatchObject({
      name: null,
      file: 'export_4078723797.gpx',
    });
    expect((await rename(ids.gpx, { name: 'Zpider' })).json.name).toBe('Zpider');
  });

  it('refuses a bad rename with a message in the rider’s language; nothing changes', async () => {
    const messages = {
      en: 'Please keep the ride name to 200 characters or fewer',
      pt: 'O nome do pedal pode ter no máximo 200 caracteres',
      es: 'El nombre de la salida puede tener como máximo 200 caracteres',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await rename(ids.gpx, { name: 'x'.repeat(201) }, lang);
      expect(res.status).toBe(400);
      expect(res.json.error.fields.name).toEqual({ code: 'ride_name_too_long', message });
    }
    expect((await rename(ids.gpx, { name: 'y'.repeat(200) })).status).toBe(200);
    for (const bad of [{ name: 42 }, {}, { name: 'x', sport: 'running' }]) {
      expect((await rename(ids.gpx, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await detail(ids.gpx)).name).toBe('y'.repeat(200));
  });

  it('a duplicate names the stored ride the same way: its name, or null with `cycling` for the default', async () => {
    const [again] = (
      await upload(nia, [
        { name: 'copy.fit', bytes: formatsFixture('fit/2019-02-17-062644-ELEMNT-297E-195-0.fit') },
      ])
    ).json.results;
    expect(again.duplicate).toEqual({
      reason: 'same_file',
      activity: { id: ids.fit, name: null, startTime: (await detail(ids.fit)).startTime, cycling: true },
    });
  });

  it('another rider cannot rename the ride', async () => {
    const other = t.client();
    await onboardedRider(other, 'omar-names@example.com');
    expect((await other.request('PATCH', `/api/activities/${ids.gpx}`, { name: null })).status).toBe(404);
    expect((await detail(ids.gpx)).name).toBe('y'.repeat(200));
  });
});
