/**
 * Calendar benchmark (`npm run bench -- calendar`): the month view of a rider in the middle of a 24-week plan —
 * `GET /api/calendar` over six weeks (42 days: planned sessions with their status and ride, the rides, unavailable
 * days, check-ins) through the real HTTP API, on PGlite and PostgreSQL (BENCH_DRIVERS). The rider has a year of
 * rides (one a day) and a check-in a day; the first read of the day also runs the daily adaptation pass (shown
 * apart). Goal: ≤ 20 ms on PostgreSQL (issue 9). Then plan creation, `POST /api/plans` for the same rider on its
 * "today" (issue 18: the whole-history daily loads read once per request), shown beside the month read of the same run
 * as a ratio, which holds better than the milliseconds on a loaded machine.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '@domestique/coach';
import { activities, checkIns } from '../apps/server/src/db/schema.ts';
import { benchDrivers, medianMs, openBenchDatabase, skippedRow, startBenchApp } from './bench-db.ts';
import type { Row } from './table.ts';

const ROUNDS = Number(process.env.BENCH_CALENDAR_ROUNDS ?? 31);
const PLAN_ROUNDS = Number(process.env.BENCH_PLAN_CREATE_ROUNDS ?? 11);
const GOAL_MS = 20;
/** The rider's "today": week 12 of a plan that started 11 weeks ago. */
const TODAY = '2026-09-16';
const PLAN_START = addDays(TODAY, -11 * 7 - 2);

async function benchDriver(driver: string): Promise<Row[]> {
  const bench = await openBenchDatabase(driver);
  if (!bench) return [skippedRow('calendar', `month read (${driver})`)];
  let clock = new Date(`${PLAN_START}T09:00:00Z`);
  const { app, address } = await startBenchApp(bench, {}, { now: () => clock });
  try {
    const origin = 'http://127.0.0.1:3999';
    const signUp = await fetch(`${address}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'calendar@example.com', password: 'Tr41ning-Days!', name: 'Bench' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const headers = { cookie, origin, 'content-type': 'application/json' };
    const send = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${address}${url}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    await send('PUT', '/api/profile', {
      name: 'Bench',
      email: 'calendar@example.com',
      age: 38,
      weight: 72,
      weight_unit: 'kg',
      ftp: 280,
      knows_ftp: true,
      experience_level: 'advanced',
      primary_goal: 'climbing',
      timezone: 'Europe/Lisbon',
      onboarding_completed: true,
    });
    // a year of rides (one a day, 07:00 UTC) and a check-in a day, straight into the tables
    const { db } = bench.database;
    const days = Array.from({ length: 365 }, (_, i) => addDays(TODAY, -364 + i));
    await db.insert(activities).values(
      days.map((day, i) => ({
        id: randomUUID(),
        userId,
        source: 'upload',
        fileSha256: `bench-${i}`,
        fileFormat: 'fit',
        fileBytes: 1000,
        startTime: new Date(`${day}T07:00:00Z`),
        elapsedS: 3900,
        movingS: 3600 + (i % 5) * 600,
        distanceM: 30_000,
        hasPower: true,
        avgPowerW: 200,
        tss: 50 + (i % 7) * 12,
        laps: [],
      })),
    );
    await db.insert(checkIns).values(
      days.map((date, i) => ({
        id: randomUUID(),
        userId,
        date,
        sleep: 3 + (i % 3),
        fatigue: 2 + (i % 3),
        soreness: 2,
        stress: 2,
        motivation: 4,
        readiness: 70,
        readinessBand: 'good',
      })),
    );
    const planBody = {
      weeks: 24,
      weeklyHours: 10,
      availability: ['tue', 'wed', 'thu', 'sat', 'sun'].map((day) => ({ day, maxDurationS: 3 * 3600 })),
      strength: true,
    };
    await send('POST', '/api/plans', planBody);
    await send('POST', '/api/calendar/unavailable', {
      from: addDays(PLAN_START, 3),
      to: addDays(PLAN_START, 5),
      reason: 'travel',
    });
    clock = new Date(`${TODAY}T09:00:00Z`);
    const from = addDays(TODAY, -20);
    const url = `/api/calendar?from=${from}&to=${addDays(from, 41)}`;
    let first = performance.now();
    const month = (await send('GET', url)) as { days: { sessions: unknown[]; rides: unknown[] }[] };
    first = performance.now() - first;
    const sessions = month.days.reduce((n, d) => n + d.sessions.length, 0);
    const rides = month.days.reduce((n, d) => n + d.rides.length, 0);
    const ms = await medianMs(() => send('GET', url), ROUNDS, 5);
    // last: each creation ends the plan before it (the month read above saw the one plan)
    const createMs = await medianMs(() => send('POST', '/api/plans', planBody), PLAN_ROUNDS, 2);
    return [
      {
        suite: 'calendar',
        case: `month read, GET /api/calendar 42 days (${bench.driver})`,
        value: `${ms.toFixed(1)} ms`,
        detail: `${sessions} sessions, ${rides} rides, check-ins; median of ${ROUNDS} over HTTP`,
        goal: driver === 'postgres' ? `≤ ${GOAL_MS} ms on PostgreSQL` : '',
        ...(driver === 'postgres' ? { pass: ms <= GOAL_MS } : {}),
      },
      {
        suite: 'calendar',
        case: `first read of the day, with the daily pass (${bench.driver})`,
        value: `${first.toFixed(1)} ms`,
        detail: 'adaptPlan over 11 weeks of rides, plan and calendar rows rewritten',
        goal: '',
      },
      {
        suite: 'calendar',
        case: `plan creation, POST /api/plans 24 weeks (${bench.driver})`,
        value: `${createMs.toFixed(1)} ms`,
        detail: `${(createMs / ms).toFixed(2)}× the month read; a year of rides; median of ${PLAN_ROUNDS} over HTTP`,
        goal: '',
      },
    ];
  } finally {
    await app.close();
    await bench.close();
  }
}

export async function benchCalendar(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const driver of benchDrivers()) rows.push(...(await benchDriver(driver)));
  return rows;
}
