/**
 * Workout export benchmark (`npm run bench -- workouts`): the whole library written to all five formats (FIT, ZWO,
 * ERG, MRC, intervals.icu text) with `writeWorkoutFile` — what the download route and `domestique workout convert`
 * call — and, for information, every one of those files read back.
 */
import { LIBRARY_WORKOUTS, localizeWorkout } from '@domestique/coach';
import {
  readWorkoutFile,
  WORKOUT_FILE_FORMATS,
  type WorkoutFile,
  writeWorkoutFile,
} from '@domestique/formats';
import { medianMs } from './bench-db.ts';
import type { Row } from './table.ts';

const FTP_W = 250;

export async function benchWorkoutExport(): Promise<Row[]> {
  const workouts = LIBRARY_WORKOUTS.map((w) => ({ workout: localizeWorkout(w, 'en'), setting: w.setting }));
  let files: WorkoutFile[] = [];
  const exportMs = await medianMs(
    () => {
      files = [];
      for (const { workout, setting } of workouts) {
        for (const format of WORKOUT_FILE_FORMATS)
          files.push(writeWorkoutFile(workout, format, { ftpW: FTP_W, setting }));
      }
    },
    11,
    2,
  );
  const bytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
  const importMs = await medianMs(
    () => {
      for (const file of files) readWorkoutFile(file.bytes, file.filename, { ftpW: FTP_W });
    },
    11,
    2,
  );
  return [
    {
      suite: 'workouts',
      case: `export whole library to ${WORKOUT_FILE_FORMATS.length} formats (${workouts.length} workouts, ${files.length} files)`,
      value: `${exportMs.toFixed(0)} ms`,
      detail: `${(bytes / 1024).toFixed(0)} KB: ${WORKOUT_FILE_FORMATS.join(', ')} at FTP ${FTP_W} W`,
      goal: '≤ 1,000 ms',
      pass: exportMs <= 1000,
    },
    {
      suite: 'workouts',
      case: 'read every exported file back',
      value: `${importMs.toFixed(0)} ms`,
      detail: 'readWorkoutFile: detect, parse, validate',
      goal: '',
    },
  ];
}
