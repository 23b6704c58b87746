/** Interface languages (spec §9): English has no URL prefix; pt and es do. */
export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const PREFIXED_LANGUAGES = ['pt', 'es'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
