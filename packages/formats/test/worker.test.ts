import { availableParallelism } from 'node:os';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeRideWorkers,
  DECODE_MEMORY_PER_BYTE,
  DEFAULT_DECODING_MEMORY_BYTES,
  decodeMemoryEstimate,
  decodeRide,
  decodeRideInWorker,
  decodeWorkerCount,
  encodeSyntheticRideFit,
  processRideInWorker,
  RideFileError,
  readWorkoutFile,
  readWorkoutFileInWorker,
  setDecodingMemoryLimit,
  setIdleRetirement,
  WorkoutFileError,
} from '../src/index.ts';
import { fixture } from './helpers.ts';

async function rejection(promise: Promise<unknown>): Promise<RideFileError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RideFileError);
    return error as RideFileError;
  }
  throw new Error('expected a rejection');
}

describe('decodeRideInWorker', () => {
  afterAll(() => closeRideWorkers());

  it('returns the same Ride as decodeRide (Dates and Float64Arrays survive the thread hop)', async () => {
    const bytes = fixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit');
    const ride = await decodeRideInWorker(bytes, 'ride.fit');
    const local = decodeRide(bytes, 'ride.fit');
    expect(ride.startTime).toBeInstanceOf(Date);
    expect(ride.samples.power).toBeInstanceOf(Float64Array);
    expect(ride).toEqual(local);
    expect(bytes.length).toBe(148037); // the caller's buffer is not detached
  });

  it('runs a task on the decoded ride in the worker and sends back its result and the ride without samples', async () => {
    const bytes = fixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit');
    const local = decodeRide(bytes);
    const { ride, result } = await processRideInWorker<{ packed: Float64Array }>(bytes, 'ride.fit', {
      module: new URL('./support/power-sum-task.ts', import.meta.url),
      input: { scale: 2 },
    });
    let sum = 0;
    for (const p of local.samples.power!) if (Number.isFinite(p)) sum += p;
    expect(Array.from(result.packed)).toEqual([2 * sum, 4700]);
    expect(ride.startTime).toEqual(local.startTime);
    expect(ride.session).toEqual(local.session);
    expect('samples' in ride).toBe(false);
    // a file that cannot be decoded never reaches the task
    const error = await rejection(
      processRideInWorker(new Uint8Array(0), 'x.fit', {
        module: new URL('./support/power-sum-task.ts', import.meta.url),
        input: { scale: 1 },
      }),
    );
    expect(error.code).toBe('empty');
  });

  it('accepts a Node Buffer from the shared pool without detaching it', async () => {
    const pooled = Buffer.from('a small pooled buffer');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length); // a view into Node's shared pool
    const ride = await decodeRideInWorker(pooled, 'x.fit').catch((error: RideFileError) => error.code);
    expect(ride).toBe('corrupt');
    expect(pooled.toString()).toBe('a small pooled buffer');
    expect(Buffer.from('still usable').toString()).toBe('still usable');
  });

  it('passes typed errors through', async () => {
    expect((await rejection(decodeRideInWorker(new Uint8Array(0)))).code).toBe('empty');
    expect(
      (await rejection(decodeRideInWorker(fixture('fit-bad/not-activity-WorkoutIndividualSteps.fit')))).code,
    ).toBe('not_activity');
  });

  it("terminates a worker that runs past the time budget → 'timeout'", async () => {
    const error = await rejection(
      decodeRideInWorker(fixture('fit/edge530-bpg-garmin.fit'), 'ride.fit', { timeoutMs: 1 }),
    );
    expect(error.code).toBe('timeout');
    // The timed-out worker was replaced: the pool keeps working.
    const ride = await decodeRideInWorker(fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit'));
    expect(ride.samples.time.length).toBe(96);
  });

  it('counts the budget from when the worker has its code: a slow first load is not the file’s time', async () => {
    const bytes = fixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit');
    const { result } = await processRideInWorker<number>(
      bytes,
      'ride.fit',
      { module: new URL('./support/slow-loading-task.ts', import.meta.url), input: null },
      // the module alone takes 1.5 s to load; decoding this ride takes a fraction of the budget
      { timeoutMs: 1000 },
    );
    expect(result).toBe(4700);
  });

  it('decodes many files concurrently through the pool, each with its own result', async () => {
    const files = [
      'fit/edge1000-short-pause-2020-06-01-16-52-40.fit',
      'tcx/edge1000-short-pause-activity_5039744860.tcx',
      'gpx/edge1000-short-pause-activity_5039744860.gpx',
      'fit/elemnt-bolt-no-application-id-inside-developer-data-id.fit',
      'fit-bad/activity-unexpected-eof.fit',
    ];
    const results = await Promise.allSettled(files.map((file) => decodeRideInWorker(fixture(file), file)));
    const summary = results.map((r) =>
      r.status === 'fulfilled' ? `${r.value.format}:${r.value.samples.time.length}` : r.reason.code,
    );
    expect(summary).toEqual(['fit:96', 'tcx:96', 'gpx:96', 'fit:132', 'truncated']);
  });

  it("stops a worker that exceeds its heap → 'too_complex'", async () => {
    const bytes = encodeSyntheticRideFit({ durationS: 4 * 3600 });
    const error = await rejection(decodeRideInWorker(bytes, 'ride.fit', { maxHeapMb: 8 }));
    expect(error.code).toBe('too_complex');
    // The same file decodes with the default 256 MB.
    const ride = await decodeRideInWorker(bytes, 'ride.fit');
    expect(ride.samples.time.length).toBe(14401);
  });
});

