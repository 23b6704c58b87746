import type { Ride } from '../../src/index.ts';

/** A worker task for worker.test.ts: sums the power column and returns it in a transferred buffer. */
export default function powerSum(ride: Ride, input: { scale: number }) {
  let sum = 0;
  for (const p of ride.samples.power ?? []) if (Number.isFinite(p)) sum += p;
  const packed = Float64Array.of(sum * input.scale, ride.samples.time.length);
  return { result: { packed }, transfer: [packed.buffer] };
}
