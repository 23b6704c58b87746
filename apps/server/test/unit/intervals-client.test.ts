import { decodeRide, encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntervalsClient } from '../../src/modules/integrations/intervals/intervals-client.ts';
import { type FakeIntervals, startFakeIntervals } from '../support/fake-intervals.ts';

let fake: FakeIntervals;
beforeAll(async () => {
  fake = await startFakeIntervals();
  fake.addAthlete('i1001', 'key-one');
  fake.addAthlete('i2002', 'key-two');
});
afterAll(() => fake.close());

const me = { athleteId: 'i1001', apiKey: 'key-one' };

describe('intervals.icu client against the strict fake', () => {
  it('verifies a pasted id and key; a wrong key or another athlete id is unauthorized', async () => {
    const icu = createIntervalsClient(fake.origin);
    await expect(icu.verify(me)).resolves.toEqual({ athleteId: 'i1001' });
    await expect(icu.verify({ athleteId: 'i1001', apiKey: 'nope' })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    await expect(icu.verify({ athleteId: 'i2002', apiKey: 'key-one' })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('upserts workouts by external id (no duplicates) and deletes them by external id', async () => {
    const icu = createIntervalsClient(fake.origin);
    const workout = {
      externalId: 'domestique-1',
      date: '2026-06-02',
      name: 'Sweet spot',
      description: 'Warmup\n- 10m 55%\n\nMain Set 3x\n- 10m 90%\n- 5m 55%\n\nCooldown\n- 10m 50%',
    };
    await icu.upsertWorkouts(me, [workout, { ...workout, externalId: 'domestique-2', date: '2026-06-04' }]);
    await icu.upsertWorkouts(me, [{ ...workout, name: 'Sweet spot (easier)' }]);
    expect(fake.events('i1001').map((e) => [e.external_id, e.name])).toEqual([
      ['domestique-1', 'Sweet spot (easier)'],
      ['domestique-2', 'Sweet spot'],
    ]);
    expect(fake.events('i1001')[0]).toMatchObject({
      category: 'WORKOUT',
      type: 'Ride',
      start_date_local: '2026-06-02T00:00:00',
    });
    await icu.deleteWorkouts(me, ['domestique-1']);
    expect(fake.events('i1001').map((e) => e.external_id)).toEqual(['domestique-2']);
    await expect(
      icu.upsertWorkouts(me, [{ ...workout, description: '- banana 200%' }]),
    ).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('lists activities and downloads their FIT; Strava-sourced ones come without data', async () => {
    const icu = createIntervalsClient(fake.origin);
    const start = new Date('2026-05-10T08:00:00Z');
    const fit = encodeSyntheticRideFit({ durationS: 600, startTime: start });
    const id = fake.addActivity('i1001', { start, fit });
    const stravaOnly = fake.addActivity('i1001', { start: new Date('2026-05-11T08:00:00Z'), fit: null });
    const list = await icu.listActivities(me, '2026-05-01', '2026-05-31');
    expect(list.map((a) => [a.id, a.source])).toEqual([
      [stravaOnly, 'STRAVA'],
      [id, 'GARMIN_CONNECT'],
    ]);
    const ride = decodeRide(await icu.fitFile(me, id));
    expect(ride.startTime.toISOString()).toBe(start.toISOString());
    await expect(icu.fitFile(me, stravaOnly)).rejects.toMatchObject({ kind: 'rejected' });
    await expect(icu.fitFile({ athleteId: 'i2002', apiKey: 'key-two' }, id)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
