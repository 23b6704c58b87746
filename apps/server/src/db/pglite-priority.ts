import type { PGlite } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import { withDefaultParsers } from './pglite-parsers.ts';

type JobsDb = ReturnType<typeof fromPglite>;
type Options = Parameters<typeof withDefaultParsers>[1];
type Parsers = Parameters<typeof withDefaultParsers>[0];

/**
 * PGlite runs one statement at a time, on the server's own thread, in arrival order. The job queue's bookkeeping
 * (pg-boss's polls, fetches, completions and retries — most of the statements while jobs run) would then sit in
 * front of a request's statements: at 50 Garmin pings/s with their jobs running, an acknowledgement waited behind a
 * dozen of them (p99 up to 90 ms). So the app's statements go first: pg-boss's enter PGlite one at a time, and only
 * after the event loop has had a turn and while no app statement (a request's or a job handler's own) is in flight,
 * so an app statement waits behind at most the one bookkeeping statement already running. Jobs are delayed under load, never lost; they run in the gaps.
 *
 * The app keeps using `client` (its `query`, `exec` and `transaction` now count what is in flight); pg-boss gets
 * the returned adapter, built on the unwrapped methods so its statements are not counted as the app's. PostgreSQL
 * needs none of this: there pg-boss has its own connections and the server schedules them.
 */
export function jobsDbWithAppPriority(client: PGlite, parsers: Parsers): JobsDb {
  // pg-boss reads its timestamps as `Date`s: PGlite's defaults, which the instance no longer applies by itself
  // (pglite-parsers.ts)
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const raw = {
    query: (text: string, params?: unknown[], options?: Options) =>
      query(text, params, withDefaultParsers(parsers, options)),
    exec: (text: string, options?: Options) => exec(text, withDefaultParsers(parsers, options)),
    transaction: client.transaction.bind(client),
    listen: client.listen.bind(client),
  };
  let appInFlight = 0;
  let waiting: (() => void)[] = [];

  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      appInFlight += 1;
      try {
        return await run(...args);
      } finally {
        appInFlight -= 1;
        if (appInFlight === 0 && waiting.length > 0) {
          const release = waiting;
          waiting = [];
          for (const go of release) go();
        }
      }
    };
  client.query = counted(query) as PGlite['query'];
  client.exec = counted(exec) as PGlite['exec'];
  client.transaction = counted(raw.transaction) as PGlite['transaction'];

  const jobs = fromPglite(raw as unknown as PGlite);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ...jobs,
    executeSql(text, values) {
      const turn = queue.then(async () => {
        // PGlite settles a statement in microtasks, so back-to-back statements never let the event loop run:
        // yield one turn first, in which waiting requests are read and issue their statements (and are counted)
        await new Promise((go) => setImmediate(go));
        while (appInFlight > 0) await new Promise<void>((go) => waiting.push(go));
        return jobs.executeSql(text, values);
      });
      queue = turn.catch(() => {});
      return turn;
    },
  };
}
