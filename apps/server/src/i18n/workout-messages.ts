import { WORKOUT_LIMITS } from '@domestique/coach';

const L = WORKOUT_LIMITS;
/**
 * Messages of the workouts and strength modules that only the server words (the own-workout limit, workout file
 * import, the strength log codes) in every interface language; merged into `messages.ts`. A workout body's field
 * codes are worded in `@domestique/contract` (`WORKOUT_FIELD_MESSAGES`), which the web's builder reads too.
 * Bounds come from coach's WORKOUT_LIMITS, so the words and the rules cannot disagree.
 */
export const workoutMessages = {
  en: {
    workout_limit_reached: `You have reached the limit of ${L.maxOwnWorkouts} workouts of your own. Delete some before adding more.`,
    workout_file_missing: 'Choose a workout file to import (.zwo, .erg, .mrc or .fit)',
    workout_file_one_only: 'Import one workout file at a time',
    strength_date_invalid: 'Choose a date from 1 January 2000 to today',
    strength_duration_range: 'Enter a duration from 1 minute to 4 hours',
    strength_rpe_range: 'Choose an effort (RPE) from 1 to 10',
  },
  pt: {
    workout_limit_reached: `Você chegou ao limite de ${L.maxOwnWorkouts} treinos próprios. Apague alguns antes de criar outros.`,
    workout_file_missing: 'Escolha um arquivo de treino para importar (.zwo, .erg, .mrc ou .fit)',
    workout_file_one_only: 'Importe um arquivo de treino por vez',
    strength_date_invalid: 'Escolha uma data de 1º de janeiro de 2000 até hoje',
    strength_duration_range: 'Informe uma duração de 1 minuto a 4 horas',
    strength_rpe_range: 'Escolha um esforço (PSE) de 1 a 10',
  },
  es: {
    workout_limit_reached: `Has llegado al límite de ${L.maxOwnWorkouts} entrenamientos propios. Borra algunos antes de crear más.`,
    workout_file_missing: 'Elige un archivo de entrenamiento para importar (.zwo, .erg, .mrc o .fit)',
    workout_file_one_only: 'Importa un solo archivo de entrenamiento cada vez',
    strength_date_invalid: 'Elige una fecha del 1 de enero de 2000 a hoy',
    strength_duration_range: 'Indica una duración de 1 minuto a 4 horas',
    strength_rpe_range: 'Elige un esfuerzo (RPE) de 1 a 10',
  },
} as const;
