import type { ErrorCode } from './errors.ts';
import type { Language } from './languages.ts';

/** API error codes whose words the web shows as well as the server: the server's own list lives in its catalog. */
type SharedErrorCode =
  | Extract<
      ErrorCode,
      | 'validation_error'
      | 'library_workout_readonly'
      | 'garmin_not_configured'
      | 'garmin_state_invalid'
      | 'garmin_exchange_failed'
    >
  // better-auth's INVALID_TOKEN and our own e-mailed links (newsletter, summaries, account deletion)
  | 'invalid_token';

/**
 * The `message` of these API errors, in every interface language: the server answers with it, and the web words
 * the same situation with it (a builder form with problems, a library workout opened for editing, the Garmin
 * callback, an e-mailed link that no longer works). The Garmin texts are the product spec's §8, word for word.
 */
export const SHARED_ERROR_MESSAGES = {
  en: {
    validation_error: 'Some fields need your attention.',
    invalid_token: 'This link is invalid or has expired.',
    library_workout_readonly: 'Library workouts cannot be changed. Duplicate it to make your own version.',
    garmin_not_configured:
      "This server has no Garmin connection, so your Garmin account can't be linked here.",
    garmin_state_invalid: 'Authorization expired or invalid. Please try again.',
    garmin_exchange_failed: 'Failed to complete Garmin connection. Please try again.',
  },
  pt: {
    validation_error: 'Alguns campos precisam da sua atenção.',
    invalid_token: 'Este link é inválido ou expirou.',
    library_workout_readonly:
      'Os treinos da biblioteca não podem ser alterados. Duplique para ter a sua versão.',
    garmin_not_configured:
      'Este servidor não tem conexão com a Garmin, então não é possível vincular sua conta Garmin aqui.',
    garmin_state_invalid: 'A autorização expirou ou é inválida. Tente novamente.',
    garmin_exchange_failed: 'Não foi possível concluir a conexão com a Garmin. Tente novamente.',
  },
  es: {
    validation_error: 'Algunos campos necesitan tu atención.',
    invalid_token: 'Este enlace no es válido o ha caducado.',
    library_workout_readonly:
      'Los entrenamientos de la biblioteca no se pueden cambiar. Duplícalo para tener tu versión.',
    garmin_not_configured:
      'Este servidor no tiene conexión con Garmin, así que no se puede vincular tu cuenta de Garmin aquí.',
    garmin_state_invalid: 'La autorización ha caducado o no es válida. Inténtalo de nuevo.',
    garmin_exchange_failed: 'No se pudo completar la conexión con Garmin. Inténtalo de nuevo.',
  },
} as const satisfies Record<Language, Record<SharedErrorCode, string>>;
