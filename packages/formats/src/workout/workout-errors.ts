import { WORKOUT_LIMITS } from '@domestique/coach';
import type { RideFileErrorLanguage } from '../errors.ts';

/**
 * Why a workout file could not be read or written. Language-neutral; the rider sees
 * `WORKOUT_FILE_ERROR_MESSAGES[lang][code]`.
 */
export type WorkoutFileErrorCode =
  | 'empty'
  | 'too_large'
  | 'unsupported_format'
  | 'corrupt'
  | 'xml_invalid'
  | 'xml_forbidden'
  | 'too_complex'
  | 'not_workout'
  | 'not_cycling'
  | 'no_steps'
  | 'invalid_value'
  | 'ftp_required'
  | 'too_many_steps'
  | 'too_many_cues';

export const WORKOUT_FILE_ERROR_CODES: readonly WorkoutFileErrorCode[] = [
  'empty',
  'too_large',
  'unsupported_format',
  'corrupt',
  'xml_invalid',
  'xml_forbidden',
  'too_complex',
  'not_workout',
  'not_cycling',
  'no_steps',
  'invalid_value',
  'ftp_required',
  'too_many_steps',
  'too_many_cues',
];

/**
 * The only error the workout readers and writers throw. `message` is the English rider-facing text; `detail` is
 * the technical cause (element, line, value) for logs only — never show it to the rider.
 */
export class WorkoutFileError extends Error {
  readonly code: WorkoutFileErrorCode;
  readonly detail: string | undefined;

  constructor(code: WorkoutFileErrorCode, detail?: string) {
    super(WORKOUT_FILE_ERROR_MESSAGES.en[code]);
    this.name = 'WorkoutFileError';
    this.code = code;
    this.detail = detail;
  }
}

export function isWorkoutFileError(value: unknown): value is WorkoutFileError {
  return value instanceof WorkoutFileError;
}

/**
 * Size and shape limits checked before and while parsing (security.md §4): real workout files are tiny, and a read
 * workout must fit the model's own limits (`WORKOUT_LIMITS` of the coach).
 */
export const WORKOUT_FILE_LIMITS = {
  /** Any workout file (FIT, ZWO, ERG, MRC, text): real ones are a few KB. */
  bytes: 1024 * 1024,
  /** Steps once every repeat is expanded. */
  expandedSteps: WORKOUT_LIMITS.maxSteps,
  /** Repetitions of one repeat block. */
  repeatCount: WORKOUT_LIMITS.maxRepeatCount,
  /** Total duration in seconds (12 h). */
  durationS: WORKOUT_LIMITS.maxDurationS,
  /** Characters kept of any text before the model's own per-field limits. */
  textChars: WORKOUT_LIMITS.maxTextLength,
  /** Text events (cues) on one step and in the whole file: the model's own limits, checked while reading. */
  cuesPerStep: WORKOUT_LIMITS.maxCuesPerStep,
  cues: WORKOUT_LIMITS.maxCues,
} as const;

const L = WORKOUT_LIMITS;

export const WORKOUT_FILE_ERROR_MESSAGES: Record<
  RideFileErrorLanguage,
  Record<WorkoutFileErrorCode, string>
