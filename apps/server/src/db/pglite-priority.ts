import type { PGlite } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import { inBackground } from './background-work.ts';
import { withDefaultParsers } from './pglite-parsers.ts';

type JobsDb = ReturnType<typeof fromPglite>;
type Options = Parameters<typeof withDefaultParsers>[1];
type Parsers = Parameters<typeof withDefaultParsers>[0];

/**
 * PGlite runs one statement at a time, on the server's own thread, in arrival order. The job queue's bookkeeping
 * (pg-boss's polls, fetches, completions and retries — most of the statements while jobs run) would then sit in
 * front of a request's statements: at 50 Garmin pings/s with their jobs running, an acknowledgement waited behind a
 * dozen of them (p99 up to 90 ms). So the app's statements go first: pg-boss's enter PGlite one at a time, and only
 * after the event loop has had a turn and while no request's statement is in flight, so a request's statement waits
 * behind at most the one bookkeeping statement already running. Jobs are delayed under load, never lost; they run in
 * the gaps. A job handler's own statements (`runInBackground`, background-work.ts) take the same lane: at 50 pings/s
 * each download job's reads otherwise stood level with the acknowledgements, and a flooded health check waited
 * behind them (4.3–4.5× its idle p99; 0.6–2.4× with the lane).
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
  /**
   * The background lane: pg-boss's statements and job handlers' enter PGlite one at a time, each only once no
   * request statement is in flight, so a request waits behind at most the one background statement already running
   * (or a handler's transaction, which runs whole).
   */
  let lane: Promise<unknown> = Promise.resolve();
  const inLane = <R>(run: () => Promise<R>): Promise<R> => {
    const turn = lane.then(async () => {
      // PGlite settles a statement in microtasks, so back-to-back statements never let the event loop run:
      // yield one turn first, in which waiting requests are read and issue their statements (and are counted)
      await new Promise((go) => setImmediate(go));
      while (appInFlight > 0) await new Promise<void>((go) => waiting.push(go));
      return run();
    });
    lane = turn.catch(() => {});
    return turn;
  };

  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      // background work yields to requests; inside a transaction it holds, statements go through `tx`, unwrapped
      if (inBackground()) return inLane(() => run(...args));
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
  return { ...jobs, executeSql: (text, values) => inLane(() => jobs.executeSql(text, values)) };
}
