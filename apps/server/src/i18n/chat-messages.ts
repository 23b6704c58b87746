/** Messages of the coach's chat (issue #19) in every interface language; merged into `messages`. */
export const chatMessages = {
  en: {
    coach_chat_unavailable: 'The coach’s chat needs a language model, and this server has none configured.',
    coach_chat_not_opted_in:
      'The chat uses a language model: turn on the AI coach in Settings → Coach to talk with your coach.',
    proposal_not_found: 'That proposal does not exist.',
    proposal_expired: 'That proposal has expired. Ask the coach again.',
    proposal_closed: 'That proposal was already accepted or dismissed.',
  },
  pt: {
    coach_chat_unavailable:
      'A conversa com o treinador precisa de um modelo de linguagem, e este servidor não tem um.',
    coach_chat_not_opted_in:
      'A conversa usa um modelo de linguagem: ative o treinador com IA em Configurações → Treinador para conversar.',
    proposal_not_found: 'Essa proposta não existe.',
    proposal_expired: 'Essa proposta expirou. Pergunte de novo.',
    proposal_closed: 'Essa proposta já foi aceita ou dispensada.',
  },
  es: {
    coach_chat_unavailable:
      'El chat con el entrenador necesita un modelo de lenguaje, y este servidor no tiene uno.',
    coach_chat_not_opted_in:
      'El chat usa un modelo de lenguaje: activa el entrenador con IA en Ajustes → Entrenador para conversar.',
    proposal_not_found: 'Esa propuesta no existe.',
    proposal_expired: 'Esa propuesta ha caducado. Vuelve a preguntar.',
    proposal_closed: 'Esa propuesta ya se aceptó o se descartó.',
  },
} as const;
