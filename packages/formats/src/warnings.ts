import type { RideFileErrorLanguage } from './errors.ts';

/**
 * Something a rider should know about a file that was still imported (salvaged or cleaned up). Language-neutral:
 * apps word `code` in the rider's language (`rideWarningMessage`, or their own catalogs); `count` fills `{count}`.
 */
export type RideWarningCode =
  /** FIT: the file checksum does not match; every message was readable and has been used. */
  | 'crc_mismatch'
  /** FIT: a complete, CRC-valid activity followed by a broken chained file, which was ignored. */
  | 'trailing_data_ignored'
  /** FIT: the file ends early; the `count` records before the cut were kept. */
  | 'truncated_salvaged'
  /** FIT: the file is damaged part-way; the `count` records before the damage were kept. */
  | 'damaged_salvaged'
  /** FIT: compressed-timestamp record headers (old devices) were expanded before decoding. */
  | 'compressed_timestamps'
  /** FIT: `count` field definitions have a size that does not fit their type; those values were skipped. */
  | 'misaligned_fields'
  /** FIT: no file_id message (the file's type could not be checked). */
  | 'no_file_id'
  /** FIT: `count` sessions (multisport); all samples are kept as one activity. */
  | 'multiple_sessions'
  /** TCX: `count` activities in the file; only the first was read. */
  | 'multiple_activities'
  /** The device clock was never set (timestamps before 2000): dates are wrong, times are relative. */
  | 'clock_not_set'
  /** `count` samples without a usable timestamp were dropped. */
  | 'samples_without_time'
  /** `count` impossible values (e.g. heart rate 300 bpm) were treated as missing. */
  | 'values_out_of_range'
  /** Samples were out of time order and have been sorted. */
  | 'samples_out_of_order'
  /** `count` samples shared a timestamp with another and were merged. */
  | 'duplicate_timestamps'
  /** GPX without distance: distance was computed from the GPS positions. */
  | 'distance_from_positions'
  /** The file records another sport (`sport`): imported, but not counted as a ride (docs/science.md). */
  | 'not_cycling';

export const RIDE_WARNING_CODES: readonly RideWarningCode[] = [
  'crc_mismatch',
  'trailing_data_ignored',
  'truncated_salvaged',
  'damaged_salvaged',
  'compressed_timestamps',
  'misaligned_fields',
  'no_file_id',
  'multiple_sessions',
  'multiple_activities',
  'clock_not_set',
  'samples_without_time',
  'values_out_of_range',
  'samples_out_of_order',
  'duplicate_timestamps',
  'distance_from_positions',
  'not_cycling',
];

export interface RideWarning {
  code: RideWarningCode;
  /** How many records/values/sessions the warning is about, where that applies. */
  count?: number;
  /** not_cycling: the sport the file records (e.g. `running`). */
  sport?: string;
  /** Technical cause (parser message) for logs only — never shown to the rider. */
  detail?: string;
}

type Messages = Record<RideWarningCode, string>;

/**
 * Rider-facing wording (`{count}` is replaced, formatted for the language: 14,391 in English, 14.391 in Portuguese
 * and Spanish). The CLI prints English; the server words upload results.
 */
