import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RideFileError, type RideFileErrorCode } from '../errors.ts';
import type { Ride, RideDescription } from '../types.ts';
import { WorkoutFileError, type WorkoutFileErrorCode } from '../workout/workout-errors.ts';
import type { ImportedWorkout, WorkoutReadOptions } from '../workout/workout-tree.ts';
import { decodeMemoryEstimate } from './decode-cost.ts';

export interface DecodeInWorkerOptions {
  /**
   * decode budget, counted from when a worker picks the file up (its code loaded); the worker is terminated after
   * it (default 5000)
   */
  timeoutMs?: number;
  /** V8 old-generation heap cap per worker (default 256 MB); exceeding it is 'too_complex' */
  maxHeapMb?: number;
}

type WorkerReply =
  | { id: number; started: true }
  | { id: number; ok: true; ride?: Ride; result?: unknown; workout?: ImportedWorkout }
  | { id: number; ok: false; code: string; detail?: string };

interface JobReply {
  ride?: Ride;
  result?: unknown;
  workout?: ImportedWorkout;
}

interface Job {
  id: number;
  bytes: Uint8Array;
  filename: string | undefined;
  task: { module: string; input: unknown } | undefined;
  /** Set for a workout file: the worker reads it with these options instead of decoding a ride. */
  workout: WorkoutReadOptions | undefined;
  timeoutMs: number;
  /** What decoding it holds at its peak (`decodeMemoryEstimate`), counted while it is in a worker. */
  memory: number;
  resolve: (reply: JobReply) => void;
  reject: (error: RideFileError | WorkoutFileError) => void;
}

/**
 * The error a job fails with, in its own kind: a workout file's budget or memory running out is 'too_complex' in the
 * workout codes, as a ride's is.
 */
function jobError(job: Job, code: string, detail?: string): RideFileError | WorkoutFileError {
  if (!job.workout) return new RideFileError(code as RideFileErrorCode, detail);
  return new WorkoutFileError(code === 'timeout' ? 'too_complex' : (code as WorkoutFileErrorCode), detail);
}

interface PooledWorker {
  worker: Worker;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Set while idle: retires the worker when it fires. */
  idleTimer?: ReturnType<typeof setTimeout>;
}

const WORKER_URL = new URL('./decode-ride-worker.ts', import.meta.url);
/**
 * How long a worker may take to load its code before it picks a file up (a start, or a task module's first use).
 * Not the file's budget: no input reaches the worker before it says it started; this only stops a stuck start.
 */
const START_TIMEOUT_MS = 60_000;
/** Decoding is CPU-bound: more workers than cores only adds memory. */
const MAX_WORKERS = Math.max(1, Math.min(4, availableParallelism()));

/**
 * An idle worker is retired after this long. V8 keeps a worker's heap once a large decode is over (~90 MB after a
 * 48 MB upload, read in the upload-memory bench), and a pool that then sat idle held it until the process ended;
 * starting a worker again costs ~150 ms, once, on the next upload.
 */
let idleRetirementMs = 30_000;

/** Sets how long an idle worker lives (tests; workers idle from now on use it). */
export function setIdleRetirement(ms: number): void {
  idleRetirementMs = ms;
}

/**
 * The memory the decodes running at once may hold together (their `decodeMemoryEstimate`s), per pool: a file that
 * does not fit beside the running ones waits its turn in the queue, so the decode pool's memory is a fixed amount
 * whatever the number of cores or of uploads (four workers each decoding a 10 MB FIT would hold ~800 MB). One file
 * larger than this decodes alone. 160 MB lets typical files (≤ 2 MB FIT, ≤ 10 MB TCX) use every worker.
 */
export const DEFAULT_DECODING_MEMORY_BYTES = 160 * 1024 * 1024;
let decodingMemoryLimit = DEFAULT_DECODING_MEMORY_BYTES;

/** Sets the memory the decodes running at once may hold (tests; later dispatches use it). */
export function setDecodingMemoryLimit(bytes: number): void {
  decodingMemoryLimit = bytes;
}