> = {
  en: {
    empty: 'The file is empty. Export the workout again from the app you made it in.',
    too_large: 'The file is too large for a workout (the limit is 1 MB).',
    unsupported_format:
      'We could not recognise this workout file. Use a .zwo (Zwift), .erg, .mrc, .fit workout or intervals.icu text file.',
    corrupt:
      'The workout file is damaged and could not be read. Export it again from the app you made it in.',
    xml_invalid:
      'The file is not valid .zwo — the XML inside is broken. Export it again from the app you made it in.',
    xml_forbidden:
      'The file contains XML features we do not accept for safety reasons (such as entity declarations). Export the workout again as a plain .zwo file.',
    too_complex: 'The workout is too long or has too many steps (at most 12 hours and 1000 steps).',
    not_workout: 'This file is not a workout (it looks like a recorded ride, a course or a settings file).',
    not_cycling: 'This workout is for another sport than cycling.',
    no_steps: 'The workout has no steps.',
    invalid_value:
      'A step of the workout has an impossible duration or power target (negative, missing or absurdly high).',
    ftp_required:
      'This workout gives its targets in watts and does not say for which FTP. Enter your FTP and try again.',
    too_many_steps:
      'This workout needs more than 100 steps on a Garmin or Wahoo device, even with coarser ramps. Shorten it or use fewer repeats.',
    too_many_cues: `The workout has too many text cues (at most ${L.maxCuesPerStep} on a step and ${L.maxCues} in all). Remove some in the app you made it in and export it again.`,
  },
  pt: {
    empty: 'O arquivo está vazio. Exporte o treino novamente do aplicativo em que você o criou.',
    too_large: 'O arquivo é grande demais para um treino (o limite é 1 MB).',
    unsupported_format:
      'Não reconhecemos este arquivo de treino. Use um arquivo .zwo (Zwift), .erg, .mrc, um treino .fit ou um texto do intervals.icu.',
    corrupt:
      'O arquivo do treino está danificado e não pôde ser lido. Exporte-o novamente do aplicativo em que você o criou.',
    xml_invalid:
      'O arquivo não é um .zwo válido — o XML está corrompido. Exporte-o novamente do aplicativo em que você o criou.',
    xml_forbidden:
      'O arquivo contém recursos de XML que não aceitamos por segurança (como declarações de entidades). Exporte o treino novamente como um .zwo simples.',
    too_complex: 'O treino é longo demais ou tem passos demais (no máximo 12 horas e 1000 passos).',
    not_workout:
      'Este arquivo não é um treino (parece um pedal gravado, um percurso ou um arquivo de configurações).',
    not_cycling: 'Este treino é de outro esporte, não de ciclismo.',
    no_steps: 'O treino não tem nenhum passo.',
    invalid_value:
      'Um passo do treino tem duração ou alvo de potência impossível (negativo, ausente ou absurdamente alto).',
    ftp_required:
      'Este treino dá os alvos em watts e não diz para qual FTP. Informe o seu FTP e tente novamente.',
    too_many_steps:
      'Este treino precisa de mais de 100 passos num aparelho Garmin ou Wahoo, mesmo com rampas mais grosseiras. Encurte-o ou use menos repetições.',
    too_many_cues: `O treino tem dicas de texto demais (no máximo ${L.maxCuesPerStep} por passo e ${L.maxCues} no total). Remova algumas no aplicativo em que você o criou e exporte-o novamente.`,
  },
  es: {
    empty:
      'El archivo está vacío. Exporta el entrenamiento de nuevo desde la aplicación en la que lo creaste.',
    too_large: 'El archivo es demasiado grande para un entrenamiento (el límite es 1 MB).',
    unsupported_format:
      'No pudimos reconocer este archivo de entrenamiento. Usa un archivo .zwo (Zwift), .erg, .mrc, un entrenamiento .fit o un texto de intervals.icu.',
    corrupt:
      'El archivo del entrenamiento está dañado y no se pudo leer. Expórtalo de nuevo desde la aplicación en la que lo creaste.',
    xml_invalid:
      'El archivo no es un .zwo válido: el XML está roto. Expórtalo de nuevo desde la aplicación en la que lo creaste.',
    xml_forbidden:
      'El archivo contiene funciones de XML que no aceptamos por seguridad (como declaraciones de entidades). Exporta el entrenamiento de nuevo como un .zwo simple.',
    too_complex:
      'El entrenamiento es demasiado largo o tiene demasiados pasos (como máximo 12 horas y 1000 pasos).',
    not_workout:
      'Este archivo no es un entrenamiento (parece una salida grabada, un recorrido o un archivo de ajustes).',
    not_cycling: 'Este entrenamiento es de otro deporte, no de ciclismo.',
    no_steps: 'El entrenamiento no tiene ningún paso.',
    invalid_value:
      'Un paso del entrenamiento tiene una duración o un objetivo de potencia imposible (negativo, ausente o absurdamente alto).',
    ftp_required:
      'Este entrenamiento da los objetivos en vatios y no dice para qué FTP. Introduce tu FTP y vuelve a intentarlo.',
    too_many_steps:
      'Este entrenamiento necesita más de 100 pasos en un dispositivo Garmin o Wahoo, incluso con rampas más gruesas. Acórtalo o usa menos repeticiones.',
    too_many_cues: `El entrenamiento tiene demasiadas indicaciones de texto (como máximo ${L.maxCuesPerStep} por paso y ${L.maxCues} en total). Quita algunas en la aplicación en la que lo creaste y expórtalo de nuevo.`,
  },
};
