/**
 * Child process for the HTTP benchmark: opens one database, serves the real app on one port and the baseline on
 * another (both on the same database handle, as PGlite allows one opener), then reports readiness over IPC.
 * The app logs at BENCH_LOG_LEVEL (default info, as users run it) to this process's stdout, which the parent points
 * at a file.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/http/logging.ts';

const secret = Buffer.from(process.env.BENCH_JWT_SECRET ?? '', 'base64url');
const appPort = Number(process.env.BENCH_APP_PORT);
const basePort = Number(process.env.BENCH_BASELINE_PORT);

// the PGlite folder (≈ 44 MB after a run) is removed when the parent stops this process
const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: String(appPort),
  HOST: '127.0.0.1',
  BASE_URL: `http://127.0.0.1:${appPort}`,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  RATE_LIMIT: 'off',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const log = createLogger(config.logLevel);
const database = await openDatabase({ ...config, log });
const app = await createApp(config, { database, logger: log });
await app.listen({ port: appPort, host: '127.0.0.1' });

/** The user id of a valid HS256 token, else null: the baseline's whole authentication. */
function subject(authorization: string | undefined): string | null {
  const [h, p, s] = (authorization ?? '').slice(7).split('.');
  if (!h || !p || !s) return null;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { sub: string; exp: number };
  return claims.exp < Date.now() / 1000 ? null : claims.sub;
}

/**
 * Baselines, the minimum each authenticated read needs: Fastify without a logger, an HS256 token checked with
 * node:crypto, and the same SQL as the app's (one parameterised SELECT for the profile; for the list the page of rides,
 * their count, the rider's FTP history and profile — the app shows where each ride's FTP came from) straight through
 * the driver (pg pool / PGlite `query`). Nothing else.
 */
const baseline = Fastify({ logger: false });
baseline.get('/profile', async (request, reply) => {
  const user = subject(request.headers.authorization);
  if (!user) return reply.status(401).send({});
  const rows = await database.query('select * from profiles where user_id = $1', [user]);
  return rows[0] ?? reply.status(404).send({});
});
baseline.get('/activities', async (request, reply) => {
  const user = subject(request.headers.authorization);
  if (!user) return reply.status(401).send({});
  // the app's four reads: the page, the count, and what says where each ride's FTP came from (the rider's FTP
  // history and profile), all at once
  const [items, total, history, profile] = await Promise.all([
    database.query(
      `select id, name, sport, cycling, start_time, moving_s, elapsed_s, distance_m, elevation_gain_m, has_power,
              avg_power_w, normalized_power_w, tss, intensity_factor, hr_load
       from activities where user_id = $1 order by start_time desc nulls last, id asc limit 20 offset 0`,
      [user],
    ),
    database.query<{ n: number }>('select count(*)::int as n from activities where user_id = $1', [user]),
    database.query('select * from ftp_history where user_id = $1 order by created_at asc, id asc', [user]),
    database.query(
      `select ftp, weight, weight_unit, experience_level, timezone, lthr, max_hr, resting_hr
       from profiles where user_id = $1 limit 1`,
      [user],
    ),
  ]);
  return { items, total: total[0]?.n ?? 0, history: history.length, profile: profile.length };
});
await baseline.listen({ port: basePort, host: '127.0.0.1' });
process.send?.({ ready: true, driver: database.driver, logLevel: config.logLevel });
process.on('SIGTERM', async () => {
  await baseline.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
