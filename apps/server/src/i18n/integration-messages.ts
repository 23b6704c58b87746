/**
 * Messages of the connections and Garmin routes in every interface language; merged into `messages` (its test
 * fails on a missing key). The Garmin texts are the spec's §8 catalogue.
 */
export const integrationMessages = {
  en: {
    garmin_not_configured:
      'Garmin is not configured on this server. Whoever runs it can set GARMIN_CLIENT_ID and GARMIN_CLIENT_SECRET (see the README).',
    garmin_state_invalid: 'Authorization expired or invalid. Please try again.',
    garmin_exchange_failed: 'Failed to complete Garmin connection. Please try again.',
  },
  pt: {
    garmin_not_configured:
      'O Garmin não está configurado neste servidor. Quem o administra pode definir GARMIN_CLIENT_ID e GARMIN_CLIENT_SECRET (veja o README).',
    garmin_state_invalid: 'A autorização expirou ou é inválida. Tente novamente.',
    garmin_exchange_failed: 'Não foi possível concluir a conexão com o Garmin. Tente novamente.',
  },
  es: {
    garmin_not_configured:
      'Garmin no está configurado en este servidor. Quien lo administra puede definir GARMIN_CLIENT_ID y GARMIN_CLIENT_SECRET (consulta el README).',
    garmin_state_invalid: 'La autorización ha caducado o no es válida. Inténtalo de nuevo.',
    garmin_exchange_failed: 'No se pudo completar la conexión con Garmin. Inténtalo de nuevo.',
  },
} as const;
