import type { SummaryPeriod } from '@domestique/coach';

/** Query keys of the summaries: the paragraphs follow the UI language, so it is part of every key. */
export const summaryKeys = {
  all: ['summaries'] as const,
  latest: (period: SummaryPeriod, language: string) => ['summaries', 'latest', period, language] as const,
  list: (period: SummaryPeriod, language: string) => ['summaries', 'list', period, language] as const,
  emailPreview: (period: SummaryPeriod, language: string) =>
    ['summaries', 'email-preview', period, language] as const,
  emailSettings: () => ['summaries', 'email-settings'] as const,
  narrator: () => ['summaries', 'narrator'] as const,
};
