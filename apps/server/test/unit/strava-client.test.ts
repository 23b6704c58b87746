import { decodeRide } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStravaClient, StravaError } from '../../src/modules/integrations/strava/strava-client.ts';
import {
  nextAllowedAt,
  nextQuarterHour,
  nextUtcMidnight,
  readRateHeaders,
} from '../../src/modules/integrations/strava/strava-rate-limit.ts';
import { stravaRideFile } from '../../src/modules/integrations/strava/strava-ride.ts';
import { type FakeStrava, startFakeStrava } from '../support/fake-strava.ts';
import { stravaRideStreams } from '../support/strava-rides.ts';

const REDIRECT = 'http://127.0.0.1:1/oauth/strava/callback';
let fake: FakeStrava;

beforeAll(async () => {
  fake = await startFakeStrava({ readLimit: [6, 1000] });
  fake.state.redirectUris.add(REDIRECT);
  fake.addAthlete(77);
});
afterAll(() => fake.close());

const client = () =>
  createStravaClient({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    authorizeUrl: fake.authorizeUrl,
    tokenUrl: fake.tokenUrl,
    apiUrl: fake.apiUrl,
    webhookVerifyToken: null,
  });

/** Follows the authorisation page's redirect and returns the callback's query. */
async function authorize(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).searchParams;
}

describe('Strava client against the strict fake', () => {
  it('asks for activity:read_all with state, exchanges the code once, and rotates refresh tokens', async () => {
    const strava = client();
    const back = await authorize(strava.authorizeUrl(REDIRECT, 'state-1'));
    expect(back.get('state')).toBe('state-1');
    expect(back.get('scope')).toBe('activity:read_all');
    const tokens = await strava.exchangeCode(back.get('code')!);
    expect(tokens.athlete.id).toBe(77);
    await expect(strava.exchangeCode(back.get('code')!)).rejects.toMatchObject({ kind: 'unauthorized' });
    const next = await strava.refresh(tokens.refresh_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    await expect(strava.refresh(tokens.refresh_token)).rejects.toBeInstanceOf(StravaError);
    await strava.deauthorize(next.access_token);
    await expect(strava.refresh(next.refresh_token)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('refuses a redirect URI that is not registered exactly', async () => {
    const res = await fetch(client().authorizeUrl(`${REDIRECT}/`, 's'), { redirect: 'manual' });
    expect(res.status).toBe(400);
  });

  it('lists, pages and reads streams into a ride the analysis accepts; 429 carries the window reset', async () => {
    const strava = client();
    const start = Date.parse('2026-05-02T07:00:00Z');
    for (let i = 0; i < 3; i++)
      fake.addActivity(77, {
        start_date: new Date(start + i * 86_400_000).toISOString(),
        streams: stravaRideStreams({ durationS: 900, power: i !== 1 }),
      });
    const back = await authorize(strava.authorizeUrl(REDIRECT, 's'));
    const { access_token } = await strava.exchangeCode(back.get('code')!);
    const page1 = await strava.listActivities(access_token, { after: start / 1000 - 1, page: 1, perPage: 2 });
    const page2 = await strava.listActivities(access_token, { after: start / 1000 - 1, page: 2, perPage: 2 });
    expect(page1.value).toHaveLength(2);
    expect(page2.value).toHaveLength(1);
    expect(page1.rate?.short).toEqual({ used: 1, limit: 6 });
    const withoutPower = page1.value.find((a) => a.start_date.startsWith('2026-05-03'))!;
    const { value: streams } = await strava.streams(access_token, withoutPower.id);
    expect(streams.watts).toBeUndefined();
    const ride = decodeRide(stravaRideFile(withoutPower, streams)!);
    expect(ride.samples.power).toBeNull();
    expect(ride.samples.heartRate).not.toBeNull();
    expect(ride.startTime.toISOString()).toBe('2026-05-03T07:00:00.000Z');
    for (let i = 0; i < 3; i++) await strava.getActivity(access_token, withoutPower.id);
    const limited = await strava.getActivity(access_token, withoutPower.id).catch((e: unknown) => e);
    expect(limited).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect((limited as StravaError).retryAt!.getTime() % 900_000).toBe(0);
  });
});

describe('rate-limit arithmetic', () => {
  it('waits for the quarter hour, or UTC midnight when the day is used up', () => {
    const now = new Date('2026-05-01T10:07:30Z');
    expect(nextQuarterHour(now).toISOString()).toBe('2026-05-01T10:15:00.000Z');
    expect(nextUtcMidnight(now).toISOString()).toBe('2026-05-02T00:00:00.000Z');
    const headers = new Headers({
      'x-ratelimit-limit': '200,2000',
      'x-ratelimit-usage': '20,300',
      'x-readratelimit-limit': '100,1000',
      'x-readratelimit-usage': '100,300',
    });
    const rate = readRateHeaders(headers)!;
    expect(rate.short).toEqual({ used: 100, limit: 100 });
    expect(nextAllowedAt(rate, now)?.toISOString()).toBe('2026-05-01T10:15:00.000Z');
    expect(
      nextAllowedAt(
        { short: { used: 1, limit: 100 }, daily: { used: 1000, limit: 1000 } },
        now,
      )?.toISOString(),
    ).toBe('2026-05-02T00:00:00.000Z');
    expect(
      nextAllowedAt({ short: { used: 1, limit: 100 }, daily: { used: 1, limit: 1000 } }, now),
    ).toBeNull();
  });
});
