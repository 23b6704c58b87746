import type { Language } from '@domestique/contract';
import { type EmailContent, type EmailCopy, renderEmailCopy } from '../../email/templates.ts';

type Kind = 'confirm' | 'scheduled' | 'done';

const hi = {
  en: (n: string | null) => (n ? `Hi ${n},` : 'Hi,'),
  pt: (n: string | null) => (n ? `Olá, ${n}!` : 'Olá!'),
  es: (n: string | null) => (n ? `Hola, ${n}:` : 'Hola:'),
};

/** The three mails of a deletion, in en/pt/es; `{date}` is the day the account goes. */
export const deletionEmailCopy: Record<Kind, Record<Language, EmailCopy>> = {
  confirm: {
    en: {
      subject: 'Confirm the deletion of your Domestique account',
      greeting: hi.en,
      body: 'You asked us to delete your Domestique account and all of its data. Confirm it with the button below; then you have 7 days to change your mind before everything is deleted.',
      action: 'Confirm the deletion',
      footer:
        'If you did not ask for this, ignore this email: nothing happens. The link expires in 24 hours.',
    },
    pt: {
      subject: 'Confirme a exclusão da sua conta do Domestique',
      greeting: hi.pt,
      body: 'Você pediu para excluir sua conta do Domestique e todos os seus dados. Confirme no botão abaixo; depois disso você tem 7 dias para mudar de ideia antes de tudo ser excluído.',
      action: 'Confirmar a exclusão',
      footer: 'Se não foi você, ignore este e-mail: nada acontece. O link expira em 24 horas.',
    },
    es: {
      subject: 'Confirma el borrado de tu cuenta de Domestique',
      greeting: hi.es,
      body: 'Pediste borrar tu cuenta de Domestique y todos sus datos. Confírmalo con el botón de abajo; después tienes 7 días para cambiar de idea antes de que se borre todo.',
      action: 'Confirmar el borrado',
      footer: 'Si no lo pediste, ignora este correo: no pasa nada. El enlace caduca en 24 horas.',
    },
  },
  scheduled: {
    en: {
      subject: 'Your Domestique account will be deleted on {date}',
      greeting: hi.en,
      body: 'Your account is locked and will be deleted for good on {date}, with your rides, plans, check-ins and connections. Changed your mind? Cancel before then and everything stays as it was.',
      action: 'Cancel the deletion',
      footer: 'You can also cancel by signing in with your password before {date}.',
    },
    pt: {
      subject: 'Sua conta do Domestique será excluída em {date}',
      greeting: hi.pt,
      body: 'Sua conta está bloqueada e será excluída de vez em {date}, com seus pedais, planos, check-ins e conexões. Mudou de ideia? Cancele antes disso e tudo fica como estava.',
      action: 'Cancelar a exclusão',
      footer: 'Você também pode cancelar entrando com sua senha antes de {date}.',
    },
    es: {
      subject: 'Tu cuenta de Domestique se borrará el {date}',
      greeting: hi.es,
      body: 'Tu cuenta está bloqueada y se borrará definitivamente el {date}, con tus salidas, planes, check-ins y conexiones. ¿Cambiaste de idea? Cancela antes y todo queda como estaba.',
      action: 'Cancelar el borrado',
      footer: 'También puedes cancelar iniciando sesión con tu contraseña antes del {date}.',
    },
  },
  done: {
    en: {
      subject: 'Your Domestique account has been deleted',
      greeting: hi.en,
      body: 'Your account and all of its data are deleted: rides and their original files, plans, check-ins, summaries and connections (Strava and Garmin were told to forget us). Thank you for riding with us.',
      action: 'How we handle data',
      footer: 'This is the last email we send to this address about your account.',
    },
    pt: {
      subject: 'Sua conta do Domestique foi excluída',
      greeting: hi.pt,
      body: 'Sua conta e todos os seus dados foram excluídos: pedais e seus arquivos originais, planos, check-ins, resumos e conexões (Strava e Garmin foram avisados para nos esquecer). Obrigado por pedalar com a gente.',
      action: 'Como tratamos os dados',
      footer: 'Este é o último e-mail que enviamos a este endereço sobre sua conta.',
    },
    es: {
      subject: 'Tu cuenta de Domestique ha sido borrada',
      greeting: hi.es,
      body: 'Tu cuenta y todos sus datos están borrados: salidas y sus archivos originales, planes, check-ins, resúmenes y conexiones (se pidió a Strava y Garmin que nos olviden). Gracias por rodar con nosotros.',
      action: 'Cómo tratamos los datos',
      footer: 'Este es el último correo que enviamos a esta dirección sobre tu cuenta.',
    },
  },
};

/** The day as a rider reads it in their language (UTC: the mail cannot know the reader's zone). */
export function deletionDay(at: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
}

export function renderDeletionEmail(
  kind: Kind,
  lang: Language,
  vars: { name: string | null; url: string; date?: Date },
): EmailContent {
  const day = vars.date ? deletionDay(vars.date, lang) : '';
  const c = deletionEmailCopy[kind][lang];
  const fill = (s: string) => s.replaceAll('{date}', day);
  const filled: EmailCopy = {
    subject: fill(c.subject),
    greeting: c.greeting,
    body: fill(c.body),
    action: c.action,
    footer: fill(c.footer),
  };
  return renderEmailCopy(filled, lang, { name: vars.name || null, url: vars.url });
}
