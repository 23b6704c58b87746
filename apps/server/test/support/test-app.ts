import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { TestClient } from './http-client.ts';
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

/**
 * PostgreSQL when DATABASE_URL is set (a fresh database per test file, dropped afterwards), else PGlite in a temp
 * folder. The same integration suite therefore runs on both drivers.
 */
async function freshDatabaseUrl(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  const name = `domestique_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  baseUrl: string;
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  client(): TestClient;
  close(): Promise<void>;
}

/** The real app over real HTTP on a random port, with a real SMTP server catching its mail. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-test-'));
  const smtp = await startSmtpServer();
  const database = await freshDatabaseUrl();
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SMTP_URL: smtp.url,
    RATE_LIMIT: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const db = await openDatabase(config);
  const app = await createApp(config, { database: db });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: config.baseUrl,
    config,
    smtp,
    client: () => new TestClient(config.baseUrl),
    async close() {
      await app.close();
      await db.close();
      await smtp.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
