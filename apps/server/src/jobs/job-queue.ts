import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, fromDrizzle, type Job, PgBoss, type SendOptions } from 'pg-boss';
import type { DbOrTx } from '../db/client.ts';
import { runWithPriority } from '../db/statement-priority.ts';
import type { JobDefinition, JobHandler } from './job-definition.ts';

/** Options of one `enqueue`. */
export interface EnqueueOptions {
  /**
   * The caller's transaction: the job is inserted in it, so it exists exactly when the caller's writes commit (a
   * ride and its "ride imported" job, never one without the other). Without it the job commits on its own.
   */
  tx?: DbOrTx;
  /**
   * Idempotency key: a second enqueue of the same job name with the same key is a no-op (`enqueue` returns null)
   * for as long as the first job is kept (JOBS_KEEP_DAYS after it finished). The key becomes the job's id.
   */
  key?: string;
  /** For 'stately' jobs: the key that groups jobs (one queued + one running per key), e.g. the rider's id. */
  singletonKey?: string;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
}

export interface JobQueueOptions {
  /** How pg-boss reaches the database (`Database.jobs`: its own pool on PostgreSQL, the PGlite instance embedded). */
  connection: ConstructorOptions;
  /**
   * Where `enqueue` inserts when the caller passes no transaction: the app's own pool. Requests (a webhook's
   * acknowledgement, a sign-up's mail) then never wait for a connection behind the workers' polls and completions on
   * pg-boss's small pool (on PostgreSQL that wait was the acknowledgement's p99). Default: pg-boss's pool.
   */
  sendDb?: DbOrTx;
  log: FastifyBaseLogger;
  /** Jobs this process runs at once (JOB_WORKERS); 0 = this process only enqueues. */
  workers: number;
  /** Seconds between polls of an idle queue (JOBS_POLL_SECONDS). */
  pollSeconds?: number;
  /** Days a finished job is kept (its idempotency key with it). */
  keepDays?: number;
  /** On shutdown, how long running jobs may take (JOBS_DRAIN_MS); default 10 s. */
  drainMs?: number;
  /** How often a process looks for jobs whose run expired (their process died) and retries them; default 30 s. */
  superviseSeconds?: number;
}

interface Registered {
  def: JobDefinition<unknown>;
  handler?: JobHandler<unknown>;
  schedules: { cron: string; payload: unknown; key: string; tz: string }[];
  createdQueue?: boolean;
}

