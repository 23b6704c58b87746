import { CONTRACT_MESSAGES, isLanguage, type Language } from '@domestique/contract';
import { chatMessages } from './chat-messages.ts';
import { consentMessages } from './consent-messages.ts';
import { deletionMessages } from './deletion-messages.ts';
import { exportMessages } from './export-messages.ts';
import { planMessages } from './plan-messages.ts';
import { syncMessages } from './sync-messages.ts';
import { tokenMessages } from './token-messages.ts';
import { workoutMessages } from './workout-messages.ts';

/**
 * Server-side messages in every interface language; a test fails if a key is missing in any of them. The texts the
 * web words too (profile and workout field codes, a few API errors) are `@domestique/contract`'s CONTRACT_MESSAGES,
 * spread in here: one wording, read by both.
 */
export const messages = {
  en: {
    unauthorized: 'Please sign in to continue.',
    forbidden: 'You cannot access this.',
    not_found: 'Not found.',
    profile_not_found: 'You have not created your profile yet.',
    payload_too_large: 'That request is too large.',
    unsupported_media_type: 'That content type is not supported.',
    rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
    conflict: 'That conflicts with existing data.',
    service_unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    internal_error: 'Something went wrong on our side. Please try again.',
    malformed_json: 'The request body is not valid JSON.',
    json_too_deep: 'The request body is nested too deeply.',
    password_too_common: 'This password is too common and easy to guess. Please choose another one.',
    origin_not_trusted:
      'Sign-in is not accepted from this page’s address. Open Domestique at its own address, or ask whoever runs it to add this address to its trusted origins.',
    // field codes worded here alone; the profile's and the workout's are the contract's (CONTRACT_MESSAGES)
    date_unsupported: 'Please choose a date between the years 1900 and 2099',
    unknown_field: 'This field is not allowed',
    nul_character: 'This text contains a NUL character (U+0000), which cannot be stored. Please remove it.',
    lone_surrogate:
      'This text contains a broken character (half of a UTF-16 pair), which cannot be stored. Please retype it.',
    // rides
    import_failed: 'This file could not be saved just now. Nothing was stored; please upload it again.',
    ftp_test_unavailable: 'This ride does not hold the efforts this test needs.',
    ftp_date_future: 'An FTP cannot start on a day that has not come yet',
    ftp_date_too_early: 'Please choose a day from 1 January 1990 on',
    ride_name_too_long: 'Please keep the ride name to 200 characters or fewer',
    ...CONTRACT_MESSAGES.en,
    ...workoutMessages.en,
    ...planMessages.en,
    ...syncMessages.en,
    ...exportMessages.en,
    ...deletionMessages.en,
    ...consentMessages.en,
    ...tokenMessages.en,
    ...chatMessages.en,
  },
  pt: {
    unauthorized: 'Entre na sua conta para continuar.',
    forbidden: 'Você não tem acesso a isto.',
    not_found: 'Não encontrado.',
    profile_not_found: 'Você ainda não criou o seu perfil.',
    payload_too_large: 'Esta solicitação é grande demais.',
    unsupported_media_type: 'Este tipo de conteúdo não é suportado.',
    rate_limited: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    conflict: 'Isto entra em conflito com dados existentes.',
    service_unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    internal_error: 'Algo deu errado do nosso lado. Tente novamente.',
    malformed_json: 'O corpo da solicitação não é um JSON válido.',
    json_too_deep: 'O corpo da solicitação tem níveis de aninhamento demais.',
    password_too_common: 'Esta senha é comum demais e fácil de adivinhar. Escolha outra.',
    origin_not_trusted:
      'O acesso não é aceito a partir do endereço desta página. Abra o Domestique no endereço dele ou peça a quem o administra para incluir este endereço nas origens confiáveis.',
    date_unsupported: 'Escolha uma data entre os anos 1900 e 2099',
    unknown_field: 'Este campo não é permitido',
    nul_character: 'Este texto contém um caractere NUL (U+0000), que não pode ser armazenado. Remova-o.',
    lone_surrogate:
      'Este texto contém um caractere quebrado (metade de um par UTF-16), que não pode ser armazenado. Digite-o de novo.',
    import_failed: 'Não foi possível salvar este arquivo agora. Nada foi gravado; envie-o novamente.',
    ftp_test_unavailable: 'Este pedal não tem os esforços de que este teste precisa.',
    ftp_date_future: 'Um FTP não pode começar num dia que ainda não chegou',
    ftp_date_too_early: 'Escolha um dia a partir de 1 de janeiro de 1990',
    ride_name_too_long: 'O nome do pedal pode ter no máximo 200 caracteres',
    ...CONTRACT_MESSAGES.pt,
    ...workoutMessages.pt,
    ...planMessages.pt,
    ...syncMessages.pt,
    ...exportMessages.pt,
    ...deletionMessages.pt,
    ...consentMessages.pt,
    ...tokenMessages.pt,
    ...chatMessages.pt,
  },
  es: {
    unauthorized: 'Inicia sesión para continuar.',
    forbidden: 'No tienes acceso a esto.',
    not_found: 'No encontrado.',
    profile_not_found: 'Todavía no has creado tu perfil.',
    payload_too_large: 'Esta solicitud es demasiado grande.',
    unsupported_media_type: 'Este tipo de contenido no es compatible.',
    rate_limited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    conflict: 'Esto entra en conflicto con datos existentes.',
    service_unavailable: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en breve.',
    internal_error: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
    malformed_json: 'El cuerpo de la solicitud no es un JSON válido.',
    json_too_deep: 'El cuerpo de la solicitud tiene demasiados niveles de anidación.',
    password_too_common: 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
    origin_not_trusted:
      'No se acepta el inicio de sesión desde la dirección de esta página. Abre Domestique en su propia dirección o pide a quien lo administra que añada esta dirección a los orígenes de confianza.',
    date_unsupported: 'Elige una fecha entre los años 1900 y 2099',
    unknown_field: 'Este campo no está permitido',
    nul_character: 'Este texto contiene un carácter NUL (U+0000), que no se puede guardar. Elimínalo.',
    lone_surrogate:
      'Este texto contiene un carácter roto (la mitad de un par UTF-16), que no se puede guardar. Vuelve a escribirlo.',
    import_failed: 'No se pudo guardar este archivo ahora. No se guardó nada; vuelve a subirlo.',
    ftp_test_unavailable: 'Esta salida no tiene los esfuerzos que necesita este test.',
    ftp_date_future: 'Un FTP no puede empezar en un día que aún no ha llegado',
    ftp_date_too_early: 'Elige un día a partir del 1 de enero de 1990',
    ride_name_too_long: 'El nombre de la salida puede tener como máximo 200 caracteres',
    ...CONTRACT_MESSAGES.es,
    ...workoutMessages.es,
    ...planMessages.es,
    ...syncMessages.es,
    ...exportMessages.es,
    ...deletionMessages.es,
    ...consentMessages.es,
    ...tokenMessages.es,
    ...chatMessages.es,
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

export function t(lang: Language, key: MessageKey): string {
  return messages[lang][key];
}

/** Picks the first supported language from an Accept-Language header (e.g. "pt-BR,pt;q=0.9,en;q=0.8"). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return ranked.map((r) => r.lang).find(isLanguage) ?? 'en';
}
