/** Why a ride file could not be read. Language-neutral; the rider sees `RIDE_FILE_ERROR_MESSAGES[lang][code]`. */
export type RideFileErrorCode =
  | 'empty'
  | 'too_large'
  | 'unsupported_format'
  | 'corrupt'
  | 'truncated'
  | 'not_activity'
  | 'no_records'
  | 'xml_invalid'
  | 'xml_forbidden'
  | 'decompression_failed'
  | 'timeout'
  | 'too_complex'
  | 'salvaged_fragment';

export const RIDE_FILE_ERROR_CODES: readonly RideFileErrorCode[] = [
  'empty',
  'too_large',
  'unsupported_format',
  'corrupt',
  'truncated',
  'not_activity',
  'no_records',
  'xml_invalid',
  'xml_forbidden',
  'decompression_failed',
  'timeout',
  'too_complex',
  'salvaged_fragment',
];

/**
 * The only error `decodeRide` throws. `message` is the English rider-facing text; `detail` is the technical cause
 * (parser message, byte offset) for logs only — never show it to the rider.
 */
export class RideFileError extends Error {
  readonly code: RideFileErrorCode;
  readonly detail: string | undefined;

  constructor(code: RideFileErrorCode, detail?: string) {
    super(RIDE_FILE_ERROR_MESSAGES.en[code]);
    this.name = 'RideFileError';
    this.code = code;
    this.detail = detail;
  }
}

export function isRideFileError(value: unknown): value is RideFileError {
  return value instanceof RideFileError;
}

export type RideFileErrorLanguage = 'en' | 'pt' | 'es';

