import type { Workout, WorkoutSetting } from '@domestique/coach';
import { xmlEncoding } from '../detect.ts';
import type { RideFileErrorLanguage } from '../errors.ts';
import { readErgMrc } from './erg-mrc-read.ts';
import { writeErg, writeMrc } from './erg-mrc-write.ts';
import { decodeFitWorkout } from './fit-workout-decode.ts';
import { encodeFitWorkout } from './fit-workout-encode.ts';
import { readIcuText } from './icu-text-read.ts';
import { writeIcuText } from './icu-text-write.ts';
import { WORKOUT_FILE_LIMITS, WorkoutFileError } from './workout-errors.ts';
import type { WorkoutFileMeta } from './workout-meta.ts';
import {
  fileSlug,
  type ImportedWorkout,
  type WorkoutFileFormat,
  type WorkoutReadOptions,
} from './workout-tree.ts';
import { readZwo } from './zwo-read.ts';
import { writeZwo } from './zwo-write.ts';

/** Content types for downloads. */
export const WORKOUT_CONTENT_TYPES: Record<WorkoutFileFormat, string> = {
  fit: 'application/vnd.ant.fit',
  zwo: 'application/xml; charset=utf-8',
  erg: 'text/plain; charset=utf-8',
  mrc: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

function extension(filename: string | undefined): string {
  const dot = filename?.lastIndexOf('.') ?? -1;
  return dot >= 0 ? filename!.slice(dot + 1).toLowerCase() : '';
}

/** The file name without folders or extension, for a workout that has no name inside. */
function stem(filename: string | undefined): string | undefined {
  const base = filename?.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const name = (dot > 0 ? base.slice(0, dot) : base).replace(/[_]+/g, ' ').trim();
  return name || undefined;
}

/**
 * A workout file's format from its content: the FIT header ('.FIT' at bytes 8–11), an XML root `workout_file`
 * (any case), a `[COURSE DATA]` section (ERG when it says MINUTES WATTS, MRC for MINUTES PERCENT, else by the file
 * name), and intervals.icu text when a line starts with "- " and the name is `.txt` (or says nothing). Null when
 * nothing fits.
 */
export function detectWorkoutFormat(bytes: Uint8Array, filename?: string): WorkoutFileFormat | null {
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === '.FIT') return 'fit';
  const head = new TextDecoder(xmlEncoding(bytes)).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const ext = extension(filename);
  const withoutProlog = head.replace(/<[?!][\s\S]*?>/g, '').trimStart();
  if (/^<workout_file[\s/>]/i.test(withoutProlog)) return 'zwo';
  if (/\[COURSE (HEADER|DATA)\]/i.test(head)) {
    if (/MINUTES\s+WATTS/i.test(head)) return 'erg';
    if (/MINUTES\s+PERCENT/i.test(head)) return 'mrc';
    return ext === 'erg' || ext === 'mrc' ? ext : null;
  }
  if ((ext === 'txt' || ext === '') && /^\s*[-*]\s+\S/m.test(head)) return 'txt';
  return null;
}

/**
 * Reads any workout file we know (FIT workout, ZWO, ERG, MRC, intervals.icu text), detected from its content.
 * The file name only breaks ties (an ERG/MRC without a MINUTES line) and names a workout that has no name inside.
 * Throws only WorkoutFileError.
 */
export function readWorkoutFile(
  bytes: Uint8Array,
  filename?: string,
  options: WorkoutReadOptions = {},
): ImportedWorkout {
  if (bytes.length === 0) throw new WorkoutFileError('empty');
  if (bytes.length > WORKOUT_FILE_LIMITS.bytes)
    throw new WorkoutFileError('too_large', `${bytes.length} bytes`);
  const format = detectWorkoutFormat(bytes, filename);
  const named = { ...options, fallbackName: options.fallbackName ?? stem(filename) };
  switch (format) {
    case 'fit':
      return decodeFitWorkout(bytes, named);
    case 'zwo':
      return readZwo(bytes, named);
    case 'erg':
    case 'mrc':
      return readErgMrc(bytes, { ...named, format });
    case 'txt':
      return readIcuText(bytes, named);
    case null:
      throw new WorkoutFileError(
        'unsupported_format',
        `not a workout file: ${extension(filename) || 'no extension'}`,
      );
  }
}

export interface WorkoutWriteOptions {
  /** The rider's FTP: needed for ERG (watts) and for FIT in watts. */
  readonly ftpW?: number;
  /** FIT targets: 'watts' for the rider's FTP (default when `ftpW` is given) or 'percent' of the device's FTP. */
  readonly fitPower?: 'watts' | 'percent';
  /** FIT sub_sport: indoor cycling for 'indoor', road otherwise. */
  readonly setting?: WorkoutSetting;
  /** FIT file_id.time_created (default now). */
  readonly createdAt?: Date;
  /** What the imported file said about itself (ZWO author, category, tags…), written back where the format can. */
  readonly meta?: WorkoutFileMeta;
  /** Language of the texts a writer adds itself (the ERG/MRC notices before all-out and free-ride stretches). */
  readonly language?: RideFileErrorLanguage;
}

export interface WorkoutFile {
  readonly format: WorkoutFileFormat;
  /** `<slug of the name>.<format>`, always a lower-case extension (TrainerRoad needs `.erg`/`.mrc`). */
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** Writes a workout in one of the five formats, with a file name and content type for a download. */
export function writeWorkoutFile(
  workout: Workout,
  format: WorkoutFileFormat,
  options: WorkoutWriteOptions = {},
): WorkoutFile {
  const text = (value: string) => new TextEncoder().encode(value);
  let bytes: Uint8Array;
  switch (format) {
    case 'fit':
      bytes = encodeFitWorkout(workout, {
        ...(options.ftpW ? { ftpW: options.ftpW } : {}),
        ...(options.fitPower ? { power: options.fitPower } : {}),
        ...(options.setting ? { setting: options.setting } : {}),
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      });
      break;
    case 'zwo':
      bytes = text(writeZwo(workout, options.meta ? { meta: options.meta } : {}));
      break;
    case 'erg':
      if (!options.ftpW) throw new WorkoutFileError('ftp_required', 'ERG is in watts');
      bytes = text(writeErg(workout, { ftpW: options.ftpW, language: options.language ?? 'en' }));
      break;
    case 'mrc':
      bytes = text(writeMrc(workout, { language: options.language ?? 'en' }));
      break;
    case 'txt':
      bytes = text(writeIcuText(workout));
      break;
  }
  return {
    format,
    filename: `${fileSlug(workout.name)}.${format}`,
    contentType: WORKOUT_CONTENT_TYPES[format],
    bytes,
  };
}
