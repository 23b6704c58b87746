import type { Language, ProposalChange } from '@domestique/contract';

type Voice = 'male' | 'female';

/**
 * The server's own words in the coach's chat: a proposal's one-line summary (never the model's — the rider accepts
 * what the engine computed, in words the model cannot bend) and the replies when the model gave none. Portuguese
 * and Spanish agree with the coach's gender.
 */
const copy = {
  en: {
    move: (name: string, from: string, to: string) => `Move “${name}” from ${from} to ${to}.`,
    skip: (name: string, on: string) => `Skip “${name}” on ${on}.`,
    lost: (_v: Voice) => 'I got lost checking your plan. Could you ask again, more simply?',
    down: 'I cannot answer right now: the language model did not respond. Please try again in a few minutes.',
  },
  pt: {
    move: (name: string, from: string, to: string) => `Mover «${name}» de ${from} para ${to}.`,
    skip: (name: string, on: string) => `Pular «${name}» em ${on}.`,
    lost: (v: Voice) =>
      `Fiquei ${v === 'female' ? 'perdida' : 'perdido'} ao consultar o seu plano. Pode perguntar de novo, de forma mais simples?`,
    down: 'Não consigo responder agora: o modelo de linguagem não respondeu. Tente de novo daqui a alguns minutos.',
  },
  es: {
    move: (name: string, from: string, to: string) => `Mover «${name}» del ${from} al ${to}.`,
    skip: (name: string, on: string) => `Saltar «${name}» el ${on}.`,
    lost: (v: Voice) =>
      `Me he quedado ${v === 'female' ? 'perdida' : 'perdido'} revisando tu plan. ¿Puedes preguntarlo de nuevo, más sencillo?`,
    down: 'No puedo responder ahora: el modelo de lenguaje no respondió. Vuelve a intentarlo en unos minutos.',
  },
} as const;

const LOCALES: Record<Language, string> = { en: 'en-GB', pt: 'pt-BR', es: 'es-ES' };

/** A local day as the rider reads it: "Saturday 13 June". */
export function dayWords(date: string, lang: Language): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

export function proposalSummary(changes: readonly ProposalChange[], lang: Language): string {
  const c = copy[lang];
  return changes
    .map((x) =>
      x.kind === 'move' && x.toDate
        ? c.move(x.workoutName, dayWords(x.fromDate, lang), dayWords(x.toDate, lang))
        : c.skip(x.workoutName, dayWords(x.fromDate, lang)),
    )
    .join(' ');
}

/** The reply when the model stopped at the step limit still calling tools. */
export const lostReply = (lang: Language, voice: Voice) => copy[lang].lost(voice);
/** The reply when the model could not be reached, timed out or answered nothing usable. */
export const downReply = (lang: Language) => copy[lang].down;
