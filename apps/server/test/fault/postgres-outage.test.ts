import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSyntheticRideFit } from '@domestique/formats';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client.ts';
import { createPrivatePostgres } from '../support/private-postgres.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { freePort } from '../support/test-app.ts';
import { upload } from '../support/uploads.ts';

const RIDERS = 3;
const OUTAGES = 2;
const OUTAGE_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Rider {
  index: number;
  id: string;
  token: string;
  client: TestClient;
  /** Uploads the server acknowledged (created, or a retried file found already stored), with the bytes' hash. */
  rides: Array<{ id: string; sha: string }>;
  /** Weights PUT in order; the last one answered 200. */
  weightsSent: number[];
  lastAckedWeight: number | null;
}

/** What the load saw: answers by status, and anything that must never happen (a 5xx other than 503, a dead socket). */
class Observations {
  readonly statuses = new Map<number | string, number>();
  readonly failures: string[] = [];
  unavailableWithoutRetryAfter = 0;

  see(what: string, status: number | string, headers?: Headers) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status === 503 && !headers?.get('retry-after')) this.unavailableWithoutRetryAfter++;
    if (typeof status === 'string' || (status >= 500 && status !== 503))
      this.failures.push(`${what} → ${status}`);
  }
}

const profileBody = (rider: Rider, weight: number) => ({
  name: `Outage Rider ${rider.index}`,
  email: `outage-${rider.index}@example.com`,
  age: 38,
  weight,
  weight_unit: 'kg',
  ftp: 250,
  knows_ftp: true,
  experience_level: 'advanced',
  primary_goal: 'endurance',
});

/** A distinct ride per (rider, n): its own seed and its own day, so it is never a duplicate of another. */
const rideFile = (rider: Rider, n: number) =>
  encodeSyntheticRideFit({
    durationS: 900,
    seed: rider.index * 10_000 + n + 1,
    startTime: new Date(Date.UTC(2026, 0, 1, 7) + (rider.index * 1000 + n) * 86_400_000),
  });

function networkError(error: unknown): string {
  return `network:${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`;
}

async function uploadLoop(rider: Rider, seen: Observations, running: () => boolean) {
  let n = 0;
  let pending: Uint8Array | null = null;
  while (running()) {
    pending ??= rideFile(rider, n++);
    try {
      const res = await upload(rider.client, [{ name: `ride-${n}.fit`, bytes: pending }], {
        authorization: `Bearer ${rider.token}`,
      });
      seen.see('upload', res.status, res.headers);
      const result = res.json?.results?.[0];
      if (res.status === 200 && result?.activityId) {
        rider.rides.push({ id: result.activityId, sha: sha256(pending) });
        pending = null;
      }
    } catch (error) {
      seen.see('upload', networkError(error));
    }
    await sleep(20);
  }
}

async function profileLoop(rider: Rider, seen: Observations, running: () => boolean) {
  let k = 0;
  while (running()) {
    const weight = 60 + ++k / 10;
    rider.weightsSent.push(weight);
    try {
      const res = await rider.client.put('/api/profile', profileBody(rider, weight));
      seen.see('profile PUT', res.status, res.headers);
      if (res.status === 200) rider.lastAckedWeight = weight;
    } catch (error) {
      seen.see('profile PUT', networkError(error));
    }
    await sleep(20);
  }
}

async function readLoop(rider: Rider, seen: Observations, running: () => boolean) {
  const paths = ['/api/profile', '/api/activities', '/api/dashboard/summary', '/api/progress/fitness'];
  for (let i = 0; running(); i++) {
    const p = paths[i % paths.length]!;
    try {
      const res = await rider.client.get(p);
      // no profile before the first PUT lands
      if (!(res.status === 404 && p === '/api/profile')) seen.see(`GET ${p}`, res.status, res.headers);
    } catch (error) {
      seen.see(`GET ${p}`, networkError(error));
    }
    await sleep(20);
  }
}

