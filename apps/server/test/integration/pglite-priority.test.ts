import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareDrizzleParsers } from '../../src/db/pglite-parsers.ts';
import { jobsDbWithAppPriority } from '../../src/db/pglite-priority.ts';
import { runWithPriority } from '../../src/db/statement-priority.ts';

describe('PGlite: the app’s statements before the job queue’s bookkeeping', () => {
  let dir: string;
  let client: PGlite;
  let jobsDb: ReturnType<typeof jobsDbWithAppPriority>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'domestique-pglite-priority-'));
    client = await PGlite.create(dir);
    jobsDb = jobsDbWithAppPriority(client, shareDrizzleParsers(client).defaults);
    await client.exec('create table t (n int)');
  });
  afterAll(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an app statement issued behind five queued job statements waits for at most the one already running', async () => {
    const done: string[] = [];
    // heavy enough that the five are still queued when the app statement arrives
    const heavy = 'select count(*) from generate_series(1, 200000) g where g % 7 = $1';
    const jobs = [1, 2, 3, 4, 5].map((i) => jobsDb.executeSql(heavy, [i]).then(() => done.push(`job ${i}`)));
    await new Promise((r) => setImmediate(r));
    const app = client.query('select 1').then(() => done.push('app'));
    await Promise.all([...jobs, app]);
    expect(done.indexOf('app')).toBeLessThanOrEqual(1);
    expect(done.filter((d) => d.startsWith('job'))).toEqual(['job 1', 'job 2', 'job 3', 'job 4', 'job 5']);
  });

  it('a job handler’s statements (background work) give way to a request’s issued after them', async () => {
    const done: string[] = [];
    const heavy = 'select count(*) from generate_series(1, 200000) g where g % 7 = $1';
    const handlers = [1, 2, 3].map((i) =>
      runWithPriority('background', async () => {
        await client.query(heavy, [i]);
        done.push(`handler ${i}`);
      }),
    );
    await new Promise((r) => setImmediate(r));
    const request = client.query('select 1').then(() => done.push('request'));
    await Promise.all([...handlers, request]);
    // without the background mark the three were issued first and ran first: the request came fourth
    expect(done.indexOf('request')).toBeLessThanOrEqual(1);
    // a handler's transaction runs whole (its statements go through its own `tx`, which never waits)
    const inside = await runWithPriority('background', () =>
      client.transaction(async (tx) => {
        await tx.query('insert into t (n) values (9)');
        return (await tx.query<{ c: number }>('select count(*)::int as c from t where n = 9')).rows[0]?.c;
      }),
    );
    expect(inside).toBe(1);
    await client.query('delete from t where n = 9');
  });

  it('a job handler’s statement goes before the job queue’s queued bookkeeping', async () => {
    const done: string[] = [];
    const heavy = 'select count(*) from generate_series(1, 200000) g where g % 7 = $1';
    const bookkeeping = [1, 2, 3, 4, 5].map((i) =>
      jobsDb.executeSql(heavy, [i]).then(() => done.push(`poll ${i}`)),
    );
    const handler = runWithPriority('background', () => client.query('select 1')).then(() =>
      done.push('handler'),
    );
    await Promise.all([...bookkeeping, handler]);
    // it waits for at most the one poll already running, not all five
    expect(done.indexOf('handler')).toBeLessThanOrEqual(1);
  });

  it('an unverified caller’s statement (a webhook) gives way to a rider’s, and goes before job handlers’', async () => {
    const done: string[] = [];
    const heavy = 'select count(*) from generate_series(1, 200000) g where g % 7 = $1';
    const handlers = [1, 2, 3].map((i) =>
      runWithPriority('background', () => client.query(heavy, [i])).then(() => done.push(`handler ${i}`)),
    );
    const webhooks = [1, 2].map((i) =>
      runWithPriority('unverified', () => client.query(heavy, [i])).then(() => done.push(`webhook ${i}`)),
    );
    const rider = client.query('select 1').then(() => done.push('rider'));
    await Promise.all([...handlers, ...webhooks, rider]);
    expect(done).toEqual(['rider', 'webhook 1', 'webhook 2', 'handler 1', 'handler 2', 'handler 3']);
  });

  it('job statements still run, in order, while the app is idle; a failing one does not block the next', async () => {
    await expect(jobsDb.executeSql('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    const { rows } = await jobsDb.executeSql('insert into t (n) values ($1) returning n', [7]);
    expect(rows).toEqual([{ n: 7 }]);
    // the app's transactions are counted too, and the session is usable afterwards
    await client.transaction(async (tx) => {
      await tx.query('insert into t (n) values (8)');
    });
    const after = await jobsDb.executeSql('select count(*)::int as c from t', []);
    expect(after.rows).toEqual([{ c: 2 }]);
  });
});
