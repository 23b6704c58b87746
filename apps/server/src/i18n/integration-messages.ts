/**
 * Messages of the connections and Garmin routes in every interface language; merged into `messages` (its test
 * fails on a missing key). The Garmin texts are the spec's §8 catalogue. Riders read these: what an operator must
 * set to enable a provider is in the README, never here.
 */
export const integrationMessages = {
  en: {
    garmin_not_configured:
      "This server has no Garmin connection, so your Garmin account can't be linked here.",
    garmin_state_invalid: 'Authorization expired or invalid. Please try again.',
    garmin_exchange_failed: 'Failed to complete Garmin connection. Please try again.',
  },
  pt: {
    garmin_not_configured:
      'Este servidor não tem conexão com a Garmin, então não é possível vincular sua conta Garmin aqui.',
    garmin_state_invalid: 'A autorização expirou ou é inválida. Tente novamente.',
    garmin_exchange_failed: 'Não foi possível concluir a conexão com o Garmin. Tente novamente.',
  },
  es: {
    garmin_not_configured:
      'Este servidor no tiene conexión con Garmin, así que no se puede vincular tu cuenta de Garmin aquí.',
    garmin_state_invalid: 'La autorización ha caducado o no es válida. Inténtalo de nuevo.',
    garmin_exchange_failed: 'No se pudo completar la conexión con Garmin. Inténtalo de nuevo.',
  },
} as const;
