import type { Language } from '@domestique/contract';
import { dataExportCopy } from './data-export-copy.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

type Kind = 'verifyEmail' | 'resetPassword' | 'newsletterConfirm' | keyof typeof dataExportCopy;

/** One email's words in one language (a module with mail of its own keeps its copy beside it: `renderEmailCopy`). */
export interface EmailCopy {
  subject: string;
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  footer: string;
}

const copy: Record<Kind, Record<Language, EmailCopy>> = {
  ...dataExportCopy,
  verifyEmail: {
    en: {
      subject: 'Confirm your email for Domestique',
      greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
      body: 'Welcome to Domestique! Please confirm your email address so we can keep your account safe.',
      action: 'Confirm my email',
      footer: 'If you did not create an account, you can ignore this email. The link expires in 24 hours.',
    },
    pt: {
      subject: 'Confirme seu e-mail no Domestique',
      greeting: (n) => (n ? `Olá, ${n}!` : 'Olá!'),
      body: 'Boas-vindas ao Domestique! Confirme seu endereço de e-mail para mantermos sua conta segura.',
      action: 'Confirmar meu e-mail',
      footer: 'Se você não criou uma conta, ignore este e-mail. O link expira em 24 horas.',
    },
    es: {
      subject: 'Confirma tu correo en Domestique',
      greeting: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
      body: '¡Te damos la bienvenida a Domestique! Confirma tu dirección de correo para que podamos proteger tu cuenta.',
      action: 'Confirmar mi correo',
      footer: 'Si no creaste una cuenta, puedes ignorar este correo. El enlace caduca en 24 horas.',
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your Domestique password',
      greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
      body: 'We received a request to reset your password. Use the button below to choose a new one.',
      action: 'Choose a new password',
      footer:
        'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays the same.',
    },
    pt: {
      subject: 'Redefina sua senha do Domestique',
      greeting: (n) => (n ? `Olá, ${n}!` : 'Olá!'),
      body: 'Recebemos um pedido para redefinir sua senha. Use o botão abaixo para escolher uma nova.',
      action: 'Escolher nova senha',
      footer:
        'O link funciona uma vez e expira em 1 hora. Se você não pediu isto, ignore este e-mail: sua senha continua a mesma.',
    },
    es: {
      subject: 'Restablece tu contraseña de Domestique',
      greeting: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
      body: 'Recibimos una solicitud para restablecer tu contraseña. Usa el botón de abajo para elegir una nueva.',
      action: 'Elegir nueva contraseña',
      footer:
        'El enlace funciona una vez y caduca en 1 hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    },
  },
  newsletterConfirm: {
    en: {
      subject: 'Confirm your subscription to the Domestique newsletter',
      greeting: () => 'Hi,',
      body: 'Please confirm that you want to receive the Domestique newsletter: training tips and product news, about once a month.',
      action: 'Confirm subscription',
      footer:
        'If you did not sign up, ignore this email and you will not hear from us. Unsubscribe at any time: {unsubscribe}',
    },
    pt: {
      subject: 'Confirme sua inscrição na newsletter do Domestique',
      greeting: () => 'Olá!',
      body: 'Confirme que deseja receber a newsletter do Domestique: dicas de treino e novidades do produto, cerca de uma vez por mês.',
      action: 'Confirmar inscrição',
      footer:
        'Se não foi você, ignore este e-mail e não enviaremos mais nada. Cancele quando quiser: {unsubscribe}',
    },
    es: {
      subject: 'Confirma tu suscripción al boletín de Domestique',
      greeting: () => 'Hola:',
      body: 'Confirma que quieres recibir el boletín de Domestique: consejos de entrenamiento y novedades, más o menos una vez al mes.',
      action: 'Confirmar suscripción',
      footer:
        'Si no fuiste tú, ignora este correo y no te escribiremos más. Date de baja cuando quieras: {unsubscribe}',
    },
  },
};

export const EMAIL_KINDS = Object.keys(copy) as Kind[];
export const emailCopy = copy;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Renders a transactional email as plain text and simple, inline-styled HTML (mail clients ignore stylesheets). */
export function renderEmail(
  kind: Kind,
  lang: Language,
  vars: { name?: string | null; url: string; unsubscribeUrl?: string },
): EmailContent {
  return renderEmailCopy(copy[kind][lang], lang, vars);
}

/** Renders any email copy the way `renderEmail` does (plain text and inline-styled HTML). */
export function renderEmailCopy(
  c: EmailCopy,
  lang: Language,
  vars: { name?: string | null; url: string; unsubscribeUrl?: string },
): EmailContent {
  const footer = c.footer.replace('{unsubscribe}', vars.unsubscribeUrl ?? '');
  const greeting = c.greeting(vars.name ?? null);
  const text = `${greeting}\n\n${c.body}\n\n${c.action}: ${vars.url}\n\n${footer}\n\n— Domestique`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:18px;font-weight:700;color:#e4572e">Domestique</p>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(c.body)}</p>
<p><a href="${escapeHtml(vars.url)}" style="display:inline-block;background:#e4572e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(c.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(c.action)}: <a href="${escapeHtml(vars.url)}">${escapeHtml(vars.url)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p></body></html>`;
  return { subject: c.subject, text, html };
}
