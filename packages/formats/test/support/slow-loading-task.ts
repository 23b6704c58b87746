import type { Ride } from '../../src/index.ts';

// A module that takes a while to load, as the server's analysis does on a busy machine the first time a worker
// imports it (worker.test.ts: loading code is not the file's time budget).
await new Promise((resolve) => setTimeout(resolve, 1500));

export default function sampleCount(ride: Ride) {
  return { result: ride.samples.time.length };
}
