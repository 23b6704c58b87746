import { WORKOUT_LIMITS } from '@domestique/coach';
import type { Language } from './languages.ts';
import type { WorkoutFieldError } from './workouts.ts';

const L = WORKOUT_LIMITS;
const hours = L.maxDurationS / 3600;

/**
 * The words of a workout body's field codes (`WORKOUT_FIELD_ERRORS`: coach's `validateWorkout` codes and
 * `text_invalid`) in every interface language: one list for the server's API errors and the web builder's checks
 * as the rider types. Bounds come from coach's WORKOUT_LIMITS, so the words and the rules cannot disagree.
 */
export const WORKOUT_FIELD_MESSAGES = {
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
    too_many_cues: `Too many cues: at most ${L.maxCuesPerStep} on a step and ${L.maxCues} in the whole workout`,
    text_missing: 'Please fill this in',
    text_too_long: `This text is too long (name up to ${L.maxNameLength} characters, description ${L.maxTextLength}, step label ${L.maxLabelLength}, cue ${L.maxCueLength})`,
    text_invalid: 'This text contains characters that are not allowed',
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
    too_many_cues: `Dicas demais: no máximo ${L.maxCuesPerStep} por passo e ${L.maxCues} no treino inteiro`,
    text_missing: 'Preencha este campo',
    text_too_long: `Este texto é longo demais (nome até ${L.maxNameLength} caracteres, descrição ${L.maxTextLength}, rótulo do passo ${L.maxLabelLength}, dica ${L.maxCueLength})`,
    text_invalid: 'Este texto contém caracteres que não são permitidos',
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
    too_many_cues: `Demasiadas indicaciones: como máximo ${L.maxCuesPerStep} por paso y ${L.maxCues} en todo el entrenamiento`,
    text_missing: 'Rellena este campo',
    text_too_long: `Este texto es demasiado largo (nombre hasta ${L.maxNameLength} caracteres, descripción ${L.maxTextLength}, etiqueta del paso ${L.maxLabelLength}, indicación ${L.maxCueLength})`,
    text_invalid: 'Este texto contiene caracteres no permitidos',
  },
} as const satisfies Record<Language, Record<WorkoutFieldError, string>>;
