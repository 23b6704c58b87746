import type { z } from 'zod';

/**
 * A kind of background work: its queue name, the zod schema of its payload (checked when enqueued and again when
 * run, so a payload stored by an older build that no longer fits fails loudly instead of half-running), and how it
 * is retried. The handler is registered separately (`jobs.handle`), by the module that owns the work, so any module
 * may enqueue a job without importing the code that runs it; start-up refuses a definition nobody handles.
 */
export interface JobDefinition<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** Attempts after the first before the job is marked failed (pg-boss `retryLimit`). */
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled each attempt (with jitter) when `retryBackoff`. */
  readonly retryDelaySeconds: number;
  readonly retryBackoff: boolean;
  /** Seconds after which a run that neither finished nor failed (its process killed) is retried. */
  readonly expireInSeconds: number;
  /**
   * How jobs with the same `singletonKey` (`enqueue(…, { singletonKey })`) share the queue:
   * - 'standard': no sharing, every job runs;
   * - 'stately': at most one queued and one running per key — enqueueing while one is queued is a no-op, while one
   *   runs queues exactly one more pass (the "run again with the newest settings" a re-score needs), and a key
   *   never runs twice at once.
   */
  readonly policy: 'standard' | 'stately';
  /** Seconds a finished job (and its payload) is kept; default 7 days. A mail with a one-time link: an hour. */
  readonly keepSeconds?: number;
}

export interface JobDefinitionInput<S extends z.ZodType> {
  name: string;
  payload: S;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  policy?: 'standard' | 'stately';
  keepSeconds?: number;
}

/** Queue names are pg-boss queue names: letters, digits, dots, dashes and underscores. */
const NAME = /^[a-z][a-z0-9._-]*$/;

/** Declares a job (defaults: 3 retries, 10 s doubling back-off, 15 minutes before a silent run counts as dead). */
export function defineJob<S extends z.ZodType>(input: JobDefinitionInput<S>): JobDefinition<z.infer<S>> {
  if (!NAME.test(input.name)) throw new Error(`job name must match ${NAME}: ${input.name}`);
  return {
    name: input.name,
    payload: input.payload as z.ZodType<z.infer<S>>,
    retryLimit: input.retryLimit ?? 3,
    retryDelaySeconds: input.retryDelaySeconds ?? 10,
    retryBackoff: input.retryBackoff ?? true,
    expireInSeconds: input.expireInSeconds ?? 15 * 60,
    policy: input.policy ?? 'standard',
    keepSeconds: input.keepSeconds,
  };
}

/** What a handler is told besides its payload. */
export interface JobContext {
  /** The job's id (stable across retries: a handler may use it as its own idempotency key). */
  id: string;
  /** 0 on the first run, then 1, 2… on retries. */
  attempt: number;
  /** Aborted when the process stops before the handler finished (drain budget spent): stop early, the job stays queued. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;
