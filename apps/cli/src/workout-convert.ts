import { readFileSync, writeFileSync } from 'node:fs';
import type { CoachLanguage, Workout, WorkoutSetting } from '@domestique/coach';
import {
  isWorkoutFileError,
  readWorkoutFile,
  WORKOUT_FILE_FORMATS,
  type WorkoutFileFormat,
  type WorkoutFileMeta,
  workoutWarningMessage,
  writeWorkoutFile,
} from '@domestique/formats';
import { CliError, type CliOutput } from './cli-error.ts';
import { findLibraryWorkout } from './workout-library.ts';

export interface ConvertOptions {
  readonly input: string;
  readonly to: string | undefined;
  readonly ftpW: number | null;
  readonly output: string | undefined;
  /** Language of a library workout's texts and of the notices a file gets (ERG/MRC before all-out efforts). */
  readonly lang: CoachLanguage;
}

/** File names we read as workout files; anything else that does not exist on disk is taken for a library id. */
const FILE_NAME = /\.(zwo|erg|mrc|fit|txt)$/i;

function fileError(error: unknown): CliError {
  if (isWorkoutFileError(error)) return new CliError(`${error.code}: ${error.message}`, 2);
  return new CliError(`could not convert: ${error instanceof Error ? error.message : String(error)}`, 2);
}

/**
 * The workout to convert: a library id, or a file read by content (warnings kept for stderr, and what the file says
 * about itself — a ZWO's author, category, tags — to write back).
 */
function source(
  input: string,
  ftpW: number | null,
  lang: CoachLanguage,
): { workout: Workout; setting?: WorkoutSetting; warnings: string[]; meta?: WorkoutFileMeta } {
  const library = findLibraryWorkout(input, lang);
  if (library) return { workout: library, setting: library.setting, warnings: [] };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(input));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !FILE_NAME.test(input) && !/[\\/]/.test(input)) {
      throw new CliError(`unknown workout id or file: ${input} (see domestique workout list)`, 2);
    }
    throw new CliError(`cannot read ${input}${code ? ` (${code})` : ''}`, 2);
  }
  try {
    const read = readWorkoutFile(bytes, input, ftpW ? { ftpW } : {});
    return {
      workout: read.workout,
      warnings: read.warnings.map((w) => `${w.code}: ${workoutWarningMessage(w, 'en')}`),
      meta: read.meta,
    };
  } catch (error) {
    throw fileError(error);
  }
}

/**
 * `domestique workout convert <library-id | file> --to fit|zwo|erg|mrc|txt [--ftp W] [-o FILE]`: text formats go
 * to stdout unless `-o`; FIT is binary and needs `-o`. ERG (watts) needs `--ftp`; FIT is written in watts with
 * `--ftp`, in % FTP (the head unit's own FTP) without.
 */
export function convertWorkout(options: ConvertOptions): CliOutput {
  const format = options.to?.toLowerCase();
  if (!format || !(WORKOUT_FILE_FORMATS as readonly string[]).includes(format)) {
    throw new CliError(
      `unknown format ${options.to ?? '(none)'}: use --to ${WORKOUT_FILE_FORMATS.join('|')}`,
      2,
    );
  }
  const { workout, setting, warnings, meta } = source(options.input, options.ftpW, options.lang);
  if (format === 'fit' && !options.output) throw new CliError('a .fit file is binary: pass -o FILE', 2);
  if (format === 'erg' && !options.ftpW) throw new CliError('.erg targets are watts: pass --ftp W', 2);
  let file: ReturnType<typeof writeWorkoutFile>;
  try {
    file = writeWorkoutFile(workout, format as WorkoutFileFormat, {
      ...(options.ftpW ? { ftpW: options.ftpW } : {}),
      ...(setting ? { setting } : {}),
      ...(meta ? { meta } : {}),
      language: options.lang,
    });
  } catch (error) {
    throw fileError(error);
  }
  if (options.output) {
    try {
      writeFileSync(options.output, file.bytes);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new CliError(`cannot write ${options.output}${code ? ` (${code})` : ''}`, 2);
    }
    return { stdout: '', warnings, exact: true };
  }
  return { stdout: new TextDecoder().decode(file.bytes), warnings, exact: true };
}
