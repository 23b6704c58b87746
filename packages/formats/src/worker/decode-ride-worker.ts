// Worker entry for decodeRideInWorker: decodes one file per message and posts back the Ride (structured clone keeps
// Dates and Float64Arrays) or the RideFileError's code. The worker stays alive for the next file: loading the FIT
// SDK costs more than decoding a ride. Plain .ts run by Node's type stripping, so imports carry .ts.
import { parentPort } from 'node:worker_threads';
import { decodeRide } from '../decode-ride.ts';
import { RideFileError } from '../errors.ts';
import type { Ride } from '../types.ts';
import { WorkoutFileError } from '../workout/workout-errors.ts';
import { readWorkoutFile } from '../workout/workout-files.ts';
import type { WorkoutReadOptions } from '../workout/workout-tree.ts';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  filename: string | undefined;
  /** Optional work on the decoded ride in this thread (see `processRideInWorker`). */
  task?: { module: string; input: unknown };
  /** A workout file to read with these options (`readWorkoutFileInWorker`), instead of a ride to decode. */
  workout?: WorkoutReadOptions;
}

/** What a task module's default export returns: its result, and the ArrayBuffers to move rather than copy. */
export interface RideTaskOutput<T> {
  result: T;
  transfer?: ArrayBuffer[];
}
type RideTask = (ride: Ride, input: unknown) => RideTaskOutput<unknown> | Promise<RideTaskOutput<unknown>>;
const tasks = new Map<string, Promise<RideTask>>();

/**
 * The ride's sample columns are moved, not copied, to the caller: cloning ~0.4 MB of Float64Arrays per hour of riding
 * on the receiving side was the main thread's largest cost per import after the database.
 */
function transferList(ride: Ride): ArrayBuffer[] {
  const columns = [...Object.values(ride.samples), ride.latitude, ride.longitude];
  const buffers = new Set<ArrayBuffer>();
  for (const column of columns) if (column) buffers.add(column.buffer as ArrayBuffer);
  return [...buffers];
}

function loadTask(module: string): Promise<RideTask> {
  if (!tasks.has(module))
    tasks.set(
      module,
      import(module).then((m: { default: RideTask }) => m.default),
    );
  return tasks.get(module)!;
}

parentPort?.on('message', async (request: WorkerRequest) => {
  try {
    const task = request.task ? await loadTask(request.task.module) : null;
    // The file's time budget starts now: loading this thread's code (the first file after a start) is not the file's
    // doing, and on a busy machine it alone could spend the budget.
    parentPort?.postMessage({ id: request.id, started: true });
    if (request.workout) {
      const workout = readWorkoutFile(request.bytes, request.filename, request.workout);
      parentPort?.postMessage({ id: request.id, ok: true, workout });
      return;
    }
    const ride = decodeRide(request.bytes, request.filename);
    if (!task || !request.task) {
      parentPort?.postMessage({ id: request.id, ok: true, ride }, transferList(ride));
      return;
    }
    const output = await task(ride, request.task.input);
    // the task has what it needs of the samples: only the ride's description travels back
    const { samples: _samples, latitude: _latitude, longitude: _longitude, ...meta } = ride;
    parentPort?.postMessage(
      { id: request.id, ok: true, ride: meta, result: output.result },
      output.transfer ?? [],
    );
  } catch (error) {
    if (request.workout) {
      const e = error instanceof WorkoutFileError ? error : new WorkoutFileError('corrupt', String(error));
      parentPort?.postMessage({ id: request.id, ok: false, code: e.code, detail: e.detail });
      return;
    }
    const e = error instanceof RideFileError ? error : new RideFileError('corrupt', String(error));
    parentPort?.postMessage({ id: request.id, ok: false, code: e.code, detail: e.detail });
  }
});
