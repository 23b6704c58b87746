/** Query keys of the coach's chat: the proposals' summaries are worded in the UI language, so it is in the key. */
export const chatKeys = {
  all: ['coach-chat'] as const,
  history: (language: string) => ['coach-chat', 'history', language] as const,
};