describe('idle decode workers', () => {
  afterAll(async () => {
    setIdleRetirement(30_000);
    await closeRideWorkers();
  });

  it('are retired after a while idle (their heap with them), and the next file starts a new one', async () => {
    await closeRideWorkers();
    setIdleRetirement(100);
    const bytes = fixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit');
    const first = await decodeRideInWorker(bytes, 'ride.fit');
    expect(decodeWorkerCount()).toBe(1);
    await expect.poll(() => decodeWorkerCount(), { timeout: 5000, interval: 50 }).toBe(0);
    const again = await decodeRideInWorker(bytes, 'ride.fit');
    expect(again).toEqual(first);
  });
});

describe('decode memory', () => {
  afterAll(() => {
    setDecodingMemoryLimit(DEFAULT_DECODING_MEMORY_BYTES);
    return closeRideWorkers();
  });

  it('estimates what a decode holds from the format: FIT 20× its size, XML 4×, gzip by its stated inflated size', () => {
    const fit = fixture('fit/Edge810-Vector-2013-08-16-15-35-10.fit');
    const tcx = fixture('tcx/edge1000-short-pause-activity_5039744860.tcx');
    expect(decodeMemoryEstimate(fit, 'ride.fit')).toBe(fit.length * DECODE_MEMORY_PER_BYTE.fit);
    expect(decodeMemoryEstimate(tcx, 'ride.tcx')).toBe(tcx.length * DECODE_MEMORY_PER_BYTE.xml);
    const gz = gzipSync(tcx);
    // small enough to be a FIT once inflated: counted as one (the name does not decide what the bytes are)
    expect(decodeMemoryEstimate(gz, 'ride.tcx.gz')).toBe(gz.length + tcx.length * DECODE_MEMORY_PER_BYTE.fit);
    // a trailer claiming 4 GB counts as the 50 MB the inflate stops at, as XML (a FIT cannot be that large)
    const lying = Uint8Array.from([...gz.subarray(0, -4), 0xff, 0xff, 0xff, 0xff]);
    expect(decodeMemoryEstimate(lying, 'x.gz')).toBe(
      gz.length + 50 * 1024 * 1024 * DECODE_MEMORY_PER_BYTE.xml,
    );
  });

  async function twoDecodes(): Promise<{ start: number; end: number }[]> {
    const bytes = fixture('fit/edge1000-short-pause-2020-06-01-16-52-40.fit');
    const task = { module: new URL('./support/timed-task.ts', import.meta.url), input: 1000 };
    const runs = await Promise.all(
      [1, 2].map(() => processRideInWorker<{ start: number; end: number }>(bytes, 'a.fit', task)),
    );
    return runs.map((r) => r.result).sort((a, b) => a.start - b.start);
  }

  it('lets a file wait in the queue while the decodes running hold the memory it would need', async () => {
    await twoDecodes(); // two workers started, their code loaded: what follows times only the queue
    setDecodingMemoryLimit(1); // any file fills it: one decode at a time
    const [first, second] = await twoDecodes();
    expect(second!.start).toBeGreaterThanOrEqual(first!.end);
    // a file alone runs even when larger than the limit, and the queue moves on after each
    setDecodingMemoryLimit(DEFAULT_DECODING_MEMORY_BYTES);
    if (availableParallelism() >= 2) {
      const [a, b] = await twoDecodes();
      expect(b!.start).toBeLessThan(a!.end); // with room, two workers decode at once
    }
  });
});

describe('readWorkoutFileInWorker', () => {
  afterAll(() => closeRideWorkers());

  it('reads a workout file as readWorkoutFile does, and passes its typed errors through', async () => {
    const bytes = fixture('zwo/domestique-ftp-test-style.zwo');
    expect(await readWorkoutFileInWorker(bytes, 'ftp.zwo', { ftpW: 250 })).toEqual(
      readWorkoutFile(bytes, 'ftp.zwo', { ftpW: 250 }),
    );
    const broken = readWorkoutFileInWorker(new TextEncoder().encode('<workout_file><a></b>'), 'x.zwo');
    await expect(broken).rejects.toBeInstanceOf(WorkoutFileError);
    await expect(broken).rejects.toMatchObject({ code: 'xml_invalid' });
  });

  it("a workout file past its time budget is 'too_complex' in the workout codes, and the pool goes on", async () => {
    // ~1 MB that takes tens of milliseconds to read: 1,000 steps of 110 attributes each
    const attrs = Array.from({ length: 110 }, (_, i) => `a${i}="${i}"`).join(' ');
    const steps = Array.from({ length: 1000 }, () => `<SteadyState Duration="30" Power=".6" ${attrs}/>`);
    const slow = new TextEncoder().encode(
      `<workout_file><workout>${steps.join('')}</workout></workout_file>`,
    );
    const late = readWorkoutFileInWorker(slow, 'slow.zwo', {}, { timeoutMs: 1 });
    await expect(late).rejects.toBeInstanceOf(WorkoutFileError);
    await expect(late).rejects.toMatchObject({ code: 'too_complex' });
    expect((await readWorkoutFileInWorker(slow, 'slow.zwo')).workout.steps).toHaveLength(1000);
  });
});
