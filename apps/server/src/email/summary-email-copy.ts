import type { Language } from '@domestique/contract';

type Period = 'week' | 'month';
type Voice = 'male' | 'female';

/** The words around a summary mail; the summary itself is the app's own paragraphs, never worded twice. */
export interface SummaryEmailCopy {
  subject: (period: Period, range: string) => string;
  greeting: (name: string | null) => string;
  /** Who writes: the coach the rider chose (pt/es agree in gender with it). */
  from: (voice: Voice) => string;
  heading: (period: Period, range: string) => string;
  open: string;
  why: (period: Period) => string;
  unsubscribe: (period: Period) => string;
  /** Under a summary the operator's language model worded (the app says the same). */
  writtenBy: (model: string) => string;
}

export const summaryEmailCopy: Record<Language, SummaryEmailCopy> = {
  en: {
    subject: (p, r) =>
      p === 'week' ? `Your week with Domestique: ${r}` : `Your month with Domestique: ${r}`,
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    from: () => 'From your coach',
    heading: (p, r) => (p === 'week' ? `Your week, ${r}` : `Your month, ${r}`),
    open: 'Open my summaries',
    why: (p) =>
      `You get this e-mail because the ${p === 'week' ? 'weekly' : 'monthly'} summary e-mail is on in Settings.`,
    unsubscribe: (p) => `Stop the ${p === 'week' ? 'weekly' : 'monthly'} summary e-mails`,
    writtenBy: (m) => `Written by ${m} from your numbers, each one checked.`,
  },
  pt: {
    subject: (p, r) => (p === 'week' ? `Sua semana no Domestique: ${r}` : `Seu mês no Domestique: ${r}`),
    greeting: (n) => (n ? `Olá, ${n}!` : 'Olá!'),
    from: (v) => (v === 'female' ? 'Da sua treinadora' : 'Do seu treinador'),
    heading: (p, r) => (p === 'week' ? `Sua semana, ${r}` : `Seu mês, ${r}`),
    open: 'Abrir meus resumos',
    why: (p) =>
      `Você recebe este e-mail porque o resumo ${p === 'week' ? 'semanal' : 'mensal'} por e-mail está ativado em Configurações.`,
    unsubscribe: (p) => `Parar os e-mails do resumo ${p === 'week' ? 'semanal' : 'mensal'}`,
    writtenBy: (m) => `Redigido por ${m} a partir dos seus números, cada um conferido.`,
  },
  es: {
    subject: (p, r) => (p === 'week' ? `Tu semana en Domestique: ${r}` : `Tu mes en Domestique: ${r}`),
    greeting: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    from: (v) => (v === 'female' ? 'De tu entrenadora' : 'De tu entrenador'),
    heading: (p, r) => (p === 'week' ? `Tu semana, ${r}` : `Tu mes, ${r}`),
    open: 'Abrir mis resúmenes',
    why: (p) =>
      `Recibes este correo porque el resumen ${p === 'week' ? 'semanal' : 'mensual'} por correo está activado en Ajustes.`,
    unsubscribe: (p) => `Dejar de recibir el resumen ${p === 'week' ? 'semanal' : 'mensual'}`,
    writtenBy: (m) => `Redactado por ${m} a partir de tus números, cada uno comprobado.`,
  },
};
