import type { PGlite } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import { withDefaultParsers } from './pglite-parsers.ts';
import { currentPriority, type StatementPriority } from './statement-priority.ts';

type JobsDb = ReturnType<typeof fromPglite>;
type Options = Parameters<typeof withDefaultParsers>[1];
type Parsers = Parameters<typeof withDefaultParsers>[0];

/**
 * PGlite runs one statement at a time, on the server's own thread, in arrival order. The job queue's bookkeeping
 * (pg-boss's polls, fetches, completions and retries — most of the statements while jobs run) and the job handlers'
 * own statements would then sit in front of a request's: at 50 Garmin pings/s with their jobs running, an
 * acknowledgement waited behind a dozen of them (p99 up to 90 ms), and a health check during a flood of hostile
 * pings behind the ~1,500 download jobs left over (4.3–4.5× its idle p99).
 *
 * So riders' requests go first. Every other statement — unverified callers' (providers' webhooks), job handlers'
 * (statement-priority.ts), then pg-boss's — enters PGlite one at a time through one lane, after the event loop has
 * had a turn, and only while no rider's statement is in flight: a rider's statement waits behind at most one of them
 * (or a handler's transaction, which runs whole). Webhooks and jobs are delayed under load, never lost.
 *
 * The app keeps using `client` (its `query`, `exec` and `transaction` now count riders' statements in flight);
 * pg-boss gets the returned adapter, built on the unwrapped methods. PostgreSQL needs none of this: there pg-boss
 * has its own connections and the server schedules them.
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
  let ridersInFlight = 0;
  let waiting: (() => void)[] = [];

  /**
   * The lane, in order of priority. Handlers' statements before pg-boss's: behind the polls of ~30 queues in one
   * line, a workout-push job overran its test's 10 s in CI.
   */
  type Line = (() => Promise<void>)[];
  const queued: Record<StatementPriority | 'bookkeeping', Line> = {
    unverified: [],
    background: [],
    bookkeeping: [],
  };
  let laneBusy = false;
  const pump = async () => {
    if (laneBusy) return;
    laneBusy = true;
    try {
      for (;;) {
        // PGlite settles a statement in microtasks, so back-to-back statements never let the event loop run:
        // yield one turn first, in which waiting requests are read and issue their statements (and are counted)
        await new Promise((go) => setImmediate(go));
        while (ridersInFlight > 0) await new Promise<void>((go) => waiting.push(go));
        const next = queued.unverified.shift() ?? queued.background.shift() ?? queued.bookkeeping.shift();
        if (!next) return;
        await next();
      }
    } finally {
      laneBusy = false;
    }
  };
  const inLane = <R>(line: Line, run: () => Promise<R>): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      line.push(() => Promise.resolve().then(run).then(resolve, reject));
      void pump();
    });

  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      // inside a transaction, statements go through its own `tx`, unwrapped: it runs whole
      const priority = currentPriority();
      if (priority) return inLane(queued[priority], () => run(...args));
      ridersInFlight += 1;
      try {
        return await run(...args);
      } finally {
        ridersInFlight -= 1;
        if (ridersInFlight === 0 && waiting.length > 0) {
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
  return {
    ...jobs,
    executeSql: (text, values) => inLane(queued.bookkeeping, () => jobs.executeSql(text, values)),
  };
}
