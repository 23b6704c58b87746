import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose statements wait on PGlite's one thread (pglite-priority.ts), after riders' requests, in this order:
 * - `unverified`: callers we cannot verify — providers' webhooks, which anyone can forge: a flood of them must not
 *   slow riders (at 100 hostile pings/s a rider's health check took 4× its idle time with them level);
 * - `background`: job handlers (the job queue runs every handler this way).
 * A rider's request never runs with either. PostgreSQL ignores it (the server schedules its connections).
 */
export type StatementPriority = 'unverified' | 'background';

const priority = new AsyncLocalStorage<StatementPriority>();

/** Runs `work` with its statements at `level`: they give way to riders'. */
export function runWithPriority<R>(level: StatementPriority, work: () => Promise<R>): Promise<R> {
  return priority.run(level, work);
}

/** The caller's priority; undefined for a rider's request. */
export const currentPriority = (): StatementPriority | undefined => priority.getStore();
