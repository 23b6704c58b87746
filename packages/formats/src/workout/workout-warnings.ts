import type { RideFileErrorLanguage } from '../errors.ts';

/**
 * Something a rider should know about a workout file that was still imported. Language-neutral: apps word `code`
 * with `workoutWarningMessage` (or their own catalogs); `value` fills `{value}`.
 */
export type WorkoutWarningCode =
  /** ZWO `ftpOverride`: targets were written for a fixed FTP (`value` W) and were converted to % of the rider's. */
  | 'ftp_override_rescaled'
  /** ZWO `ftpOverride` and no rider FTP given: targets kept as % of the file's own FTP (`value` W). */
  | 'ftp_override_kept'
  /** FIT: `value` steps end on distance, heart rate, calories or power, which we do not model: they end on lap. */
  | 'durations_made_open'
  /** FIT: `value` steps target heart rate, speed or grade, which we do not model: they became free ride. */
  | 'targets_dropped'
  /** ZWO: `value` blocks of an unknown kind were read for their duration, at their `Power` or as free ride. */
  | 'unknown_blocks'
  /** `value` steps had power targets above 300 % FTP (the model's ceiling), capped at 300 %. */
  | 'targets_capped';

export const WORKOUT_WARNING_CODES: readonly WorkoutWarningCode[] = [
  'ftp_override_rescaled',
  'ftp_override_kept',
  'durations_made_open',
  'targets_dropped',
  'unknown_blocks',
  'targets_capped',
];

export interface WorkoutWarning {
  readonly code: WorkoutWarningCode;
  readonly value: number;
}

export const WORKOUT_WARNING_MESSAGES: Record<RideFileErrorLanguage, Record<WorkoutWarningCode, string>> = {
  en: {
    ftp_override_rescaled:
      'The file fixes its targets for an FTP of {value} W; they were converted to percentages of your FTP.',
    ftp_override_kept:
      'The file fixes its targets for an FTP of {value} W; they were kept as percentages of that FTP.',
    durations_made_open:
      '{value} steps end on distance, heart rate, calories or power, which we do not support: they end when you press lap.',
    targets_dropped:
      '{value} steps target heart rate, speed or grade, which we do not support: they are free ride.',
    unknown_blocks:
      '{value} blocks of an unknown kind were kept for their duration, at their power target or as free ride when they have none.',
    targets_capped: '{value} steps aimed above 300 % of FTP; their targets were capped at 300 %.',
  },
  pt: {
    ftp_override_rescaled:
      'O arquivo fixa os alvos para um FTP de {value} W; eles foram convertidos em porcentagens do seu FTP.',
    ftp_override_kept:
      'O arquivo fixa os alvos para um FTP de {value} W; eles foram mantidos como porcentagens desse FTP.',
    durations_made_open:
      '{value} passos terminam por distância, frequência cardíaca, calorias ou potência, o que não suportamos: eles terminam quando você aperta o botão de volta (lap).',
    targets_dropped:
      '{value} passos têm alvo de frequência cardíaca, velocidade ou inclinação, o que não suportamos: eles ficaram livres.',
    unknown_blocks:
      '{value} blocos de tipo desconhecido foram mantidos pela duração, com o alvo de potência deles ou como pedal livre quando não têm.',
    targets_capped: '{value} passos tinham alvo acima de 300 % do FTP; os alvos foram limitados a 300 %.',
  },
  es: {
    ftp_override_rescaled:
      'El archivo fija sus objetivos para un FTP de {value} W; se convirtieron en porcentajes de tu FTP.',
    ftp_override_kept:
      'El archivo fija sus objetivos para un FTP de {value} W; se mantuvieron como porcentajes de ese FTP.',
    durations_made_open:
      '{value} pasos terminan por distancia, frecuencia cardiaca, calorías o potencia, lo que no admitimos: terminan cuando pulsas el botón de vuelta (lap).',
    targets_dropped:
      '{value} pasos tienen objetivo de frecuencia cardiaca, velocidad o pendiente, lo que no admitimos: quedaron libres.',
    unknown_blocks:
      '{value} bloques de tipo desconocido se mantuvieron por su duración, con su objetivo de potencia o como rodaje libre si no lo tienen.',
    targets_capped: '{value} pasos tenían objetivos por encima del 300 % del FTP; se limitaron al 300 %.',
  },
};

/** The warning worded for a rider in `language`. */
export function workoutWarningMessage(warning: WorkoutWarning, language: RideFileErrorLanguage): string {
  return WORKOUT_WARNING_MESSAGES[language][warning.code].replace('{value}', String(warning.value));
}
