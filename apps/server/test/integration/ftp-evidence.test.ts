import { encodeSyntheticRideFit } from '@domestique/formats';
import { intensityBeyondFtp } from '@domestique/science';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formatsFixture, uploadOne } from '../support/uploads.ts';

/**
 * Issue 12: two power rides (2020, 2025) were scored on a guessed 190 W (IF 1.39, TSS 472), the ride page did not say
 * the FTP was a guess, and no FTP suggestion came, nor any reason why not.
 */
const DAY = 86_400_000;
let t: TestApp;
let eva: TestClient;
const ids = {} as Record<'edge530' | 'recent' | 'tenMinutes' | 'short' | 'gpx', string>;
beforeAll(async () => {
  t = await startTestApp();
  eva = t.client();
  // no FTP known: 2.8 W/kg × 70 kg = 195 W from the onboarding answers
  await onboardedRider(eva, 'eva-evidence@example.com', { weight: 70 });
  ids.edge530 = await uploadOne(eva, {
    name: 'edge530.fit',
    bytes: formatsFixture('fit/edge530-bpg-garmin.fit'),
  });
  ids.recent = await uploadOne(eva, {
    name: 'recent.fit',
    bytes: encodeSyntheticRideFit({ durationS: 3600, seed: 7, startTime: new Date(Date.now() - 2 * DAY) }),
  });
  ids.tenMinutes = await uploadOne(eva, {
    name: 'ten-minutes.fit',
    bytes: encodeSyntheticRideFit({ durationS: 600, seed: 3, startTime: new Date(Date.now() - 5 * DAY) }),
  });
  ids.short = await uploadOne(eva, {
    name: 'short.fit',
    bytes: encodeSyntheticRideFit({ durationS: 150, seed: 3, startTime: new Date(Date.now() - 6 * DAY) }),
  });
  ids.gpx = await uploadOne(eva, {
    name: 'no-power.gpx',
    bytes: formatsFixture('gpx/edge1000-short-pause-activity_5039744860.gpx'),
  });
});
afterAll(() => t?.close());

const detail = async (id: string, c: TestClient = eva) => (await c.get(`/api/activities/${id}`)).json;

describe('a ride scored on the estimate from the answers says so, and what it says about the FTP', () => {
  it('the 2020 Edge 530 ride: a guessed FTP, an IF no real FTP allows, too old to suggest one', async () => {
    const d = await detail(ids.edge530);
    expect(d.ftpUsedW).toBe(195);
    expect(d.ftpSource).toBe('answers');
    expect(d.intensityFactor).toBeGreaterThan(1.35); // NP 264 W over 2 h 26 min
    expect(d.ftpEvidence).toEqual({ ifBeyondFtp: true, suggestion: null, noSuggestionReason: 'too_old' });
  });

  it('the dashboard counts the rides with power and the recent ones (only those can suggest an FTP)', async () => {
    const summary = (await eva.get('/api/dashboard/summary')).json;
    // edge530 (2020) is too old; the three synthetic rides of the last week hold power; the GPX none
    expect(summary.powerRides).toEqual({ count: 4, recent: 3 });
    // a rider whose only ride with power is the 2020 one: a ride with power, none recent, no suggestion
    const old = t.client();
    await onboardedRider(old, 'old-rides@example.com', { weight: 70 });
    await uploadOne(old, { name: 'edge530.fit', bytes: formatsFixture('fit/edge530-bpg-garmin.fit') });
    const theirs = (await old.get('/api/dashboard/summary')).json;
    expect(theirs.powerRides).toEqual({ count: 1, recent: 0 });
    expect(theirs.ftpSuggestion).toBeNull();
    // no plan ever held these rides: the feedback read says so (the web asks how it felt, not against a plan)
    expect((await eva.get(`/api/activities/${ids.edge530}/feedback`)).json).toEqual({
      feedback: null,
      session: null,
    });
  });

  it('a recent ride with a 20-minute effort left a suggestion, named on its page', async () => {
    const pending = (await eva.get('/api/dashboard/summary')).json.ftpSuggestion;
    expect(pending.activity.id).toBe(ids.recent);
    const d = await detail(ids.recent);
    expect(d.ftpSource).toBe('answers');
    expect(d.ftpEvidence).toEqual({
      ifBeyondFtp: intensityBeyondFtp(d.intensityFactor, d.movingS),
      suggestion: { id: pending.id, estimateW: pending.estimateW, status: 'pending' },
      noSuggestionReason: null,
    });
    // a 10-minute ride gives a weaker estimate (CP of its 3–10-min efforts): the pending one is named instead
    expect((await detail(ids.tenMinutes)).ftpEvidence).toMatchObject({
      suggestion: null,
      noSuggestionReason: 'another_suggestion',
    });
  });

  it('a 150-s ride is too short; a ride without power is not scored on FTP at all', async () => {
    expect((await detail(ids.short)).ftpEvidence).toEqual({
      ifBeyondFtp: false,
      suggestion: null,
      noSuggestionReason: 'too_short',
    });
    const gpx = await detail(ids.gpx);
    expect(gpx.intensityFactor).toBeNull();
    expect(gpx.ftpSource).toBeNull();
    expect(gpx.ftpEvidence).toBeNull();
  });

  it('the list and the dashboard’s last ride say which rides were scored on the guess', async () => {
    const items = (await eva.get('/api/activities?pageSize=10')).json.items;
    const source = (id: string) => items.find((i: { id: string }) => i.id === id).ftpSource;
    expect(source(ids.edge530)).toBe('answers');
    expect(source(ids.recent)).toBe('answers');
    expect(source(ids.gpx)).toBeNull();
    expect((await eva.get('/api/dashboard/summary')).json.lastRide).toMatchObject({
      id: ids.recent,
      ftpSource: 'answers',
    });
  });

  it('once the suggestion is accepted the rides say where their FTP came from', async () => {
    const pending = (await eva.get('/api/dashboard/summary')).json.ftpSuggestion;
    await eva.post(`/api/ftp/suggestions/${pending.id}/accept`);
    const d = await detail(ids.recent);
    expect(d.ftpSource).toBe('estimate');
    expect(d.ftpEvidence.suggestion).toMatchObject({ status: 'accepted', estimateW: pending.estimateW });
    // the 2020 ride is before the first FTP: scored with it, and no longer on a guess
    expect((await detail(ids.edge530)).ftpSource).toBe('estimate');
  });

  it('with a known FTP, an easy recent ride does not beat it', async () => {
    const fay = t.client();
    await onboardedRider(fay, 'fay-evidence@example.com', { ftp: 320 });
    const id = await uploadOne(fay, {
      name: 'easy.fit',
      bytes: encodeSyntheticRideFit({ durationS: 3600, seed: 7, startTime: new Date(Date.now() - DAY) }),
    });
    expect((await detail(id, fay)).ftpSource).toBe('manual');
    expect((await detail(id, fay)).ftpEvidence).toEqual({
      ifBeyondFtp: false,
      suggestion: null,
      noSuggestionReason: 'not_above_ftp',
    });
  });
});
