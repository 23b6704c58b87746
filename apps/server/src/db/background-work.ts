import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: on PGlite, whose one thread serves requests and jobs alike, its statements then
 * wait for the requests' (pglite-priority.ts), as the job queue's own bookkeeping does. The job queue runs every
 * handler this way; a request never does. PostgreSQL ignores it (the server schedules its connections).
 */
export function runInBackground<R>(work: () => Promise<R>): Promise<R> {
  return background.run(true, work);
}

/** Whether the caller is background work (a job handler), not a request. */
export const inBackground = (): boolean => background.getStore() === true;
