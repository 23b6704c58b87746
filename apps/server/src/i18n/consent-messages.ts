/** Messages of consent per purpose (issue #20) in every interface language; merged into `messages`. */
export const consentMessages = {
  en: {
    health_consent_required:
      'Resting HR and HRV are health data: we store them only with your consent. Give it in Settings → Consents, or leave these fields empty.',
    consent_text_outdated:
      'The consent text has changed since this page was loaded. Please reload and read it again.',
    marketing_consent_by_newsletter:
      'To get the newsletter, subscribe with the form on the home page and confirm the link we email you.',
  },
  pt: {
    health_consent_required:
      'FC de repouso e VFC são dados de saúde: só os guardamos com o seu consentimento. Dê-o em Configurações → Consentimentos ou deixe estes campos vazios.',
    consent_text_outdated:
      'O texto do consentimento mudou desde que esta página foi aberta. Recarregue e leia-o de novo.',
    marketing_consent_by_newsletter:
      'Para receber a newsletter, inscreva-se no formulário da página inicial e confirme o link que enviamos para o seu e-mail.',
  },
  es: {
    health_consent_required:
      'La FC en reposo y la VFC son datos de salud: solo las guardamos con tu consentimiento. Dalo en Ajustes → Consentimientos o deja estos campos vacíos.',
    consent_text_outdated:
      'El texto del consentimiento ha cambiado desde que se abrió esta página. Recárgala y vuelve a leerlo.',
    marketing_consent_by_newsletter:
      'Para recibir el boletín, suscríbete con el formulario de la página de inicio y confirma el enlace que te enviamos por correo.',
  },
} as const;