/**
 * A small pool per heap limit. Workers are reused (starting one and loading the FIT SDK costs ~150 ms, 3× the
 * decode of a 4-hour ride) and unref'd so an idle pool never keeps the process alive. A worker that times out,
 * runs out of memory or crashes is terminated and replaced on demand, so one hostile file cannot affect the next.
 */
class RideWorkerPool {
  private readonly idle: PooledWorker[] = [];
  private readonly busy = new Set<PooledWorker>();
  private readonly queue: Job[] = [];
  private readonly maxHeapMb: number;
  /** The estimated memory of the jobs in workers now. */
  private decoding = 0;

  constructor(maxHeapMb: number) {
    this.maxHeapMb = maxHeapMb;
  }

  submit(job: Job): void {
    this.queue.push(job);
    this.dispatch();
  }

  async close(): Promise<void> {
    const all = [...this.idle, ...this.busy];
    this.idle.length = 0;
    await Promise.all(all.map((p) => p.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      // in order: a large file waits for room rather than being overtaken by small ones for ever
      const next = this.queue[0]!;
      if (this.busy.size > 0 && this.decoding + next.memory > decodingMemoryLimit) return;
      const pooled = this.idle.pop() ?? (this.busy.size < MAX_WORKERS ? this.spawn() : null);
      if (!pooled) return;
      clearTimeout(pooled.idleTimer);
      this.run(pooled, this.queue.shift()!);
    }
  }

  private spawn(): PooledWorker {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.maxHeapMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.min(32, Math.floor(this.maxHeapMb / 8))),
      },
    });
    const pooled: PooledWorker = { worker, job: null, timer: undefined };
    worker.on('message', (reply: WorkerReply) => {
      const job = pooled.job;
      if (!job || reply.id !== job.id) return;
      if ('started' in reply) {
        this.budget(pooled, job, job.timeoutMs);
        return;
      }
      this.release(pooled);
      if (reply.ok) job.resolve(reply);
      else job.reject(jobError(job, reply.code, reply.detail));
    });
    const fail = (code: RideFileErrorCode, detail: string) => {
      const job = pooled.job;
      this.discard(pooled);
      if (job) job.reject(jobError(job, code, detail));
    };
    worker.on('error', (error: Error & { code?: string }) => {
      fail('too_complex', `${error.code ?? error.name}: ${error.message}`);
    });
    worker.on('exit', (exitCode) => fail('too_complex', `worker exited with code ${exitCode}`));
    // After the listeners: adding a 'message' listener would ref the worker's port again.
    worker.unref();
    return pooled;
  }

  private run(pooled: PooledWorker, job: Job): void {
    pooled.job = job;
    this.decoding += job.memory;
    this.busy.add(pooled);
    this.budget(pooled, job, START_TIMEOUT_MS);
    // Copy into a fresh ArrayBuffer, then transfer it: the caller's buffer is never detached. (Not `.slice()`: on a
    // Node Buffer that is a view, and transferring it would detach Node's shared allocation pool.)
    const bytes = new Uint8Array(job.bytes.byteLength);
    bytes.set(job.bytes);
    pooled.worker.postMessage(
      { id: job.id, bytes, filename: job.filename, task: job.task, workout: job.workout },
      [bytes.buffer],
    );
  }

  /** (Re)arms the job's timer: past `ms`, the worker is terminated and the file refused with 'timeout'. */
  private budget(pooled: PooledWorker, job: Job, ms: number): void {
    clearTimeout(pooled.timer);
    pooled.timer = setTimeout(() => {
      this.discard(pooled);
      job.reject(jobError(job, 'timeout', `no result after ${ms} ms`));
    }, ms);
  }

  private release(pooled: PooledWorker): void {
    clearTimeout(pooled.timer);
    this.free(pooled);
    this.busy.delete(pooled);
    this.idle.push(pooled);
    pooled.idleTimer = setTimeout(() => this.discard(pooled), idleRetirementMs);
    pooled.idleTimer.unref();
    this.dispatch();
  }

  /** Workers alive, idle or busy (tests). */
  get size(): number {
    return this.idle.length + this.busy.size;
  }

  /** The worker's job is over: its memory no longer counts. */
  private free(pooled: PooledWorker): void {
    if (pooled.job) this.decoding -= pooled.job.memory;
    pooled.job = null;
  }

  /** Removes a worker for good (timeout, out of memory, crash, idle too long) and lets the queue move on. */
  private discard(pooled: PooledWorker): void {
    clearTimeout(pooled.timer);
    clearTimeout(pooled.idleTimer);
    this.free(pooled);
    pooled.worker.removeAllListeners('message');
    pooled.worker.removeAllListeners('exit');
    pooled.worker.removeAllListeners('error');
    pooled.worker.on('error', () => {}); // late errors of a terminated worker are expected
    this.busy.delete(pooled);
    const index = this.idle.indexOf(pooled);
    if (index >= 0) this.idle.splice(index, 1);
    void pooled.worker.terminate();
    this.dispatch();
  }
}

