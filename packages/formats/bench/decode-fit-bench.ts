// Decode throughput of a generated 4-hour 1 Hz ride: bare Garmin SDK vs our import path, measured side by side
// (performance.md: compare ratios from one run). Run: npx node packages/formats/bench/decode-fit-bench.ts
import { Decoder, Stream } from '@garmin/fitsdk';
import { closeRideWorkers, decodeRide, decodeRideInWorker, encodeSyntheticRideFit } from '../src/index.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 21);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Round-robin over the cases (one run of each per round) so load from other processes hits all of them alike. */
async function measureInterleaved(cases: Array<[string, () => unknown]>): Promise<number[]> {
  for (const [, run] of cases) for (let i = 0; i < 3; i++) await run(); // warm-up
  const times: number[][] = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [, run]] of cases.entries()) {
      const start = performance.now();
      await run();
      times[index]!.push(performance.now() - start);
    }
  }
  return times.map(median);
}

const bytes = encodeSyntheticRideFit({ durationS: 4 * 3600, seed: 1 });
const records = decodeRide(bytes).samples.time.length;
const cases: Array<[string, () => unknown]> = [
  ['SDK Decoder.read() defaults', () => new Decoder(Stream.fromByteArray(bytes)).read()],
  [
    'SDK conversions off (scale, components, strings, dates, HR merge)',
    () =>
      new Decoder(Stream.fromByteArray(bytes)).read({
        applyScaleAndOffset: false,
        expandComponents: false,
        expandSubFields: false,
        convertTypesToStrings: false,
        convertDateTimesToDates: false,
        mergeHeartRates: false,
      }),
  ],
  ['decodeRide (SDK + normalised Ride)', () => decodeRide(bytes, 'ride.fit')],
  [
    'decodeRideInWorker (pooled worker, bytes and Ride cross threads)',
    () => decodeRideInWorker(bytes, 'ride.fit'),
  ],
];

console.log(`4-hour ride: ${records} records, ${(bytes.length / 1024).toFixed(0)} KB, median of ${ROUNDS}`);
const results = await measureInterleaved(cases);
for (const [index, [name]] of cases.entries()) {
  const ms = results[index]!;
  const rate = Math.round(records / (ms / 1000)).toLocaleString('en');
  console.log(`${name.padEnd(70)} ${ms.toFixed(1).padStart(7)} ms ${rate.padStart(10)} rec/s`);
}
const [defaults, off, ours, inWorker] = results as [number, number, number, number];
console.log(
  `decodeRide throughput vs SDK defaults: ${(defaults / ours).toFixed(2)}×; vs SDK conversions off: ${(off / ours).toFixed(2)}×`,
);
console.log(`decodeRideInWorker throughput vs SDK defaults: ${(defaults / inWorker).toFixed(2)}×`);
await closeRideWorkers();
