/**
 * Language ↔ URL rules of spec §2: the first path segment selects the language ('pt', 'es'); anything else is English,
 * which has no prefix. Kept free of imports so the initial bundle stays small (the contract package pulls in zod);
 * a unit test checks these lists against `@domestique/contract`.
 */
export const UI_LANGUAGES = ['en', 'pt', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const PREFIXED: readonly string[] = ['pt', 'es'];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The language a pathname selects: '/pt/…' → pt, '/es/…' → es, anything else → en. */
export function languageFromPath(pathname: string): UiLanguage {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED.includes(first) ? (first as UiLanguage) : 'en';
}

/** Whether the path names its language itself ('/pt/…', '/es/…'); English has no prefix, so '/…' does not. */
export function hasLanguagePrefix(pathname: string): boolean {
  return PREFIXED.includes(pathname.split('/')[1] ?? '');
}

/** The pathname without its language prefix, always starting with '/': '/pt/about' → '/about', '/es' → '/'. */
export function stripLanguage(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const first = path.split('/')[1] ?? '';
  if (!PREFIXED.includes(first)) return path;
  const rest = path.slice(first.length + 1);
  return rest === '' ? '/' : rest;
}

/** A language-neutral path ('/about', '/', '/auth?x=1') with the prefix of `lang` ('/pt/about', '/pt', …). */
export function localizePath(path: string, lang: UiLanguage): string {
  const neutral = stripLanguage(path);
  if (lang === 'en') return neutral;
  if (neutral === '/') return `/${lang}`;
  if (neutral.startsWith('/?') || neutral.startsWith('/#')) return `/${lang}${neutral.slice(1)}`;
  return `/${lang}${neutral}`;
}

/** Switching language adds or removes the prefix and keeps the rest of the path (spec §2). */
export function switchLanguagePath(pathname: string, lang: UiLanguage): string {
  return localizePath(stripLanguage(pathname), lang);
}

/** Each language's own name; its flag is drawn by `components/language-flag.tsx` (SVG, not emoji). */
export const LANGUAGE_META: Record<UiLanguage, { name: string }> = {
  en: { name: 'English' },
  pt: { name: 'Português' },
  es: { name: 'Español' },
};
