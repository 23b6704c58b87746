import type { Language } from '@domestique/contract';

type Voice = 'male' | 'female';

/**
 * The server's own words in the coach's chat when the model gave none (a proposal's summary and a refusal's reason:
 * `chat-proposal-copy.ts`). Portuguese and Spanish agree with the coach's gender.
 */
const copy = {
  en: {
    lost: (_v: Voice) => 'I got lost checking your plan. Could you ask again, more simply?',
    down: 'I cannot answer right now: the language model did not respond. Please try again in a few minutes.',
  },
  pt: {
    lost: (v: Voice) =>
      `Fiquei ${v === 'female' ? 'perdida' : 'perdido'} ao consultar o seu plano. Pode perguntar de novo, de forma mais simples?`,
    down: 'Não consigo responder agora: o modelo de linguagem não respondeu. Tente de novo daqui a alguns minutos.',
  },
  es: {
    lost: (v: Voice) =>
      `Me he quedado ${v === 'female' ? 'perdida' : 'perdido'} revisando tu plan. ¿Puedes preguntarlo de nuevo, más sencillo?`,
    down: 'No puedo responder ahora: el modelo de lenguaje no respondió. Vuelve a intentarlo en unos minutos.',
  },
} as const;

/** The reply when the model stopped at the step limit still calling tools. */
export const lostReply = (lang: Language, voice: Voice) => copy[lang].lost(voice);
/** The reply when the model could not be reached, timed out or answered nothing usable. */
export const downReply = (lang: Language) => copy[lang].down;