export const RIDE_WARNING_MESSAGES: Record<RideFileErrorLanguage, Messages> = {
  en: {
    crc_mismatch: "The file's checksum does not match, but all of its data could be read and was used.",
    trailing_data_ignored: 'Extra data after the end of the ride was damaged and has been ignored.',
    truncated_salvaged:
      'The file ends early (the device may have lost power). The {count} records before the cut were kept.',
    damaged_salvaged:
      'The file is damaged part-way through. The {count} records before the damage were kept.',
    compressed_timestamps: 'The file uses an old compact time format; it was converted before reading.',
    misaligned_fields: '{count} data fields were written in an unexpected size and were skipped.',
    no_file_id: 'The file has no header describing its type; it was read as a ride.',
    multiple_sessions: 'The file holds {count} sessions (multisport); they were imported as one activity.',
    multiple_activities: 'The file holds {count} activities; only the first was imported.',
    clock_not_set:
      "The device clock was not set when recording, so the ride's date is wrong; times within it are correct.",
    samples_without_time: '{count} samples without a valid time were left out.',
    values_out_of_range: '{count} impossible values (such as a heart rate over 250 bpm) were ignored.',
    samples_out_of_order: 'Samples were out of time order and have been sorted.',
    duplicate_timestamps: '{count} samples repeated a timestamp and were merged.',
    distance_from_positions: 'The file has no distance data, so distance was measured from the GPS track.',
    not_cycling:
      'This activity was recorded as another sport, not a bike ride. It is kept and its heart-rate load counts toward your fitness, but it is left out of your power curve, FTP estimates and ride totals.',
  },
  pt: {
    crc_mismatch:
      'A soma de verificação do arquivo não confere, mas todos os dados puderam ser lidos e foram usados.',
    trailing_data_ignored: 'Havia dados extras danificados depois do fim do pedal; eles foram ignorados.',
    truncated_salvaged:
      'O arquivo termina antes do fim (o aparelho pode ter desligado). Os {count} registros anteriores ao corte foram mantidos.',
    damaged_salvaged:
      'O arquivo está danificado no meio. Os {count} registros anteriores ao dano foram mantidos.',
    compressed_timestamps:
      'O arquivo usa um formato de horário antigo e compacto; ele foi convertido antes da leitura.',
    misaligned_fields: '{count} campos de dados foram gravados com um tamanho inesperado e foram ignorados.',
    no_file_id: 'O arquivo não tem o cabeçalho que indica o seu tipo; ele foi lido como um pedal.',
    multiple_sessions:
      'O arquivo contém {count} sessões (multiesporte); elas foram importadas como uma só atividade.',
    multiple_activities: 'O arquivo contém {count} atividades; só a primeira foi importada.',
    clock_not_set:
      'O relógio do aparelho não estava acertado durante a gravação, então a data do pedal está errada; os tempos dentro dele estão corretos.',
    samples_without_time: '{count} amostras sem horário válido foram deixadas de fora.',
    values_out_of_range:
      '{count} valores impossíveis (como frequência cardíaca acima de 250 bpm) foram ignorados.',
    samples_out_of_order: 'As amostras estavam fora de ordem e foram reordenadas.',
    duplicate_timestamps: '{count} amostras repetiam um horário e foram combinadas.',
    distance_from_positions: 'O arquivo não traz a distância, então ela foi medida pelo trajeto do GPS.',
    not_cycling:
      'Esta atividade foi gravada como outro esporte, não como pedal. Ela fica salva e a carga pela frequência cardíaca conta para o seu condicionamento, mas fica fora da sua curva de potência, das estimativas de FTP e dos totais de pedal.',
  },
  es: {
    crc_mismatch:
      'La suma de comprobación del archivo no coincide, pero todos sus datos se pudieron leer y se usaron.',
    trailing_data_ignored: 'Había datos extra dañados después del final de la salida; se han ignorado.',
    truncated_salvaged:
      'El archivo termina antes de tiempo (el dispositivo pudo quedarse sin batería). Se conservaron los {count} registros anteriores al corte.',
    damaged_salvaged:
      'El archivo está dañado a mitad. Se conservaron los {count} registros anteriores al daño.',
    compressed_timestamps:
      'El archivo usa un formato de hora antiguo y compacto; se convirtió antes de leerlo.',
    misaligned_fields: '{count} campos de datos se grabaron con un tamaño inesperado y se omitieron.',
    no_file_id: 'El archivo no tiene la cabecera que indica su tipo; se leyó como una salida.',
    multiple_sessions:
      'El archivo contiene {count} sesiones (multideporte); se importaron como una sola actividad.',
    multiple_activities: 'El archivo contiene {count} actividades; solo se importó la primera.',
    clock_not_set:
      'El reloj del dispositivo no estaba en hora al grabar, así que la fecha de la salida es incorrecta; los tiempos dentro de ella son correctos.',
    samples_without_time: 'Se dejaron fuera {count} muestras sin una hora válida.',
    values_out_of_range: 'Se ignoraron {count} valores imposibles (como un pulso de más de 250 ppm).',
    samples_out_of_order: 'Las muestras estaban desordenadas en el tiempo y se han ordenado.',
    duplicate_timestamps: '{count} muestras repetían una hora y se combinaron.',
    distance_from_positions: 'El archivo no trae distancia, así que se midió a partir del recorrido GPS.',
    not_cycling:
      'Esta actividad se grabó como otro deporte, no como una salida en bici. Se guarda y su carga por pulso cuenta para tu forma, pero queda fuera de tu curva de potencia, de las estimaciones de FTP y de los totales de salidas.',
  },
};

/** The warning in the rider's language, `{count}` filled in. */
export function rideWarningMessage(warning: RideWarning, language: RideFileErrorLanguage = 'en'): string {
  const template = RIDE_WARNING_MESSAGES[language][warning.code];
  const count = warning.count === undefined ? '' : new Intl.NumberFormat(language).format(warning.count);
  return template.replaceAll('{count}', count);
}

/** The parts of a warning that are stored and sent (the technical `detail` stays in the logs). */
export function publicWarning(warning: RideWarning): Omit<RideWarning, 'detail'> {
  const out: Omit<RideWarning, 'detail'> = { code: warning.code };
  if (warning.count !== undefined) out.count = warning.count;
  if (warning.sport !== undefined) out.sport = warning.sport;
  return out;
}
