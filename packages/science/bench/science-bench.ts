// Quick timing of the science kernels against the targets in /work/shared/reference/performance.md.
// Run: npx node packages/science/bench/science-bench.ts   (the project-wide bench lives in /bench).
import {
  buildRidingSeries,
  fitness,
  mergePowerCurves,
  normalizedPower,
  powerCurve,
  STANDARD_DURATIONS,
  summarizeRide,
} from '../src/index.ts';

/** Deterministic pseudo-random ride: endurance with surges, 1 Hz. */
function syntheticPower(seconds: number, seed = 1): Float64Array {
  let x = seed;
  const rand = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const p = new Float64Array(seconds);
  for (let i = 0; i < seconds; i++)
    p[i] = 180 + 60 * Math.sin(i / 300) + 80 * rand() + (i % 600 < 30 ? 300 : 0);
  return p;
}

function median(fn: () => void, runs = 31): number {
  for (let i = 0; i < 5; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const fourHours = syntheticPower(4 * 3600);
const curves = Array.from({ length: 1000 }, (_, i) =>
  powerCurve(syntheticPower(3600 + (i % 7) * 900, i + 1)),
);
const tenYears = Float64Array.from({ length: 3650 }, (_, d) => (d % 7 === 0 ? 0 : 40 + (d % 5) * 20));
const time = Float64Array.from({ length: 4 * 3600 }, (_, i) => 1_700_000_000 + i);

const rows: [string, number, number][] = [
  ['normalizedPower, 4 h 1 Hz', median(() => normalizedPower(fourHours)), 1],
  [`powerCurve, 4 h at ${STANDARD_DURATIONS.length} durations`, median(() => powerCurve(fourHours)), 5],
  ['fitness, 10 years of days', median(() => fitness(tenYears)), 5],
  ['mergePowerCurves, 1000 rides', median(() => mergePowerCurves(curves)), 50],
  [
    'buildRidingSeries + summarizeRide, 4 h',
    median(() => summarizeRide(buildRidingSeries({ time, power: fourHours }), { ftpW: 250 }), 11),
    50,
  ],
];
for (const [name, ms, target] of rows) {
  console.log(
    `${name.padEnd(45)} ${ms.toFixed(3).padStart(8)} ms   target ≤ ${target} ms ${ms <= target ? 'ok' : 'OVER'}`,
  );
}