/** A deterministic UUID (v4 layout) from a job name and an idempotency key: the same pair, the same job id. */
export function jobIdFor(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export class JobSetupError extends Error {}

/**
 * The durable job queue: pg-boss, on PostgreSQL with its own small pool, and on the embedded PGlite through the
 * same instance the app uses (pg-boss's `pglite` backend; see jobs/README.md for why that holds). Modules `define`
 * their jobs, register handlers with `handle`, and `enqueue` — inside their own transaction when the job must
 * commit with their writes. `start` refuses to run when a defined job has no handler; `drain` stops taking jobs and
 * lets the running ones finish within a budget (the others stay queued for the next process).
 */
export function createJobQueue(opts: JobQueueOptions) {
  const registry = new Map<string, Registered>();
  const running = new Set<AbortController>();
  let boss: PgBoss | null = null;
  let started = false;
  let draining: Promise<void> | null = null;
  let closing: Promise<void> | null = null;

  const entry = (def: JobDefinition<unknown>): Registered => {
    const found = registry.get(def.name);
    if (found && found.def !== def) throw new JobSetupError(`two job definitions named ${def.name}`);
    if (found) return found;
    const created: Registered = { def, schedules: [] };
    registry.set(def.name, created);
    return created;
  };

  async function runOne(reg: Registered, job: Job<unknown>): Promise<void> {
    const payload = reg.def.payload.parse(job.data);
    const controller = new AbortController();
    const onAbort = () => controller.abort(job.signal.reason);
    job.signal.addEventListener('abort', onAbort, { once: true });
    running.add(controller);
    const started = performance.now();
    try {
      // background work: on PGlite its statements give way to requests' (db/pglite-priority.ts)
      await runWithPriority('background', () =>
        reg.handler!(payload, { id: job.id, attempt: job.retryCount, signal: controller.signal }),
      );
      opts.log.debug(
        { job: reg.def.name, id: job.id, ms: Math.round(performance.now() - started) },
        'job done',
      );
    } catch (err) {
      opts.log.warn(
        { err, job: reg.def.name, id: job.id, attempt: job.retryCount },
        job.retryCount < reg.def.retryLimit ? 'job failed; it will be retried' : 'job failed for good',
      );
      throw err;
    } finally {
      job.signal.removeEventListener('abort', onAbort);
      running.delete(controller);
    }
  }

  const queue = {
    /** Registers a job kind (idempotent); `handle` and `enqueue` do it too. */
    define<P>(def: JobDefinition<P>): JobDefinition<P> {
      entry(def as JobDefinition<unknown>);
      return def;
    },

    /** The function that runs `def`'s jobs in this process; exactly one per job, before `start`. */
    handle<P>(def: JobDefinition<P>, handler: JobHandler<P>): void {
      if (started) throw new JobSetupError(`handler for ${def.name} registered after start`);
      const reg = entry(def as JobDefinition<unknown>);
      if (reg.handler) throw new JobSetupError(`two handlers for job ${def.name}`);
      reg.handler = handler as JobHandler<unknown>;
    },

    /**
     * Runs `def` with `payload` on a cron schedule (5 fields, `tz` default UTC). One job per occurrence across all
     * processes; an occurrence missed while no process ran is sent once at the next start.
     */
    schedule<P>(
      def: JobDefinition<P>,
      cron: string,
      payload: P,
      options: { key?: string; tz?: string } = {},
    ) {
      if (started) throw new JobSetupError(`schedule for ${def.name} added after start`);
      entry(def as JobDefinition<unknown>).schedules.push({
        cron,
        payload: def.payload.parse(payload),
        key: options.key ?? '',
        tz: options.tz ?? 'UTC',
      });
    },

    /**
     * Queues a job; resolves with its id, or null when the idempotency key (or a 'stately' job's singleton) says it
     * is already queued. The payload is validated against the definition's schema first (a bad one throws).
     */
    async enqueue<P>(
      def: JobDefinition<P>,
      payload: P,
      options: EnqueueOptions = {},
    ): Promise<string | null> {
      if (!boss) throw new JobSetupError(`enqueue of ${def.name} before the job queue started`);
      const reg = entry(def as JobDefinition<unknown>);
      if (!reg.createdQueue)
        throw new JobSetupError(`job ${def.name} was not defined before the job queue started`);
      const data = def.payload.parse(payload) as object;
      const send: SendOptions = {};
      if (options.key) send.id = jobIdFor(def.name, options.key);
      if (options.singletonKey) send.singletonKey = options.singletonKey;
      if (options.startAfter !== undefined) send.startAfter = options.startAfter;
      const db = options.tx ?? opts.sendDb;
      if (db) send.db = fromDrizzle(db as never, sql as never);
      return boss.send(def.name, data, send);
    },

    /**
     * Opens pg-boss (creating or migrating its schema), creates a queue per definition, checks every definition has
     * a handler (throws `JobSetupError` naming the ones that don't — the server refuses to start) and starts the
     * workers and schedules.
     */
    async start(): Promise<void> {
      if (started) return;
      const missing = [...registry.values()].filter((r) => !r.handler).map((r) => r.def.name);
      if (missing.length > 0)
        throw new JobSetupError(`jobs without a handler (refusing to start): ${missing.join(', ')}`);
      started = true;
      const keepSeconds = (opts.keepDays ?? 7) * 86_400;
      boss = new PgBoss({
        ...opts.connection,
        schedule: true,
        // workers wake on NOTIFY when a job is sent (a mail goes out in milliseconds, not at the next poll); polling
        // stays as the floor
        useListenNotify: true,
        // expired runs are found by the monitor pass, claimed per queue once per monitor interval across processes
        superviseIntervalSeconds: opts.superviseSeconds ?? 30,
        monitorIntervalSeconds: opts.superviseSeconds ?? 30,
      });
      boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
      await boss.start();
      for (const reg of registry.values()) {
        const d = reg.def;
        const options = {
          retryLimit: d.retryLimit,
          retryDelay: d.retryDelaySeconds,
          retryBackoff: d.retryBackoff,
          expireInSeconds: d.expireInSeconds,
          deleteAfterSeconds: d.keepSeconds ?? keepSeconds,
          notify: true,
        };
        if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, options);
        else await boss.createQueue(d.name, { ...options, policy: d.policy });
        reg.createdQueue = true;
      }
      for (const reg of registry.values()) {
        for (const s of reg.schedules)
          await boss.schedule(reg.def.name, s.cron, s.payload as object, {
            key: s.key,
            tz: s.tz,
            missed: 'once',
          });
        if (opts.workers > 0)
          await boss.work(
            reg.def.name,
            {
              batchSize: 1,
              localConcurrency: opts.workers,
              pollingIntervalSeconds: opts.pollSeconds ?? 2,
              // NOTIFY wakes workers for new jobs, but not for a retry or a delayed job coming due: keep polling
              notifyPollingIntervalSeconds: opts.pollSeconds ?? 2,
            },
            async ([job]) => {
              if (job) await runOne(reg, job);
            },
          );
      }
    },

    /**
     * Stops taking jobs and waits up to the drain budget (JOBS_DRAIN_MS) for the running ones; a job still running
     * then is told to stop (its signal aborts) and failed, so pg-boss retries it — in the next process — after its
     * retry delay. Jobs not started stay queued. Enqueueing still works until `close` (requests in flight).
     * Idempotent: SIGTERM starts it, `app.close()` awaits the same drain.
     */
    drain(budgetMs = opts.drainMs ?? 10_000): Promise<void> {
      if (!boss) return Promise.resolve();
      if (draining) return draining;
      const b = boss;
      draining = (async () => {
        opts.log.info({ running: running.size, budgetMs }, 'job queue draining');
        const timer = setTimeout(() => {
          for (const c of running) c.abort(new Error('shutting down'));
        }, budgetMs);
        try {
          await b.stop({ graceful: true, timeout: Math.max(budgetMs, 1), close: false });
        } finally {
          clearTimeout(timer);
        }
      })();
      return draining;
    },

    /** Drains (if not yet), then closes pg-boss's own connections (before the database is closed). */
    close(): Promise<void> {
      if (!boss) return Promise.resolve();
      const b = boss;
      closing ??= this.drain().then(() => b.stop({ close: true }));
      return closing;
    },

    /**
     * Resolves once no job is due, queued or running (jobs deferred to later don't count) — tests, and a caller that
     * wants the consequences of a write before answering. Throws after `timeoutMs`.
     */
    async idle(timeoutMs = 15_000): Promise<void> {
      if (!boss) return;
      const db = boss.getDb();
      const end = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await db.executeSql(
          `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
        );
        if (Number(rows[0]?.n ?? 0) === 0 && running.size === 0) return;
        if (Date.now() > end) throw new Error(`jobs still pending after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },

    /**
     * Jobs of `def` not finished yet — queued, waiting for a retry, or running — whose payload contains `match`
     * (e.g. `{ userId }`): what Settings → Connections shows as queued. Failed jobs are not counted.
     */
    async pending<P>(def: JobDefinition<P>, match: Partial<P> = {}): Promise<number> {
      if (!boss) return 0;
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active') and data @> $2::jsonb`,
          [def.name, JSON.stringify(match)],
        );
      return Number(rows[0]?.n ?? 0);
    },

    /** Jobs running in this process now. */
    runningCount: () => running.size,

    /** The pg-boss instance (tests and the admin view read job states through it). */
    boss(): PgBoss {
      if (!boss) throw new JobSetupError('job queue not started');
      return boss;
    },
  };
  return queue;
}

export type JobQueue = ReturnType<typeof createJobQueue>;
