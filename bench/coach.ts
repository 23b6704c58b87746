/**
 * Coach benchmarks (`npm run bench -- coach`): the derived numbers (1 Hz target, NP, IF, TSS, kJ, time in zones) of
 * every library workout at one FTP — what a library page or `domestique workout list` computes — and their chart
 * profiles.
 */
import { deriveWorkoutMetrics, LIBRARY_WORKOUTS, workoutDurationS, workoutProfile } from '@domestique/coach';
import { medianMs } from './bench-db.ts';
import type { Row } from './table.ts';

const FTP_W = 250;

export async function benchCoach(): Promise<Row[]> {
  const seconds = LIBRARY_WORKOUTS.reduce((sum, w) => sum + workoutDurationS(w.steps), 0);
  const metricsMs = await medianMs(
    () => {
      for (const w of LIBRARY_WORKOUTS) deriveWorkoutMetrics(w.steps, FTP_W);
    },
    31,
    5,
  );
  let segments = 0;
  const profileMs = await medianMs(
    () => {
      segments = 0;
      for (const w of LIBRARY_WORKOUTS) segments += workoutProfile(w.steps).length;
    },
    31,
    5,
  );
  return [
    {
      suite: 'coach',
      case: `derived metrics, whole library (${LIBRARY_WORKOUTS.length} workouts, ${Math.round(seconds / 3600)} h of 1 Hz target)`,
      value: `${metricsMs.toFixed(1)} ms`,
      detail: `FTP ${FTP_W} W: duration, NP, IF, TSS, kJ, time in 7 zones`,
      goal: '≤ 50 ms',
      pass: metricsMs <= 50,
    },
    {
      suite: 'coach',
      case: 'chart profiles, whole library',
      value: `${profileMs.toFixed(2)} ms`,
      detail: `${segments} segments in all (not 1 Hz)`,
      goal: '',
    },
  ];
}