/** Milliseconds from the database's return until an authenticated read that needs it answers again. */
async function timeToRecover(rider: Rider, server: ServerProcess): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server process died:\n${server.output().slice(-3000)}`);
    const res = await rider.client.get('/api/activities').catch(() => null);
    if (res?.status === 200) return Math.round(performance.now() - start);
    if (performance.now() - start > 15_000) throw new Error('the app did not recover within 15 s');
    await sleep(10);
  }
}

async function signUp(base: string, index: number): Promise<Rider> {
  const client = new TestClient(base);
  const res = await client.post('/api/auth/sign-up/email', {
    email: `outage-${index}@example.com`,
    password: 'Outage-test-2026',
    name: `Outage Rider ${index}`,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  // Bearer only (no cookie jar): the token is what must never reach the log.
  const bearer = new TestClient(base);
  bearer.headers = { authorization: `Bearer ${res.json.token}` };
  return {
    index,
    id: res.json.user.id,
    token: res.json.token,
    client: bearer,
    rides: [],
    weightsSent: [],
    lastAckedWeight: null,
  };
}

/** Every original file must belong to a stored ride; no temporary file may be left. */
async function orphanFiles(dataDir: string, url: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const rows = (
    await db.query<{ user_id: string; file_sha256: string }>('select user_id, file_sha256 from activities')
  ).rows;
  await db.end();
  const owned = new Set(rows.map((r) => `${r.user_id}/${r.file_sha256}`));
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  // DATA_DIR/files/<user>/<sha256> (the store's own id file aside)
  const users = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  return users.flatMap(({ name: user }) =>
    readdirSync(path.join(root, user))
      .map((name) => `${user}/${name}`)
      .filter((file) => !owned.has(file)),
  );
}

describe('PostgreSQL stopped and started under load (a private PostgreSQL server of this test)', () => {
  it('the process stays up, answers 503 with Retry-After while the database is away, serves again within a second of its return, loses no acknowledged write, leaves no orphan file and logs no token', async () => {
    const postgres = await createPrivatePostgres();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-outage-'));
    let server: ServerProcess | undefined;
    try {
      await postgres.start();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await startServerProcess(
        {
          DATABASE_URL: postgres.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          // Every request checks its session in the database: the query whose failure used to log the token.
          SESSION_CACHE_MS: '0',
        },
        { freshDatabase: false },
      );
      const riders = await Promise.all(Array.from({ length: RIDERS }, (_, i) => signUp(base, i)));
      const seen = new Observations();
      let load = true;
      const running = () => load;
      const loops = riders.flatMap((r) => [
        uploadLoop(r, seen, running),
        profileLoop(r, seen, running),
        readLoop(r, seen, running),
      ]);

      const recoveries: number[] = [];
      await sleep(1500);
      for (let i = 0; i < OUTAGES; i++) {
        await postgres.stop();
        await sleep(OUTAGE_MS);
        await postgres.start(); // returns once the server accepts connections
        recoveries.push(await timeToRecover(riders[0]!, server));
        await sleep(1500);
      }
      load = false;
      await Promise.all(loops);

      // The process is alive and healthy.
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      // Nothing but clean answers: 503 (with Retry-After) during the outages, never a 500 or a dropped connection.
      expect(seen.failures).toEqual([]);
      expect(seen.statuses.get(503) ?? 0).toBeGreaterThan(0);
      expect(seen.unavailableWithoutRetryAfter).toBe(0);
      // Served again within a second of each return (measured from `pg_ctl start` returning).
      for (const ms of recoveries) expect(ms).toBeLessThan(1000);

      // No acknowledged write lost: every acknowledged ride is there with its original file, byte for byte…
      let acknowledged = 0;
      for (const rider of riders) {
        expect(rider.rides.length).toBeGreaterThan(0);
        for (const ride of rider.rides) {
          acknowledged++;
          expect((await rider.client.get(`/api/activities/${ride.id}`)).status).toBe(200);
          const file = await fetch(`${base}/api/activities/${ride.id}/file`, {
            headers: { authorization: `Bearer ${rider.token}` },
          });
          expect(file.status).toBe(200);
          expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(ride.sha);
        }
        // …and each profile holds its last acknowledged weight, or a later one whose answer the outage cut off.
        const profile = await rider.client.get('/api/profile');
        expect(profile.status).toBe(200);
        const acked = rider.weightsSent.indexOf(rider.lastAckedWeight ?? Number.NaN);
        expect(acked).toBeGreaterThanOrEqual(0);
        expect(rider.weightsSent.slice(acked)).toContain(profile.json.weight);
      }
      // No orphan: every file under DATA_DIR/files belongs to a stored ride, and no temporary file is left.
      expect(await orphanFiles(dataDir, postgres.url)).toEqual([]);

      // The log saw the outage, and carries no session token, no profile values, no query parameters.
      const log = server.output();
      expect(log).toContain('database connection lost');
      for (const rider of riders) {
        expect(log.includes(rider.token), `rider ${rider.index}'s token in the log`).toBe(false);
        expect(log.includes(`Outage Rider ${rider.index}`), 'a profile name in the log').toBe(false);
      }
      expect(log).not.toContain('params:');
      console.info(
        `outage test: ${OUTAGES} outages of ${OUTAGE_MS} ms; answers ${JSON.stringify(Object.fromEntries(seen.statuses))}; ` +
          `${acknowledged} acknowledged uploads kept; back within ${recoveries.join(', ')} ms of each restart`,
      );
    } finally {
      await server?.cleanUp();
      await postgres.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