export const RIDE_FILE_ERROR_MESSAGES: Record<RideFileErrorLanguage, Record<RideFileErrorCode, string>> = {
  en: {
    empty: 'The file is empty. Try exporting the ride again from your device or app.',
    too_large:
      'The file is too large. Ride files can be up to 10 MB for FIT and 25 MB for TCX or GPX (50 MB once unzipped).',
    unsupported_format:
      'We could not recognise this file. Upload a ride recorded as .fit, .tcx or .gpx (or a .gz of one).',
    corrupt:
      'The file is damaged and could not be read. Try exporting it again from your device or app, or upload the original .fit file.',
    truncated:
      'The file ends early — it was probably cut off while copying or uploading. Try exporting it again from your device or app.',
    not_activity:
      'This file is not a recorded ride (it looks like a workout, course, route or settings file). Upload the activity file of the ride instead.',
    no_records:
      'The file contains no ride data (no time-stamped samples). Check that the ride was actually recorded and try another export.',
    xml_invalid:
      'The file is not valid TCX or GPX — the XML inside is broken. Try exporting it again from your device or app.',
    xml_forbidden:
      'The file contains XML features we do not accept for safety reasons (such as entity declarations). Export the ride again as a plain TCX, GPX or FIT file.',
    decompression_failed:
      'The compressed (.gz) file could not be unpacked — it is damaged or unzips to more than 50 MB. Upload the ride file without compression.',
    timeout:
      'Reading the file took too long, so we stopped. Try uploading the original .fit file from your device.',
    too_complex:
      'The file needs more memory to read than we allow, so we stopped. Try uploading the original .fit file from your device.',
    salvaged_fragment:
      'The file is damaged, and what could be read of it is under a minute of riding (a fragment, not a ride), so nothing was added. Try exporting the ride again from your device or app.',
  },
  pt: {
    empty: 'O arquivo está vazio. Tente exportar o treino novamente do seu dispositivo ou aplicativo.',
    too_large:
      'O arquivo é grande demais. Arquivos FIT podem ter até 10 MB e TCX ou GPX até 25 MB (50 MB depois de descompactados).',
    unsupported_format:
      'Não reconhecemos este arquivo. Envie um pedal gravado em .fit, .tcx ou .gpx (ou um .gz de um deles).',
    corrupt:
      'O arquivo está danificado e não pôde ser lido. Tente exportá-lo novamente do seu dispositivo ou aplicativo, ou envie o arquivo .fit original.',
    truncated:
      'O arquivo termina antes do fim — provavelmente foi cortado ao copiar ou enviar. Tente exportá-lo novamente do seu dispositivo ou aplicativo.',
    not_activity:
      'Este arquivo não é um pedal gravado (parece um treino, percurso, rota ou arquivo de configurações). Envie o arquivo de atividade do pedal.',
    no_records:
      'O arquivo não contém dados do pedal (nenhuma amostra com horário). Verifique se o pedal foi mesmo gravado e tente outra exportação.',
    xml_invalid:
      'O arquivo não é um TCX ou GPX válido — o XML está corrompido. Tente exportá-lo novamente do seu dispositivo ou aplicativo.',
    xml_forbidden:
      'O arquivo contém recursos de XML que não aceitamos por segurança (como declarações de entidades). Exporte o pedal novamente como TCX, GPX ou FIT simples.',
    decompression_failed:
      'Não foi possível descompactar o arquivo .gz — ele está danificado ou passa de 50 MB descompactado. Envie o arquivo do pedal sem compressão.',
    timeout:
      'A leitura do arquivo demorou demais e foi interrompida. Tente enviar o arquivo .fit original do seu dispositivo.',
    too_complex:
      'O arquivo precisa de mais memória do que permitimos para ser lido, então paramos. Tente enviar o arquivo .fit original do seu dispositivo.',
    salvaged_fragment:
      'O arquivo está danificado, e o que deu para ler dele tem menos de um minuto de pedal (um fragmento, não um pedal), então nada foi adicionado. Tente exportar o pedal novamente do seu dispositivo ou aplicativo.',
  },
  es: {
    empty: 'El archivo está vacío. Intenta exportar la salida de nuevo desde tu dispositivo o aplicación.',
    too_large:
      'El archivo es demasiado grande. Los archivos FIT pueden tener hasta 10 MB y los TCX o GPX hasta 25 MB (50 MB una vez descomprimidos).',
    unsupported_format:
      'No pudimos reconocer este archivo. Sube una salida grabada en .fit, .tcx o .gpx (o un .gz de uno de ellos).',
    corrupt:
      'El archivo está dañado y no se pudo leer. Intenta exportarlo de nuevo desde tu dispositivo o aplicación, o sube el archivo .fit original.',
    truncated:
      'El archivo termina antes de tiempo; probablemente se cortó al copiarlo o subirlo. Intenta exportarlo de nuevo desde tu dispositivo o aplicación.',
    not_activity:
      'Este archivo no es una salida grabada (parece un entrenamiento, recorrido, ruta o archivo de ajustes). Sube el archivo de actividad de la salida.',
    no_records:
      'El archivo no contiene datos de la salida (ninguna muestra con hora). Comprueba que la salida se grabó y prueba con otra exportación.',
    xml_invalid:
      'El archivo no es un TCX o GPX válido: el XML está roto. Intenta exportarlo de nuevo desde tu dispositivo o aplicación.',
    xml_forbidden:
      'El archivo contiene funciones de XML que no aceptamos por seguridad (como declaraciones de entidades). Exporta la salida de nuevo como TCX, GPX o FIT simple.',
    decompression_failed:
      'No se pudo descomprimir el archivo .gz: está dañado o supera los 50 MB descomprimido. Sube el archivo de la salida sin comprimir.',
    timeout:
      'Leer el archivo tardó demasiado y lo detuvimos. Intenta subir el archivo .fit original de tu dispositivo.',
    too_complex:
      'El archivo necesita más memoria de la que permitimos para leerlo, así que lo detuvimos. Intenta subir el archivo .fit original de tu dispositivo.',
    salvaged_fragment:
      'El archivo está dañado y lo que se pudo leer de él es menos de un minuto de pedaleo (un fragmento, no una salida), así que no se añadió nada. Intenta exportar la salida de nuevo desde tu dispositivo o aplicación.',
  },
};

/** Size limits for uploads (security.md §4): checked before any parsing. */
export const RIDE_FILE_LIMITS = {
  fitBytes: 10 * 1024 * 1024,
  xmlBytes: 25 * 1024 * 1024,
  inflatedBytes: 50 * 1024 * 1024,
} as const;
