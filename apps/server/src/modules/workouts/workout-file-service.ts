import { type CoachLanguage, validateWorkout, WORKOUT_LIMITS, type Workout } from '@domestique/coach';
import type { WorkoutDetail, WorkoutDownloadFormat } from '@domestique/contract';
import {
  type ImportedWorkout,
  readWorkoutFileInWorker,
  type WorkoutFile,
  WorkoutFileError,
  type WorkoutWarning,
  writeWorkoutFile,
} from '@domestique/formats';
import type { WorkoutService } from './workout-service.ts';

/** A workout file the rider sent. */
export interface WorkoutUpload {
  filename: string;
  bytes: Uint8Array;
}

/** The readers keep texts up to 500 characters; the model's limits are tighter (a name ≤ 100…): cut to fit. */
function fitTexts(workout: Workout<string>): Workout<string> {
  const cut = (text: string, max: number) => [...text].slice(0, max).join('');
  const nodes = (list: Workout<string>['steps']): Workout<string>['steps'] =>
    list.map((node) => {
      if (node.kind === 'repeat') return { ...node, steps: nodes(node.steps) };
      return {
        ...node,
        ...(node.label !== undefined ? { label: cut(node.label, WORKOUT_LIMITS.maxLabelLength) } : {}),
        ...(node.cues
          ? { cues: node.cues.map((c) => ({ ...c, text: cut(c.text, WORKOUT_LIMITS.maxCueLength) })) }
          : {}),
      };
    });
  return {
    name: cut(workout.name, WORKOUT_LIMITS.maxNameLength),
    description: cut(workout.description, WORKOUT_LIMITS.maxTextLength),
    ...(workout.purpose ? { purpose: cut(workout.purpose, WORKOUT_LIMITS.maxTextLength) } : {}),
    steps: nodes(workout.steps),
  };
}

/**
 * Workout files in and out (`packages/formats`): import a `.zwo`/`.erg`/`.mrc`/`.fit` workout as the rider's own,
 * and download any workout the rider can see in one of the five formats, in watts for their FTP. Formats errors are
 * `WorkoutFileError`s with a code the route words in the rider's language.
 */
export function createWorkoutFileService(deps: { workouts: WorkoutService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Reads the file by its content (in the worker pool) (the name only breaks ties), with the rider's FTP for files in watts (ERG, a
     * `.zwo` with ftpOverride), and stores it as an own workout with what the file says about itself (a ZWO's
     * author, category, tags). Throws WorkoutFileError for a file it cannot use.
     */
    async importFile(
      userId: string,
      upload: WorkoutUpload,
    ): Promise<{
      workout: WorkoutDetail;
      format: ImportedWorkout['format'];
      warnings: readonly WorkoutWarning[];
    }> {
      // a rider at the limit is told so before the file costs a parse (store checks again, atomically)
      await deps.workouts.assertRoomForOne(userId);
      const ftp = await deps.workouts.riderFtp(userId);
      // parsed in the formats worker pool, as rides are: a 1 MB .zwo costs ~100 ms of CPU, not the event loop's
      const imported = await readWorkoutFileInWorker(
        upload.bytes,
        upload.filename,
        ftp ? { ftpW: Math.round(ftp.watts) } : {},
      );
      const workout = fitTexts(imported.workout);
      // the readers already return model-valid workouts; a file that still breaks a rule is not one we can keep
      if (validateWorkout(workout).length > 0)
        throw new WorkoutFileError('invalid_value', 'outside the model limits');
      return {
        workout: await deps.workouts.store(userId, workout, imported.meta),
        format: imported.format,
        warnings: imported.warnings,
      };
    },

    /**
     * One workout as a file: watts for the rider's FTP (or, with none known, the estimate from their answers, the
     * number the workout page shows); with no FTP at all the `.fit` carries %FTP for the device's own FTP, and an
     * `.erg` (watts only) cannot be written (WorkoutFileError `ftp_required`). The file name is the workout's name
     * as an ASCII slug (`teste-de-rampa.fit`). An imported workout's `.zwo` carries its file's author, category
     * and tags again.
     */
    async download(
      userId: string,
      id: string,
      format: WorkoutDownloadFormat,
      lang: CoachLanguage,
    ): Promise<WorkoutFile> {
      const [resolved, ftp] = await Promise.all([
        deps.workouts.resolve(userId, id, lang),
        deps.workouts.riderFtp(userId),
      ]);
      const ftpW = ftp ? Math.round(ftp.watts) : undefined;
      return writeWorkoutFile(resolved.workout, format, {
        ...(ftpW ? { ftpW, fitPower: 'watts' as const } : { fitPower: 'percent' as const }),
        ...(resolved.library ? { setting: resolved.library.setting } : {}),
        ...(resolved.own ? { meta: resolved.own.fileMeta } : {}),
        language: lang,
        createdAt: now(),
      });
    },
  };
}

export type WorkoutFileService = ReturnType<typeof createWorkoutFileService>;
