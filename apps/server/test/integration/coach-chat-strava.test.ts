import { CONSENT_TEXT_VERSIONS } from '@domestique/contract';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import type { TestClient } from '../support/http-client.ts';
import { createPlan, testClock } from '../support/plans.ts';
import { onboardedRider } from '../support/rider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadOne } from '../support/uploads.ts';

/**
 * The chat's ride tools and Strava's API agreement: a rider's own uploaded ride reaches the model through get_ride
 * and get_fitness; once any of a rider's rides came through Strava, those tools answer "withheld" and no ride figure
 * is sent.
 */
const KEY = 'sk-test-chat-strava';
const MODEL = 'coach-chat-strava-7b';
const clock = testClock('2026-06-10T12:00:00Z');
let fake: FakeOpenAi;
let t: TestApp;

const ride = (seed: number) =>
  encodeSyntheticRideFit({
    durationS: 3600,
    seed,
    startTime: new Date('2026-06-08T07:00:00Z'),
    power: () => 200,
  });

async function rider(email: string) {
  const client = t.client();
  await onboardedRider(client, email, { ftp: 240, timezone: 'Europe/Lisbon', interface_language: 'en' });
  await createPlan(client);
  await client.put('/api/me/consents/ai_coach', {
    granted: true,
    textVersion: CONSENT_TEXT_VERSIONS.ai_coach,
  });
  await uploadOne(client, { name: 'monday.fit', bytes: ride(email.length) });
  const id = (await client.get('/api/auth/get-session')).json.user.id as string;
  return { client, id };
}

/** The tool results the model was sent for get_ride (Monday) and get_fitness. */
async function rideFacts(client: TestClient) {
  fake.reply(
    {
      kind: 'tools',
      calls: [
        { name: 'get_ride', arguments: { date: '2026-06-08' } },
        { name: 'get_fitness', arguments: {} },
      ],
    },
    { kind: 'text', content: 'Noted.' },
  );
  const res = await client.post('/api/coach/chat', { message: 'How was Monday?' });
  expect(res.status).toBe(200);
  return fake.requests
    .at(-1)!
    .messages.filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content ?? 'null'));
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
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the chat’s ride tools', () => {
  it('send a rider’s own ride and fitness; nothing ride-derived once a ride came through Strava', async () => {
    const own = await rider('own-rides@example.com');
    const strava = await rider('strava-rides@example.com');
    await t.app.jobs.idle();
    await t.database.query(
      `insert into ride_sources (id, user_id, activity_id, source, external_id)
       select 'rs-chat-strava', user_id, id, 'strava', '992' from activities where user_id = $1`,
      [strava.id],
    );

    const [rides, fitness] = await rideFacts(own.client);
    expect(rides).toHaveLength(1);
    expect(rides[0].durationS).toBeGreaterThan(3000);
    expect(rides[0].tss).toBeGreaterThan(0);
    expect(fitness.ctl).toBeGreaterThan(0);

    const withheld = await rideFacts(strava.client);
    for (const result of withheld) expect(result).toEqual({ withheld: expect.stringMatching(/Strava/) });
    expect(fake.violations).toEqual([]);
  });
});
