/**
 * Child process for the HTTP benchmark: opens one database, serves the real app on one port and the baseline on
 * another (both on the same database handle, as PGlite allows one opener), then reports readiness over IPC.
 * The app logs at BENCH_LOG_LEVEL (default info, as users run it) to this process's stdout, which the parent points
 * at a file.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
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

const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'domestique-bench-')),
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

/**
 * Baseline, the minimum a token-checked profile read needs: Fastify without a logger, an HS256 token checked with
 * node:crypto, and one parameterised SELECT straight through the driver (pg pool / PGlite `query`). Nothing else.
 */
const baseline = Fastify({ logger: false });
baseline.get('/profile', async (request, reply) => {
  const token = (request.headers.authorization ?? '').slice(7);
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return reply.status(401).send({});
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return reply.status(401).send({});
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { sub: string; exp: number };
  if (claims.exp < Date.now() / 1000) return reply.status(401).send({});
  const rows = await database.query('select * from profiles where user_id = $1', [claims.sub]);
  return rows[0] ?? reply.status(404).send({});
});
await baseline.listen({ port: basePort, host: '127.0.0.1' });
process.send?.({ ready: true, driver: database.driver, logLevel: config.logLevel });
process.on('SIGTERM', async () => {
  await baseline.close();
  await app.close();
  await database.close();
  process.exit(0);
});
