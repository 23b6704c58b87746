/**
 * Messages of the Strava and intervals.icu routes in every interface language; merged into `messages` (its test
 * fails on a missing key).
 */
export const syncMessages = {
  en: {
    strava_not_configured:
      "This server has no Strava connection, so your Strava account can't be linked here.",
    strava_state_invalid: 'This Strava authorisation expired or was already used. Please connect again.',
    strava_access_denied: 'Strava was not connected: the authorisation was declined.',
    strava_scope_missing:
      'Strava was connected without permission to read your activities. Connect again and leave "View data about your activities" ticked.',
    strava_exchange_failed: 'Could not complete the Strava connection. Please try again.',
    strava_webhook_refused: 'This webhook request was not accepted.',
    intervals_credentials_invalid:
      'intervals.icu did not accept this athlete id and API key. Copy both again from intervals.icu → Settings → Developer.',
    intervals_unavailable: 'intervals.icu did not answer. Please try again in a few minutes.',
    intervals_athlete_id_invalid: 'Enter your intervals.icu athlete id, like i12345',
    intervals_api_key_invalid: 'Enter the API key from intervals.icu → Settings → Developer',
  },
  pt: {
    strava_not_configured:
      'Este servidor não tem conexão com o Strava, então não é possível vincular sua conta Strava aqui.',
    strava_state_invalid: 'Esta autorização do Strava expirou ou já foi usada. Conecte novamente.',
    strava_access_denied: 'O Strava não foi conectado: a autorização foi recusada.',
    strava_scope_missing:
      'O Strava foi conectado sem permissão para ler suas atividades. Conecte novamente e deixe marcada a opção de ver dados das suas atividades.',
    strava_exchange_failed: 'Não foi possível concluir a conexão com o Strava. Tente novamente.',
    strava_webhook_refused: 'Esta requisição de webhook não foi aceita.',
    intervals_credentials_invalid:
      'O intervals.icu não aceitou este ID de atleta e chave de API. Copie os dois novamente em intervals.icu → Settings → Developer.',
    intervals_unavailable: 'O intervals.icu não respondeu. Tente novamente em alguns minutos.',
    intervals_athlete_id_invalid: 'Informe seu ID de atleta do intervals.icu, como i12345',
    intervals_api_key_invalid: 'Informe a chave de API de intervals.icu → Settings → Developer',
  },
  es: {
    strava_not_configured:
      'Este servidor no tiene conexión con Strava, así que no se puede vincular tu cuenta de Strava aquí.',
    strava_state_invalid: 'Esta autorización de Strava caducó o ya se usó. Vuelve a conectar.',
    strava_access_denied: 'Strava no se conectó: se rechazó la autorización.',
    strava_scope_missing:
      'Strava se conectó sin permiso para leer tus actividades. Vuelve a conectar y deja marcada la opción de ver los datos de tus actividades.',
    strava_exchange_failed: 'No se pudo completar la conexión con Strava. Inténtalo de nuevo.',
    strava_webhook_refused: 'Esta solicitud de webhook no fue aceptada.',
    intervals_credentials_invalid:
      'intervals.icu no aceptó este ID de atleta y clave de API. Cópialos de nuevo desde intervals.icu → Settings → Developer.',
    intervals_unavailable: 'intervals.icu no respondió. Inténtalo de nuevo en unos minutos.',
    intervals_athlete_id_invalid: 'Introduce tu ID de atleta de intervals.icu, como i12345',
    intervals_api_key_invalid: 'Introduce la clave de API de intervals.icu → Settings → Developer',
  },
} as const;
