import { WORKOUT_LIMITS } from '@domestique/coach';

const L = WORKOUT_LIMITS;
const hours = L.maxDurationS / 3600;

/**
 * Messages of the workouts and strength modules (field codes from `@domestique/contract`: coach's workout problem
 * codes, `text_invalid`, the strength log codes) in every interface language; merged into `messages.ts`.
 * Bounds come from coach's WORKOUT_LIMITS, so the words and the rules cannot disagree.
 */
export const workoutMessages = {
  en: {
    steps_empty: 'Add at least one step',
    node_invalid: 'This step is not valid',
    duration_invalid: `Enter a duration in whole seconds (up to ${hours} hours), or leave the step open`,
    duration_too_long: `A workout can last at most ${hours} hours`,
    too_many_steps: `A workout can have at most ${L.maxSteps} steps once its repeats are counted`,
    target_invalid: 'Choose a power target',
    percent_out_of_range: `Enter a percentage of FTP from ${L.minPct} to ${L.maxPct}`,
    low_above_high: 'The low value must not be above the high value',
    cadence_out_of_range: `Enter a cadence from ${L.minRpm} to ${L.maxRpm} rpm`,
    intensity_invalid: 'Choose what the step is for',
    repeat_count_invalid: `Repeat from 1 to ${L.maxRepeatCount} times`,
    repeat_empty: 'A repeat needs at least one step',
    nesting_too_deep: `Repeats can be nested at most ${L.maxRepeatDepth} levels deep`,
    cue_invalid: 'A cue needs a text and a time inside its step',
    text_missing: 'Please fill this in',
    text_too_long: `This text is too long (name up to ${L.maxNameLength} characters, description ${L.maxTextLength}, step label ${L.maxLabelLength}, cue ${L.maxCueLength})`,
    text_invalid: 'This text contains characters that are not allowed',
    workout_limit_reached:
      'You have reached the limit of 500 workouts of your own. Delete some before adding more.',
    library_workout_readonly: 'Library workouts cannot be changed. Duplicate it to make your own version.',
    workout_file_missing: 'Choose a workout file to import (.zwo, .erg, .mrc or .fit)',
    strength_date_invalid: 'Choose a date from 1 January 2000 to today',
    strength_duration_range: 'Enter a duration from 1 minute to 4 hours',
    strength_rpe_range: 'Choose an effort (RPE) from 1 to 10',
  },
  pt: {
    steps_empty: 'Adicione pelo menos um passo',
    node_invalid: 'Este passo não é válido',
    duration_invalid: `Informe a duração em segundos inteiros (até ${hours} horas) ou deixe o passo aberto`,
    duration_too_long: `Um treino pode durar no máximo ${hours} horas`,
    too_many_steps: `Um treino pode ter no máximo ${L.maxSteps} passos contando as repetições`,
    target_invalid: 'Escolha um alvo de potência',
    percent_out_of_range: `Informe uma porcentagem do FTP de ${L.minPct} a ${L.maxPct}`,
    low_above_high: 'O valor mínimo não pode ser maior que o máximo',
    cadence_out_of_range: `Informe uma cadência de ${L.minRpm} a ${L.maxRpm} rpm`,
    intensity_invalid: 'Escolha para que serve o passo',
    repeat_count_invalid: `Repita de 1 a ${L.maxRepeatCount} vezes`,
    repeat_empty: 'Uma repetição precisa de pelo menos um passo',
    nesting_too_deep: `As repetições podem ter no máximo ${L.maxRepeatDepth} níveis`,
    cue_invalid: 'Uma dica precisa de um texto e de um momento dentro do passo',
    text_missing: 'Preencha este campo',
    text_too_long: `Este texto é longo demais (nome até ${L.maxNameLength} caracteres, descrição ${L.maxTextLength}, rótulo do passo ${L.maxLabelLength}, dica ${L.maxCueLength})`,
    text_invalid: 'Este texto contém caracteres que não são permitidos',
    workout_limit_reached:
      'Você chegou ao limite de 500 treinos próprios. Apague alguns antes de criar outros.',
    library_workout_readonly:
      'Os treinos da biblioteca não podem ser alterados. Duplique para ter a sua versão.',
    workout_file_missing: 'Escolha um arquivo de treino para importar (.zwo, .erg, .mrc ou .fit)',
    strength_date_invalid: 'Escolha uma data de 1º de janeiro de 2000 até hoje',
    strength_duration_range: 'Informe uma duração de 1 minuto a 4 horas',
    strength_rpe_range: 'Escolha um esforço (PSE) de 1 a 10',
  },
  es: {
    steps_empty: 'Añade al menos un paso',
    node_invalid: 'Este paso no es válido',
    duration_invalid: `Indica la duración en segundos enteros (hasta ${hours} horas) o deja el paso abierto`,
    duration_too_long: `Un entrenamiento puede durar como máximo ${hours} horas`,
    too_many_steps: `Un entrenamiento puede tener como máximo ${L.maxSteps} pasos contando las repeticiones`,
    target_invalid: 'Elige un objetivo de potencia',
    percent_out_of_range: `Indica un porcentaje del FTP de ${L.minPct} a ${L.maxPct}`,
    low_above_high: 'El valor mínimo no puede ser mayor que el máximo',
    cadence_out_of_range: `Indica una cadencia de ${L.minRpm} a ${L.maxRpm} rpm`,
    intensity_invalid: 'Elige para qué sirve el paso',
    repeat_count_invalid: `Repite de 1 a ${L.maxRepeatCount} veces`,
    repeat_empty: 'Una repetición necesita al menos un paso',
    nesting_too_deep: `Las repeticiones pueden anidarse como máximo ${L.maxRepeatDepth} niveles`,
    cue_invalid: 'Una indicación necesita un texto y un momento dentro de su paso',
    text_missing: 'Rellena este campo',
    text_too_long: `Este texto es demasiado largo (nombre hasta ${L.maxNameLength} caracteres, descripción ${L.maxTextLength}, etiqueta del paso ${L.maxLabelLength}, indicación ${L.maxCueLength})`,
    text_invalid: 'Este texto contiene caracteres no permitidos',
    workout_limit_reached:
      'Has llegado al límite de 500 entrenamientos propios. Borra algunos antes de crear más.',
    library_workout_readonly:
      'Los entrenamientos de la biblioteca no se pueden cambiar. Duplícalo para tener tu versión.',
    workout_file_missing: 'Elige un archivo de entrenamiento para importar (.zwo, .erg, .mrc o .fit)',
    strength_date_invalid: 'Elige una fecha del 1 de enero de 2000 a hoy',
    strength_duration_range: 'Indica una duración de 1 minuto a 4 horas',
    strength_rpe_range: 'Elige un esfuerzo (RPE) de 1 a 10',
  },
} as const;
