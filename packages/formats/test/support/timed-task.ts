import type { Ride } from '../../src/index.ts';

// Holds its worker for `ms` and reports when it ran (wall clock, comparable across threads): worker.test.ts checks
// which decodes the pool lets run at once.
export default async function timedTask(_ride: Ride, ms: number) {
  const start = Date.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { result: { start, end: Date.now() } };
}