const pools = new Map<number, RideWorkerPool>();
let nextJobId = 1;

/**
 * Runs `decodeRide` in a worker thread with a heap cap (`resourceLimits`) and a time budget, so a hostile or
 * pathological file can neither block the server's event loop nor exhaust its memory (security.md §4: parse ≤ 5 s
 * and 256 MB). Resolves with the Ride; rejects only with RideFileError — 'timeout' when the budget runs out,
 * 'too_complex' when the worker runs out of memory or dies — plus every error `decodeRide` itself reports.
 */
export function decodeRideInWorker(
  bytes: Uint8Array,
  filename?: string,
  options: DecodeInWorkerOptions = {},
): Promise<Ride> {
  return submit(bytes, filename, undefined, options).then((reply) => reply.ride as Ride);
}

/**
 * `readWorkoutFile` in the same worker pool, under the same time and memory budget: a 1 MB .zwo takes ~100 ms to
 * parse, and six at once held the event loop for a second. Rejects only with WorkoutFileError ('too_complex' when
 * the budget or the heap runs out), like `readWorkoutFile` itself.
 */
export function readWorkoutFileInWorker(
  bytes: Uint8Array,
  filename: string | undefined,
  read: WorkoutReadOptions = {},
  options: DecodeInWorkerOptions = {},
): Promise<ImportedWorkout> {
  return submit(bytes, filename, undefined, options, read).then((reply) => reply.workout as ImportedWorkout);
}

/**
 * Decodes a ride file in the worker pool and runs `task` on it in the same thread, under the same time and memory
 * budget: `task.module` is a module URL (the caller's own code, never user input) whose default export receives the
 * `Ride` and `task.input` and returns `{ result, transfer? }`. Resolves with the ride's description (everything but
 * its sample columns, which stay in the worker) and the result — so a server can keep its analysis off the event loop
 * too. Rejects like `decodeRideInWorker`; a task that throws makes the file 'corrupt'.
 */
export function processRideInWorker<T>(
  bytes: Uint8Array,
  filename: string | undefined,
  task: { module: URL; input: unknown },
  options: DecodeInWorkerOptions = {},
): Promise<{ ride: RideDescription; result: T }> {
  return submit(bytes, filename, { module: task.module.href, input: task.input }, options).then((reply) => ({
    ride: reply.ride as RideDescription,
    result: reply.result as T,
  }));
}

function submit(
  bytes: Uint8Array,
  filename: string | undefined,
  task: Job['task'],
  { timeoutMs = 5000, maxHeapMb = 256 }: DecodeInWorkerOptions,
  workout?: WorkoutReadOptions,
): Promise<JobReply> {
  let pool = pools.get(maxHeapMb);
  if (!pool) {
    pool = new RideWorkerPool(maxHeapMb);
    pools.set(maxHeapMb, pool);
  }
  const target = pool;
  return new Promise((resolve, reject) => {
    const memory = decodeMemoryEstimate(bytes, filename);
    target.submit({ id: nextJobId++, bytes, filename, task, workout, timeoutMs, memory, resolve, reject });
  });
}

/** How many decode workers are alive, idle or busy (tests). */
export function decodeWorkerCount(): number {
  return [...pools.values()].reduce((sum, pool) => sum + pool.size, 0);
}

/** Terminates every decode worker (graceful shutdown, tests). Later calls start new workers. */
export async function closeRideWorkers(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.close()));
}
