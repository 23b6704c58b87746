import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createLogger } from '../../src/http/logging.ts';
import { freshDatabaseUrl } from './database.ts';
import { TestClient } from './http-client.ts';
import { seedPgliteFromTemplate } from './pglite-template.ts';
import { startSmtpServer } from './smtp.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface TestApp {
  baseUrl: string;
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The app instance and its database, for tests that inspect or break them (expire a token, stop the database). */
  app: FastifyInstance;
  database: Database;
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where the app's log lines go (default: stdout at TEST_LOG_LEVEL, silent unless set). */
  logTo?: DestinationStream;
  /** Runs after the app is built and before it listens: tests add test-only routes here, never production code. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** The coach's clock ("today" in the rider's time zone); default the system clock. */
  now?: () => Date;
}

/**
 * The real app over real HTTP on a random port, with a real SMTP server catching its mail. PostgreSQL when
 * DATABASE_URL is set (a fresh database per test file, dropped afterwards), else PGlite in a temp folder.
 */
export async function startTestApp(
  /** Overrides; `undefined` unsets a variable the test app sets by default (e.g. BASE_URL). */
  env: Record<string, string | undefined> = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-test-'));
  const smtp = await startSmtpServer();
  const fresh = await freshDatabaseUrl();
  const port = await freePort();
  if (!fresh.url) seedPgliteFromTemplate(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SMTP_URL: smtp.url,
    RATE_LIMIT: 'off',
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const logger = createLogger(config.logLevel, opts.logTo);
  const database = await openDatabase({ ...config, log: logger });
  const app = await createApp(config, { database, logger, now: opts.now });
  await opts.beforeListen?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: config.baseUrl,
    config,
    smtp,
    app,
    database,
    client: () => new TestClient(config.baseUrl),
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
